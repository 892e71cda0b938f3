import type { TAccountPaymentBody } from '@pos/contracts/customer-accounts';
import type { ZGiftCardLookupResponse } from '@pos/contracts/gift-cards';
import type { ZCustomerBalancesResponse } from '@pos/contracts/stored-value';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { queryKeys } from '../../api/query-keys';
import type { AccountPaymentAnswer } from '../../components/account-payment-form';
import { chargeAccountOf } from '../../lib/charge-account';
import { pointsAccountOf } from '../../lib/points';

/** The register's reads of stored value (docs/DESIGN.md, "Stored value"): online only. */

/** GET /customers/:id/balances: the customer's accounts and credit limit. */
const balancesQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.customerBalances(customerId),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof ZCustomerBalancesResponse>>(
        `/customers/${encodeURIComponent(customerId)}/balances`,
        undefined,
        { signal },
      ),
  });

/** The customer's store credit, in currency units (0: none yet). */
export const storeCreditQuery = (customerId: string) =>
  queryOptions({
    ...balancesQuery(customerId),
    select: (r) => r.data.accounts.find((a) => a.kind === 'store_credit')?.balance ?? 0,
  });

/** The customer's loyalty points (0: none yet) — docs/guide/stored-value.md, "Loyalty points". */
export const pointsQuery = (customerId: string) =>
  queryOptions({
    ...balancesQuery(customerId),
    select: (r) => pointsAccountOf(r.data)?.balance ?? 0,
  });

/**
 * The customer's charge account: what is owed and left to charge (null: none) —
 * docs/guide/stored-value.md, "Charge accounts".
 */
export const chargeAccountQuery = (customerId: string) =>
  queryOptions({ ...balancesQuery(customerId), select: (r) => chargeAccountOf(r.data) });

/**
 * POST /customers/:id/account-payments at the register's store (its open shift takes the money),
 * under the attempt's Idempotency-Key: a retry answers the payment it made.
 */
export function useTakeAccountPayment(customerId: string, storeId: string | undefined) {
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: ({ body, key }: { body: TAccountPaymentBody; key: string }) =>
      api.post<AccountPaymentAnswer>(
        `/customers/${encodeURIComponent(customerId)}/account-payments`,
        { ...body, ...(storeId && { storeId }) },
        { headers: { 'Idempotency-Key': key } },
      ),
    onSettled: () => invalidateRoots(queryClient, ['customers', 'stored-value-ledger', 'shifts']),
  });
  return (body: TAccountPaymentBody, key: string) => take.mutateAsync({ body, key });
}

export type TGiftCardLookup = z.infer<typeof ZGiftCardLookupResponse>['data'];

/** GET /gift-cards/:code: the card the customer hands over (wrong codes are throttled). */
export const lookUpGiftCard = (code: string) =>
  api
    .get<z.infer<typeof ZGiftCardLookupResponse>>(`/gift-cards/${encodeURIComponent(code.trim())}`)
    .then((r) => r.data);
