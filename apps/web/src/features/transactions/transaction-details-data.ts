import { unitsLeft } from '@pos/contracts/returns';
import type { TTransaction } from '@pos/contracts/sales';
import type { TFunction } from 'i18next';

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
export const returnedLabel = (t: TFunction, returned: number, quantity: number) =>
  returned > 0 ? t('{{returned}} of {{quantity}}', { returned, quantity }) : '—';

/** What the refund confirmation says will happen (stock comes back, status changes). */
export function refundPrompt(
  t: TFunction,
  sale: Pick<TTransaction, 'items' | 'returns'>,
  shortId: string,
): string {
  const left = unitsLeft(sale);
  const count = [...left.values()].reduce((n, q) => n + q, 0);
  return sale.returns.length
    ? t(
        'Refund sale {{id}}? What its returns left is refunded: its status becomes Refunded and {{count}} items will be returned to stock. This cannot be undone.',
        { id: shortId, count },
      )
    : t(
        'Refund sale {{id}}? It is refunded: its status becomes Refunded and {{count}} items will be returned to stock. This cannot be undone.',
        { id: shortId, count },
      );
}

/** What the sale kept once its returns gave some back (cents, so no float drift). */
export const netTotal = (t: Pick<TTransaction, 'totalAmount' | 'refundedTotal'>) =>
  Math.round((t.totalAmount - t.refundedTotal) * 100) / 100;
