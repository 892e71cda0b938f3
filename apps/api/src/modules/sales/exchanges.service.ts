import {
  exchangeNumber,
  type TExchange,
  type TExchangeDetail,
  EXCHANGE_MESSAGES as X,
  type ZExchangeBody,
} from '@pos/contracts/exchanges';
import { RETURN_MESSAGES as R } from '@pos/contracts/returns';
import { centsText, toCents } from '@pos/contracts/sale-totals';
import {
  SALE_MESSAGES as M,
  type RefundMethod,
  type TSaleReturn,
  type ZSaleBody,
} from '@pos/contracts/sales';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import {
  askedOf,
  checkLineDiscounts,
  makeSale,
  type RequestHashes,
  saleRefusal,
} from './checkout.service.js';
import * as repo from './exchanges.repository.js';
import { offlineTime } from './offline-sale.js';
import { asked, authorizeReturn, loadReturn, openReturnOf } from './returns.service.js';
import { lockLevels } from './sale-stock.js';
import { loadTransaction } from './sales.service.js';

/*
 * Exchanges (docs/DESIGN.md, "Exchanges"): a return and a new sale in one transaction, linked
 * by the exchange, on one receipt.
 */

type ExchangeBody = z.output<typeof ZExchangeBody>;

/**
 * What the exchange asked for, of which sale (`askedOf`: not how it reached us): the same
 * Idempotency-Key with another is refused. The second hash is the one an earlier build wrote
 * (the whole body), so a retry that spans an upgrade is still answered.
 */
const requestHashes = (saleId: string, body: ExchangeBody): RequestHashes => [
  hashToken(JSON.stringify({ saleId, ...askedOf(body) })),
  hashToken(JSON.stringify({ saleId, ...body })),
];

const exchangeOf = (row: repo.ExchangeRow): TExchange => ({
  _id: row.id,
  documentNumber: exchangeNumber(row.document_number),
  transactionId: row.transaction_id,
  returnId: row.return_id,
  saleId: row.sale_id,
  net: Number(row.net),
  refundMethod: row.refund_method,
  createdAt: new Date(row.created_at).toISOString(),
});

/** An exchange with its return and its new sale, as the API answers it. */
async function detailOf(ex: Executor, org: string, row: repo.ExchangeRow) {
  const [saleReturn, sale] = await Promise.all([
    loadReturn(ex, org, row.return_id),
    loadTransaction(ex, org, row.sale_id),
  ]);
  return { exchange: exchangeOf(row), return: saleReturn, sale };
}

/** `GET /exchanges/:id`. */
export async function loadExchange(ex: Executor, organizationId: string, id: string) {
  const row = await repo.findExchange(ex, organizationId, { id });
  if (!row) throw notFound(X.notFound);
  return detailOf(ex, organizationId, row);
}

/** The exchange a key already made, when it asked for the same (else 422); null: none. */
async function replay(
  deps: AppDeps,
  caller: Caller,
  key: string | undefined,
  hashes: RequestHashes,
) {
  if (!key) return null;
  const org = caller.organizationId;
  const earlier = await repo.findExchange(deps.db, org, { idempotencyKey: key });
  if (!earlier) return null;
  if (earlier.request_hash === null || !hashes.includes(earlier.request_hash)) {
    throw new AppError('IDEMPOTENCY_MISMATCH', M.idempotencyMismatch);
  }
  return { data: await detailOf(deps.db, org, earlier), message: X.created, replayed: true };
}

/**
 * The exchange's transaction. Its locks follow the orders returns and sales take theirs, so that
 * it waits for them or they for it, never both (ARCHITECTURE, "The path of a sale"): the sale
 * given back from and the return's number (as a return), then every stock level it moves — the
 * returned items' and the new ones' — in the one order stock moves use; then the return is
 * written (its units back on the shelf) and the new sale (its levels held already, then the
 * sale's number), and last the exchange's number. What comes back pays the new sale first; the
 * rest is paid, or refunded.
 */
async function exchangeInTx(
  tx: Executor,
  caller: Caller,
  saleId: string,
  body: ExchangeBody,
  key: { idempotencyKey: string | null; hash: string },
  approval: string | undefined,
): Promise<TExchangeDetail> {
  const org = caller.organizationId;
  // Made offline: dated when it was made (a clock that cannot be right is refused first).
  const offline = body.offline && {
    createdAt: offlineTime(body.offline, new Date()),
    shiftId: body.offline.shiftId,
  };
  const approvedBy = await authorizeReturn(tx, caller, approval, saleId);
  const opened = await openReturnOf(tx, caller, saleId, asked(body.returnItems), {
    reason: body.reason || null,
    refundMethod: body.refundMethod,
    customerId: body.customerId,
    approvedBy,
    notReturnable: R.notReturnable,
    ...(offline && { offline }),
  });
  const storeId = opened.sale.store_id;
  // A sale from before stores has none: its new items go out at the default store, unlocked here.
  const going = storeId
    ? body.items.map((i) => ({ productId: i.productId, variationId: i.variationId ?? null }))
    : [];
  if (storeId) await lockLevels(tx, caller, storeId, [...opened.stocked, ...going]);
  const id = uuidv7();
  const saleBody: z.output<typeof ZSaleBody> = {
    items: body.items,
    customerId: body.customerId === undefined ? opened.sale.customer_id : body.customerId,
    storeId,
    paymentMethod: body.paymentMethod,
    payments: body.payments,
    discount: body.discount,
    discountReason: body.discountReason,
    couponCodes: body.couponCodes,
    offline: body.offline,
  };
  const written: { return?: TSaleReturn } = {};
  const made = await makeSale(tx, caller, saleBody, { idempotencyKey: null, hash: '' }, approval, {
    id,
    // What points paid of the sale goes back as points: the rest pays the new sale.
    returnCents: opened.moneyCents,
    writeReturn: async (creditCents) => {
      written.return = await opened.write({ id, creditCents });
    },
  });
  const { sale } = made;
  const saleReturn = written.return;
  if (!sale || !saleReturn) throw new Error('an exchange made no sale');
  const row = await repo.recordExchange(tx, org, {
    id,
    transactionId: saleId,
    returnId: saleReturn._id,
    saleId: sale._id,
    net: centsText(toCents(sale.totalAmount) - opened.moneyCents),
    refundMethod: made.refundCents > 0 ? (saleReturn.refundMethod as RefundMethod) : null,
    storeId: sale.store?._id ?? storeId,
    userId: caller.userId,
    idempotencyKey: key.idempotencyKey,
    requestHash: key.idempotencyKey ? key.hash : null,
    createdAt: offline?.createdAt ?? null,
  });
  return { exchange: exchangeOf(row), return: saleReturn, sale };
}

/**
 * `POST /transactions/:id/exchanges`: the return's rules (process_returns or a manager's
 * X-Approval) and the sale's (its discounts, stock and credits), in one transaction; with an
 * Idempotency-Key it is made once.
 */
export async function createExchange(
  deps: AppDeps,
  caller: Caller,
  saleId: string,
  body: ExchangeBody,
  idempotencyKey?: string,
  approval?: string,
) {
  const hashes = requestHashes(saleId, body);
  const earlier = await replay(deps, caller, idempotencyKey, hashes);
  if (earlier) return earlier;
  checkLineDiscounts(caller, body, approval);
  const key = { idempotencyKey: idempotencyKey ?? null, hash: hashes[0] };
  try {
    const data = await deps.db.transaction((tx) =>
      exchangeInTx(tx, caller, saleId, body, key, approval),
    );
    deps.operations.metrics.saleMade('exchange');
    return { data, message: X.created, replayed: false };
  } catch (err) {
    // The same key sent twice at once: the second waited for the sale's row the first held, and
    // found its units given back — it answers the first's exchange.
    const again = await replay(deps, caller, idempotencyKey, hashes);
    if (again) return again;
    throw await saleRefusal(deps, caller, err);
  }
}
