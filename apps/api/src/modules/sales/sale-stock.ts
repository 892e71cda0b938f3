import type { TShortStockLine } from '@pos/contracts/approvals';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Caller } from '../../plugins/types.js';
import { moveStockMany, planMoves } from '../inventory/stock.service.js';

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
      refuse: ({ index, available, requested }) =>
        insufficientStock(lines, [{ index, available, requested }]),
    },
  );
}

/**
 * Locks the levels of `items` at the store (creating those that are missing: a move of zero),
 * in the order every stock move takes them. An exchange moves stock in two statements — its new
 * sale's, then its return's — and takes all its levels first, so that a sale of the same items
 * meanwhile waits for it instead of holding one it needs (docs/DESIGN.md, "Exchanges").
 */
export async function lockLevels(
  ex: Executor,
  caller: Caller,
  storeId: string,
  items: readonly Pick<StockLine, 'productId' | 'variationId'>[],
) {
  await moveStockMany(
    ex,
    items.map((i) => ({
      organizationId: caller.organizationId,
      productId: i.productId,
      variationId: i.variationId,
      storeId,
      warehouseId: null,
      delta: 0,
      type: 'SALE' as const,
      userId: caller.userId,
    })),
    { allowNegative: true },
  );
}

/** An item a sale asks more of than the store has: its first line, and the whole quantity. */
export interface Shortfall {
  index: number;
  available: number;
  requested: number;
}

/** The short items of a sale, in line order, named: as the refusal and the audit event list them. */
export const shortLines = (lines: StockLine[], short: Shortfall[]): TShortStockLine[] =>
  short
    .map((s) => ({ ...s, line: lines[s.index] }))
    .sort((a, b) => a.index - b.index)
    .map(({ line, ...s }) => ({
      ...s,
      productId: line?.productId ?? null,
      variationId: line?.variationId ?? null,
      name: line?.label ?? '',
    }));

/**
 * The refusal of a sale beyond the stock (409 `INSUFFICIENT_STOCK`): the message names the
 * short items; `details.lines` lists each (so the register can say which, and ask a manager to
 * approve selling without stock), and `details`' own `available`, `requested`, `index`,
 * `productId` and `variationId` are the first's, as clients before `lines` read them.
 */
export function insufficientStock(lines: StockLine[], short: Shortfall[]) {
  const named = shortLines(lines, short);
  const first = named[0];
  const message =
    named.length === 1
      ? `Insufficient stock for "${first?.name}": ${first?.available} available, ${first?.requested} requested.`
      : `Insufficient stock for ${named.map((s) => `"${s.name}" (${s.available} available, ${s.requested} requested)`).join(', ')}.`;
  return new AppError('INSUFFICIENT_STOCK', message, {
    available: first?.available,
    requested: first?.requested,
    index: first?.index,
    productId: first?.productId,
    variationId: first?.variationId,
    lines: named,
  });
}

/**
 * Each item of `lines` the store holds less of than asked, from `held` (the store's stock of
 * each item, by `productId|variationId`): as a refusal's `insufficientStock` names them.
 */
export function shortfallsOf(lines: StockLine[], held: Map<string, number>): Shortfall[] {
  const asked = new Map<string, Shortfall>();
  lines.forEach((line, index) => {
    const key = `${line.productId}|${line.variationId ?? ''}`.toLowerCase();
    const seen = asked.get(key);
    if (seen) seen.requested += line.quantity;
    else asked.set(key, { index, available: held.get(key) ?? 0, requested: line.quantity });
  });
  return [...asked.values()].filter((s) => s.available < s.requested);
}

/**
 * A sale the stock statement refused: `refusal` names the first short item. Once the sale's
 * transaction is over, `nameShortLines` names every one (`insufficientStock`).
 */
export class ShortSale extends Error {
  constructor(
    readonly refusal: AppError,
    readonly lines: StockLine[],
    readonly storeId: string,
  ) {
    super(refusal.message);
  }
}
