import type { TCustomerRow } from '@pos/contracts/customers';
import type { TListResponse } from '@pos/contracts/list';
import type { TProductOption } from '@pos/contracts/products';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import { api, requestFile } from '../../api/client';
import { findByCode } from './cart';

export const searchProducts = (search: string, limit: number, signal?: AbortSignal) =>
  api.get<TListResponse<TProductOption>>('/products/options', { search, limit }, { signal });

/**
 * A scanned code: the product or variation with exactly that SKU. The options search matches
 * product names and SKUs only, so a variation's SKU ("TEE-M") is also looked for among the
 * products found by its leading parts ("TEE"), the usual way variation SKUs are made.
 */
export async function resolveBarcode(code: string) {
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

export const searchCustomers = (search: string, signal?: AbortSignal) =>
  api.get<TListResponse<TCustomerRow>>('/customers', { search, limit: 20 }, { signal });

export const completeSale = (body: TSaleBody, idempotencyKey: string) =>
  api.post<{ data: TTransaction; message: string }>('/transactions', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

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
