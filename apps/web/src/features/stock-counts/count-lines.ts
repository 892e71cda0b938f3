import type { TStockCountLine } from '@pos/contracts/stock-counts';

/** The item a line counts: "Crisps / Salt". */
export const lineItemName = (l: Pick<TStockCountLine, 'productName' | 'variationName'>) =>
  l.variationName ? `${l.productName} / ${l.variationName}` : l.productName;

/**
 * What a typed count field holds, as the API takes it: a number of at least zero — whole, or
 * with up to 3 decimals for an item sold by a measure (the server holds each item to its unit)
 * — null for an empty field (not counted), undefined for anything else (not sent).
 */
export function typedCount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,3})?$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= 10_000_000 ? n : undefined;
}
