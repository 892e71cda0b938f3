import type { ZGiftCardLookupResponse } from '@pos/contracts/gift-cards';
import type { TStoredValueAccount } from '@pos/contracts/stored-value';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The register's reads of stored value (docs/DESIGN.md, "Stored value"): online only. */

/** GET /customers/:id/balances: the customer's store credit, in currency units (0: none yet). */
export const storeCreditQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.customerBalances(customerId),
    queryFn: ({ signal }) =>
      api.get<{ data: { accounts: TStoredValueAccount[] } }>(
        `/customers/${encodeURIComponent(customerId)}/balances`,
        undefined,
        { signal },
      ),
    select: (r) => r.data.accounts.find((a) => a.kind === 'store_credit')?.balance ?? 0,
  });

export type TGiftCardLookup = z.infer<typeof ZGiftCardLookupResponse>['data'];

/** GET /gift-cards/:code: the card the customer hands over (wrong codes are throttled). */
export const lookUpGiftCard = (code: string) =>
  api
    .get<z.infer<typeof ZGiftCardLookupResponse>>(`/gift-cards/${encodeURIComponent(code.trim())}`)
    .then((r) => r.data);
