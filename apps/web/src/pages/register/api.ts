import type { TCustomerRow } from '@pos/contracts/customers';
import type { TListResponse } from '@pos/contracts/list';
import type { TProductOption } from '@pos/contracts/products';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requestFile } from '../../api/client';
import { invalidateSaleChanges } from '../../api/invalidate';
import { queryKeys } from '../../api/query-keys';
import { findByCode } from './cart';

const searchProducts = (search: string, limit: number, signal?: AbortSignal) =>
  api.get<TListResponse<TProductOption>>('/products/options', { search, limit }, { signal });

/**
 * A scanned code: the product or variation with exactly that SKU. The options search matches
 * product names and SKUs only, so a variation's SKU ("TEE-M") is also looked for among the
 * products found by its leading parts ("TEE"), the usual way variation SKUs are made.
 */
async function resolveBarcode(code: string) {
  const wanted = code.trim();
  for (const term of [wanted, ...skuPrefixes(wanted)]) {
    const { data } = await searchProducts(term, 50);
    const found = findByCode(data, wanted);
    if (found) return found;
  }
  return null;
}

/** "TEE-RED-M" → ["TEE-RED", "TEE"]: at most 2, each at least 2 characters. */
export function skuPrefixes(code: string): string[] {
  const out: string[] = [];
  for (let i = code.length - 1; i > 1 && out.length < 2; i--) {
    if ('-_./ '.includes(code[i] ?? '')) {
      const prefix = code.slice(0, i).trim();
      if (prefix.length >= 2 && !out.includes(prefix)) out.push(prefix);
    }
  }
  return out;
}

/** The products matching a search, for the results under the search box. */
export const productSearchQuery = (search: string, limit: number) =>
  queryOptions({
    queryKey: queryKeys.register.search(search),
    queryFn: ({ signal }) => searchProducts(search, limit, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

/** A scanned code's product or variation (null when none has it); kept for 30 s. */
export const barcodeQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.register.code(code),
    queryFn: () => resolveBarcode(code),
    staleTime: 30_000,
  });

/** Customers matching a search (name, email or phone), for picking an existing one. */
export const customerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.register.customers(search),
    queryFn: ({ signal }) =>
      api.get<TListResponse<TCustomerRow>>('/customers', { search, limit: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });

type SaleAnswer = { data: TTransaction; message: string };

/**
 * POST /transactions with the attempt's Idempotency-Key (a retry can only replay the sale).
 * After a sale, what it changed reloads: stock, sales, customers and the dashboard.
 */
export function useCompleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TSaleBody; key: string }) =>
      api.post<SaleAnswer>('/transactions', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => void invalidateSaleChanges(queryClient),
  });
}

/** The sale's 80 mm receipt as a PDF blob. */
export async function fetchReceipt(transactionId: string): Promise<Blob> {
  // The receipt prints the sale's time in the cashier's time zone.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { blob, headers } = await requestFile(
    `/transactions/${encodeURIComponent(transactionId)}/receipt.pdf`,
    { tz },
    { accept: 'application/pdf' },
  );
  const type = (headers.get('content-type') ?? blob.type).toLowerCase();
  if (!type.includes('application/pdf')) throw new Error('The server did not answer a PDF.');
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** Spec 2 §9: an object URL of a PDF is released after a minute. */
export const RECEIPT_URL_LIFETIME_MS = 60_000;

/** A fresh key per sale attempt; crypto.randomUUID needs a secure context, so a fallback too. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
