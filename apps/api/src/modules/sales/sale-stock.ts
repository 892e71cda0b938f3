import { AppError } from '../../lib/errors.js';
import type { Caller } from '../../plugins/types.js';
import { planMoves } from '../inventory/stock.service.js';

/** Units per product of a sale's lines, signed (+ sold, − refunded). */
export function unitsPerProduct(lines: { productId: string; quantity: number }[], sign: 1 | -1) {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + sign * l.quantity);
  return units;
}

type StockLine = { productId: string; variationId: string | null; quantity: number; label: string };

/**
 * Each line's quantity at the sale's store (SALE out, RETURN back) as one stock move
 * (`planMoves`: levels in a fixed order so concurrent sales of the same items wait instead of
 * deadlocking). A shortfall names the item. The ledger rows' reference is the sale (or the
 * return: `by`), and their remarks say what moved the stock in words the stock history shows.
 */
export function stockMoves(
  caller: Caller,
  transactionId: string,
  storeId: string | null,
  lines: StockLine[],
  sign: 1 | -1,
  allowNegative: boolean,
  by: { reference: string; remarks: string } = {
    reference: transactionId,
    // A sale's number is drawn in the same statement after its stock is locked (lock order:
    // levels, then the counter), so it is not known here; the reference is the sale's id.
    remarks: sign < 0 ? 'Sale' : 'Return of a sale',
  },
) {
  return planMoves(
    lines.map((line) => ({
      organizationId: caller.organizationId,
      productId: line.productId,
      variationId: line.variationId,
      storeId,
      warehouseId: null,
      delta: sign * line.quantity,
      type: sign < 0 ? ('SALE' as const) : ('RETURN' as const),
      userId: caller.userId,
      remarks: by.remarks,
      reference: by.reference,
    })),
    {
      allowNegative,
      // The same item on several lines was booked together: name the whole quantity.
      refuse: ({ index, available, requested }) => {
        const line = lines[index];
        return new AppError(
          'INSUFFICIENT_STOCK',
          `Insufficient stock for "${line?.label}": ${available} available, ${requested} requested.`,
          {
            available,
            requested,
            index,
            productId: line?.productId,
            variationId: line?.variationId,
          },
        );
      },
    },
  );
}
