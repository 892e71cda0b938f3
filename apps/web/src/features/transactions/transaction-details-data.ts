import { unitsLeft } from '@pos/contracts/returns';
import type { TTransaction } from '@pos/contracts/sales';

/** Ids on the details page show 12 characters (spec 1 §9). */
export const DETAIL_ID_LENGTH = 12;

export const invoicePdfPath = (id: string) => `/invoice/${encodeURIComponent(id)}/pdf`;

/** The item's name, with its variation after a dash when it has one. */
export function itemLabel(item: { productName: string; variationName: string | null }): string {
  return item.variationName ? `${item.productName} – ${item.variationName}` : item.productName;
}

/** The discount column appears only when a line carries a discount. */
export const hasLineDiscounts = (items: readonly { discount: number }[]) =>
  items.some((i) => i.discount > 0);

/**
 * The Returned column of a line: "1 of 3" once some of its units came back, "—" while none did.
 * Shown only on a sale with returns, so a plain sale keeps its narrow table.
 */
export const returnedLabel = (returned: number, quantity: number) =>
  returned > 0 ? `${returned} of ${quantity}` : '—';

/** What the refund confirmation says will happen (stock comes back, status changes). */
export function refundPrompt(t: Pick<TTransaction, 'items' | 'returns'>, shortId: string): string {
  const left = unitsLeft(t);
  const units = [...left.values()].reduce((n, q) => n + q, 0);
  const what = units === 1 ? '1 item' : `${units} items`;
  const rest = t.returns.length ? ' What its returns left' : ' It';
  return `Refund sale ${shortId}?${rest} is refunded: its status becomes Refunded and ${what} will be returned to stock. This cannot be undone.`;
}

/** What the sale kept once its returns gave some back (cents, so no float drift). */
export const netTotal = (t: Pick<TTransaction, 'totalAmount' | 'refundedTotal'>) =>
  Math.round((t.totalAmount - t.refundedTotal) * 100) / 100;
