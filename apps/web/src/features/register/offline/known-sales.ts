import { parseReceiptNumber, unitsLeft } from '@pos/contracts/returns';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import { parseLocalNumber, type TSaleReturn, type TTransaction } from '@pos/contracts/sales';
import type { KnownSale, RegisterDb } from './register-db';

/**
 * The sales a register can take an exchange of offline (ARCHITECTURE, "The register's own
 * data"): those it sold, online or offline, and those it looked up — kept as last seen, with what
 * it gave back of them since. A sale sold at another till and never looked up here is not known:
 * its exchange waits for the network.
 */

/** Kept this long after it was last seen: the usual window for an exchange. */
export const KEEP_KNOWN_SALE_MS = 30 * 24 * 3600_000;

/** Keeps the sale as it is now (the server's answer, or the register's own offline sale). */
export async function keepSale(db: RegisterDb, sale: TTransaction, now = new Date()) {
  const row: KnownSale = {
    _id: sale._id,
    number: sale.documentNumber ? parseReceiptNumber(sale.documentNumber) : null,
    localNumber: sale.offline?.localNumber ?? null,
    keptAt: now.toISOString(),
    sale,
  };
  await db.transaction('rw', db.sales, async () => {
    await db.sales.put(row);
    const before = new Date(now.getTime() - KEEP_KNOWN_SALE_MS).toISOString();
    await db.sales.where('keptAt').below(before).delete();
  });
}

/** The known sale a scanned or typed receipt number (or local number "AB12-42") names. */
export async function findKnownSale(db: RegisterDb, text: string): Promise<TTransaction | null> {
  const n = parseReceiptNumber(text);
  const local = n === null ? parseLocalNumber(text) : null;
  const found =
    n !== null
      ? await db.sales.where('number').equals(n).first()
      : local !== null
        ? await db.sales.where('localNumber').equals(local).first()
        : undefined;
  return found?.sale ?? null;
}

/** The sale with one more return: its units back, its refunded total and status. */
export function withReturn(sale: TTransaction, back: TSaleReturn): TTransaction {
  const next = { ...sale, returns: [...sale.returns, back] };
  const allBack = [...unitsLeft(next).values()].every((n) => n <= 0);
  return {
    ...next,
    refundedTotal: fromCents(toCents(sale.refundedTotal) + toCents(back.total)),
    status: allBack ? 'Refunded' : 'Partially Refunded',
  };
}
