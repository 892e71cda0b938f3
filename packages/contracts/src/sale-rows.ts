import { word } from './message-catalog.js';
import { paymentLabel, type TTransaction } from './sales.js';

/**
 * What a sale's documents say of it beyond its lines and figures (the receipt model, the
 * invoice): how it was paid, what its returns gave back, its points, its offline facts. One
 * list each, so the documents never disagree.
 */

export interface AmountRow {
  label: string;
  amount: number;
  /** Money given back, printed with a minus. */
  out?: boolean;
}

/**
 * Each payment as it was handed over (cash as tendered; an exchange's return as its credit),
 * then the change given back, then what each gift card or the store credit holds after it.
 */
export function paymentRows(sale: TTransaction): AmountRow[] {
  const rows: AmountRow[] = sale.payments.map((p) => ({
    label: paymentLabel(p),
    amount: p.amount,
  }));
  if (sale.change > 0) rows.push({ label: word('Change'), amount: sale.change });
  for (const p of sale.payments) {
    // Points are counted in points, not money: `loyaltyRows`.
    if (p.storedValue && p.method !== 'Points') {
      rows.push({ label: word(`${paymentLabel(p)} balance`), amount: p.storedValue.balanceAfter });
    }
  }
  return rows;
}

/**
 * The customer's points (docs/DESIGN.md, "Stored value"), when the sale paid with them or earned
 * some: what it earned and what the customer holds after it — in points, not money.
 */
export function loyaltyRows(sale: TTransaction): { label: string; points: number }[] {
  const paid = sale.payments.filter((p) => p.method === 'Points' && p.storedValue);
  const balance = sale.loyalty?.balance ?? paid.at(-1)?.storedValue?.balanceAfter;
  if (balance === undefined) return [];
  return [
    ...(sale.loyalty ? [{ label: word('Points earned'), points: sale.loyalty.earned }] : []),
    { label: word('Points balance'), points: balance },
  ];
}

/** Each return with its number and date, what they gave back in all, and what the sale kept. */
export function returnRows(sale: TTransaction, date: (iso: string) => string): AmountRow[] {
  if (sale.returns.length === 0) return [];
  return [
    ...sale.returns.map((r) => ({
      label: `Return ${r.documentNumber}, ${date(r.createdAt)}`,
      amount: r.total,
      out: true,
    })),
    { label: word('Refunded'), amount: sale.refundedTotal, out: true },
    // In cents: the two amounts have at most two decimals each.
    {
      label: word('Net total'),
      amount: Math.round((sale.totalAmount - sale.refundedTotal) * 100) / 100,
    },
  ];
}

/** The stamp of a sale its returns gave back in part or whole; none otherwise. */
export function refundStamp(sale: TTransaction): string | null {
  if (sale.status === 'Refunded' || (sale.refundedAt !== null && sale.returns.length === 0)) {
    return word('REFUNDED');
  }
  return sale.status === 'Partially Refunded' ? word('PARTIALLY REFUNDED') : null;
}

/**
 * A sale an offline register made (DESIGN §13): the receipt number the register printed, so the
 * customer's paper and ours name the same sale, and when it was made there. None otherwise.
 */
export function offlineFacts(
  sale: TTransaction,
  date: (iso: string) => string,
): [string, string][] {
  if (!sale.offline) return [];
  return [
    [word('Offline receipt'), sale.offline.localNumber],
    [word('Made offline'), date(sale.offline.createdAt)],
  ];
}

/**
 * What came off a line, as the receipts print it: each promotion by its name, then the rest of
 * its discount (the cashier's own and its share of the sale's) as "Discount".
 */
export function lineDiscountRows(item: TTransaction['items'][number]): AmountRow[] {
  const own = Math.round((item.discount - item.promotionDiscount) * 100) / 100;
  return [
    ...item.promotions.map((p) => ({ label: p.name, amount: p.amount, out: true })),
    ...(own > 0 ? [{ label: word('Discount'), amount: own, out: true }] : []),
  ];
}

/** A line's name as documents print it: the product, then its variation. */
export const itemName = (item: { productName: string; variationName: string | null }) =>
  item.variationName ? `${item.productName} / ${item.variationName}` : item.productName;
