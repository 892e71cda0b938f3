import type { TPurchaseItem, TPurchaseOrderRow } from '@pos/contracts/purchase-orders';

/** One line of the order form: an item (product, or product|variation), quantity and cost. */
export interface LineDraft {
  key: string;
  /** `productId|variationId` ('' after the bar: the product itself). */
  item: string | null;
  quantity: string | number;
  unitCost: string | number;
}

let seq = 0;
export const newLine = (over: Partial<LineDraft> = {}): LineDraft => ({
  key: `line-${++seq}`,
  item: null,
  quantity: 1,
  unitCost: '',
  ...over,
});

export const itemKey = (productId: string, variationId: string | null) =>
  `${productId}|${variationId ?? ''}`;

export const splitItem = (key: string) => {
  const [productId = '', variationId = ''] = key.split('|');
  return { productId, variationId: variationId || null };
};

/** What can be ordered: each product without variations, and each active variation. */
export function orderableItems(products: readonly TPurchaseItem[]) {
  return products.flatMap((p) =>
    p.variations.length
      ? p.variations.map((v) => ({
          value: itemKey(p._id, v._id),
          label: `${p.name} / ${v.name}${v.sku ? ` (${v.sku})` : ''}`,
          sku: v.sku,
          costPrice: v.costPrice,
        }))
      : [
          {
            value: itemKey(p._id, null),
            label: `${p.name}${p.sku ? ` (${p.sku})` : ''}`,
            sku: p.sku,
            costPrice: p.costPrice,
          },
        ],
  );
}
export type OrderableItem = ReturnType<typeof orderableItems>[number];

export const linesOf = (row: TPurchaseOrderRow | null): LineDraft[] =>
  row
    ? row.lines.map((l) =>
        newLine({
          item: itemKey(l.productId, l.variationId),
          quantity: l.quantity,
          unitCost: l.unitCost,
        }),
      )
    : [newLine()];

/** The body's lines, before the contract checks them (blank numbers left for it to name). */
export const linesBody = (lines: readonly LineDraft[]) =>
  lines.map((l) => {
    const { productId, variationId } = splitItem(l.item ?? '');
    const num = (v: string | number) => (v === '' ? undefined : Number(v));
    return { productId, variationId, quantity: num(l.quantity), unitCost: num(l.unitCost) };
  });

/**
 * A scanned code added to the lines: one more of an item already there, else a new line at its
 * cost (the last line when it is still empty). Null when no item has the code.
 */
export function addScanned(
  lines: readonly LineDraft[],
  items: readonly OrderableItem[],
  code: string,
): LineDraft[] | null {
  const wanted = code.trim().toLowerCase();
  const found = items.find((i) => i.sku?.toLowerCase() === wanted);
  if (!found) return null;
  const there = lines.find((l) => l.item === found.value);
  if (there) {
    return lines.map((l) => (l === there ? { ...l, quantity: Number(l.quantity || 0) + 1 } : l));
  }
  const line = newLine({ item: found.value, unitCost: found.costPrice ?? '' });
  const last = lines.at(-1);
  return last && !last.item ? [...lines.slice(0, -1), line] : [...lines, line];
}
