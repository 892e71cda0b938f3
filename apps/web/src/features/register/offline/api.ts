import type { TCustomerBody } from '@pos/contracts/customers';
import type { TExchangeDetail } from '@pos/contracts/exchanges';
import type { TRegisterCatalogPage } from '@pos/contracts/register-catalog';
import type { TTransaction } from '@pos/contracts/sales';
import { api } from '../../../api/client';
import type { FetchCatalogPage } from './catalog-sync';
import type { Transport } from './outbox';

/** How long one synced page or one sent entry may take before the round stops (then retried). */
const SYNC_TIMEOUT_MS = 30_000;

/** `GET /register/catalog`: one page of the store's catalogue changes after the cursor. */
export const fetchCatalogPage: FetchCatalogPage = (storeId, cursor) =>
  api.get<TRegisterCatalogPage>(
    '/register/catalog',
    { storeId, cursor },
    { signal: AbortSignal.timeout(SYNC_TIMEOUT_MS) },
  );

/**
 * The outbox's calls: a sale or an exchange with its id as Idempotency-Key (the server answers
 * the one it made before, if it did); a quick-added customer likewise, its id becoming the
 * customer's.
 */
export const outboxTransport: Transport = {
  sale: async (entry) => {
    const res = await api.post<{ data: TTransaction }>('/transactions', entry.body, {
      headers: { 'Idempotency-Key': entry.id },
      signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
    });
    return res.data;
  },
  exchange: async (entry, saleId, body) => {
    const res = await api.post<{ data: TExchangeDetail }>(
      `/transactions/${encodeURIComponent(saleId)}/exchanges`,
      body,
      { headers: { 'Idempotency-Key': entry.id }, signal: AbortSignal.timeout(SYNC_TIMEOUT_MS) },
    );
    return res.data;
  },
  customer: (entry) =>
    api.post<{ data: unknown }>('/customers', entry.body satisfies TCustomerBody, {
      headers: { 'Idempotency-Key': entry.id },
      signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
    }),
};
