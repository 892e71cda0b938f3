import type { TCustomerRow } from '@pos/contracts/customers';
import type { TListResponse } from '@pos/contracts/list';
import type { TProductLookup, TProductOption } from '@pos/contracts/products';
import type { TRegisterCustomer } from '@pos/contracts/register-catalog';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import type { TShift } from '@pos/contracts/shifts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { uuidv7 } from 'uuidv7';
import { hasErrorCode } from '../../api/api-error';
import { api, requestFile } from '../../api/client';
import { invalidateSaleChanges } from '../../api/invalidate';
import { receiptPdfPath } from '../../api/pdf';
import { queryKeys } from '../../api/query-keys';
import { OFFLINE_AFTER_MS } from '../../lib/connectivity';
import { i18n } from '../../lib/i18n';
import { viewerQuery } from '../../lib/money';

const searchProducts = (search: string, limit: number, signal?: AbortSignal) =>
  api.get<TListResponse<TProductOption>>('/products/options', { search, limit }, { signal });

/** A scanned code's product or variation, by exact SKU (one indexed lookup on the server). */
async function lookupCode(code: string, storeId: string | undefined, signal?: AbortSignal) {
  try {
    const res = await api.get<{ data: TProductLookup }>(
      '/products/lookup',
      { code, ...(storeId ? { storeId } : {}) },
      { signal },
    );
    return res.data;
  } catch (error) {
    if (hasErrorCode(error, 'BARCODE_UNKNOWN')) return null;
    throw error;
  }
}

/** Where the register searches: its own copy once it holds one (DESIGN §13), else the server. */
export interface LocalSearch {
  search: (term: string, limit: number) => Promise<TProductOption[]>;
  searchCustomers: (term: string, limit: number) => Promise<TRegisterCustomer[]>;
}

/** The products matching a search, for the results under the search box. */
export const productSearchQuery = (search: string, limit: number, local?: LocalSearch | null) =>
  queryOptions({
    queryKey: queryKeys.register.search(search, local ? 'local' : 'server'),
    queryFn: async ({ signal }): Promise<{ data: TProductOption[] }> =>
      local
        ? { data: await local.search(search, limit) }
        : { data: (await searchProducts(search, limit, signal)).data },
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

/** A scanned code's product or variation with its stock at the store (null when none has it); kept for 30 s. */
export const barcodeQuery = (code: string, storeId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.register.code(code, storeId),
    queryFn: ({ signal }) => lookupCode(code, storeId, signal),
    staleTime: 30_000,
  });

/** Customers matching a search (name, email or phone), for picking an existing one. */
export const customerSearchQuery = (search: string, local?: LocalSearch | null) =>
  queryOptions({
    queryKey: queryKeys.register.customers(search, local ? 'local' : 'server'),
    queryFn: async ({ signal }): Promise<{ data: TRegisterCustomer[] }> =>
      local
        ? { data: await local.searchCustomers(search, 20) }
        : {
            data: (
              await api.get<TListResponse<TCustomerRow>>(
                '/customers',
                { search, limit: 20 },
                { signal },
              )
            ).data,
          },
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
    mutationFn: ({
      body,
      key,
      approval,
    }: {
      body: TSaleBody;
      key: string;
      /** A manager's approval of a cashier's discounts (`X-Approval`). */
      approval?: Record<string, string>;
    }) =>
      api.post<SaleAnswer>('/transactions', body, {
        headers: { 'Idempotency-Key': key, ...approval },
        // No answer within 4 s counts as none: the register then sells offline (DESIGN §13).
        signal: AbortSignal.timeout(OFFLINE_AFTER_MS),
      }),
    onSuccess: () => void invalidateSaleChanges(queryClient),
  });
}

/** The sale's 80 mm receipt as a PDF blob. */
export async function fetchReceipt(transactionId: string): Promise<Blob> {
  // The receipt prints the sale's time and amounts as the cashier reads them.
  const { blob, headers } = await requestFile(receiptPdfPath(transactionId), viewerQuery(), {
    accept: 'application/pdf',
  });
  const type = (headers.get('content-type') ?? blob.type).toLowerCase();
  if (!type.includes('application/pdf'))
    throw new Error(i18n.t('The server did not answer a PDF.', { ns: 'register' }));
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** Spec 2 §9: an object URL of a PDF is released after a minute. */
export const RECEIPT_URL_LIFETIME_MS = 60_000;

/**
 * A fresh key per sale attempt: a UUID v7, made here, so that an attempt that ends in the outbox
 * keeps its key and the outbox sends in the order the sales were made (DESIGN §13).
 */
export const newIdempotencyKey = (): string => uuidv7();

/** GET /shifts/current: the caller's open shift at the register's store, or null. */
export const currentShiftQuery = (storeId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.currentShift(storeId),
    queryFn: ({ signal }) =>
      api.get<{ data: TShift | null }>('/shifts/current', storeId ? { storeId } : undefined, {
        signal,
      }),
    select: (r) => r.data,
  });
