import { LOYALTY_MESSAGES, pointsGivenBack } from '@pos/contracts/loyalty';
import { returnAmounts } from '@pos/contracts/return-amounts';
import {
  defaultRefundMethod,
  exceedsSoldMessage,
  parseReceiptNumber,
  RETURN_MESSAGES as R,
  type ZReturnBody,
} from '@pos/contracts/returns';
import { centsText, fromCents, taxAmounts, toCents } from '@pos/contracts/sale-totals';
import {
  formatDocumentNumber,
  SALE_MESSAGES as M,
  parseLocalNumber,
  type RefundMethod,
  type SalePaymentMethod,
  type TenderMethod,
  type TSaleReturn,
} from '@pos/contracts/sales';
import { STORED_VALUE_MESSAGES as SV } from '@pos/contracts/stored-value';
import { quantityProblem, roundQuantity } from '@pos/contracts/units';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  badRequest,
  conflict,
  notFound,
  validationError,
  violatedConstraint,
} from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { authorizeAction } from '../approvals/approvals.service.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  givePointsBack,
  pointsPaidFor,
  refundToCustomerAccount,
  reversePoints,
} from '../stored-value/tender.service.js';
import * as returnsRepo from './returns.repository.js';
import { stockMoves } from './sale-stock.js';
import * as repo from './sales.repository.js';
import { loadTransaction, returnNumber, returnOf } from './sales.service.js';

type ReturnBody = z.output<typeof ZReturnBody>;
type Lines = returnsRepo.ReturnLine[];

/** What to return: line id → units, from the sale's lines as they are now (locked). */
export type Pick = (lines: Lines) => Map<string, number>;

const lineName = (l: returnsRepo.ReturnLine) =>
  l.variation_name ? `${l.product_name} / ${l.variation_name}` : l.product_name;

/** The units asked for, each line checked: part of the sale, and no more than it has left. */
export const asked =
  (items: ReturnBody['items']): Pick =>
  (lines) => {
    const byId = new Map(lines.map((l) => [l.id, l]));
    const picks = new Map<string, number>();
    items.forEach((item, index) => {
      const line = byId.get(item.itemId);
      if (!line) throw notFound(R.lineNotFound);
      const unitProblem = quantityProblem(line.unit, item.quantity);
      if (unitProblem) {
        throw validationError(unitProblem, { [`items.${index}.quantity`]: unitProblem });
      }
      const left = roundQuantity(line.quantity - line.returned_quantity);
      if (item.quantity > left) {
        throw conflict(
          exceedsSoldMessage(lineName(line), left),
          { itemId: line.id, index, returnable: left, requested: item.quantity },
          'RETURN_EXCEEDS_SOLD',
        );
      }
      picks.set(line.id, item.quantity);
    });
    return picks;
  };

/** Every unit not yet given back (the whole-sale refund of spec 1). */
const everythingLeft: Pick = (lines) =>
  new Map(
    lines
      .filter((l) => l.quantity > l.returned_quantity)
      .map((l) => [l.id, roundQuantity(l.quantity - l.returned_quantity)]),
  );

export interface ReturnOptions {
  reason: string | null;
  refundMethod: RefundMethod | undefined;
  /**
   * Whose store credit a `StoreCredit` refund goes to when not the sale's customer (an
   * exchange's new customer, or one named for a walk-in sale); null: none.
   */
  customerId?: string | null | undefined;
  /** The manager whose approval let the caller return (none when they hold process_returns). */
  approvedBy: { id: string; name: string } | null;
  /** The refusal of a sale that never completed (its wording differs: return, refund). */
  notReturnable: string;
  /**
   * An offline register's exchange: when it was made, and the shift it was made in (the
   * offline sale's rule: that shift if still open, none if null; left out, the open one).
   */
  offline?: { createdAt: Date; shiftId?: string | null };
}

/**
 * Null when the caller holds process_returns; else the manager whose X-Approval for a return of
 * this sale is used up here, in the return's transaction (a refused return leaves it unused).
 */
export const authorizeReturn = (
  tx: Executor,
  caller: Caller,
  token: string | undefined,
  saleId: string,
) =>
  authorizeAction(tx, caller, token, {
    permission: 'process_returns',
    action: 'return',
    transactionId: saleId,
  });

/**
 * How a return's money (`total − pointsBackAmount`) went back: `Points` when there was none
 * (points had paid all of what came back), `Exchange` when all of it paid its exchange's new
 * sale, else by the method asked for (or the sale's).
 */
function refundMethodOf(
  exchange: boolean,
  moneyCents: number,
  creditCents: number,
  pointsCents: number,
  asked: () => TenderMethod,
): TenderMethod {
  if (moneyCents === 0 && pointsCents > 0) return 'Points';
  if (exchange && creditCents === moneyCents) return 'Exchange';
  return asked();
}

/**
 * A return read, counted and numbered but not yet written (the first half of `returnInTx`): an
 * exchange writes its new sale in between, paid by `moneyCents` — what points did not pay of
 * the return (docs/DESIGN.md, "Exchanges").
 */
export async function openReturnOf(
  tx: Executor,
  caller: Caller,
  saleId: string,
  pick: Pick,
  opts: ReturnOptions,
) {
  const org = caller.organizationId;
  const locked = await returnsRepo.lockSale(tx, org, saleId);
  if (!locked) throw notFound(M.notFound);
  const sale = locked;
  const creditTo = opts.customerId === undefined ? sale.customer_id : opts.customerId;
  if (
    (opts.refundMethod === 'StoreCredit' && !creditTo) ||
    (opts.refundMethod === 'Account' && !sale.customer_id)
  ) {
    throw badRequest(SV.customerRequired, undefined, 'CUSTOMER_REQUIRED');
  }
  if (sale.status === 'Refunded') throw conflict(R.alreadyRefunded, undefined, 'ALREADY_REFUNDED');
  if (sale.status !== 'Completed' && sale.status !== 'Partially Refunded') {
    throw conflict(opts.notReturnable, { status: sale.status }, 'NOT_RETURNABLE');
  }
  const opened = await returnsRepo.openReturn(tx, org, {
    transactionId: saleId,
    storeId: sale.store_id,
    userId: caller.userId,
    ...(opts.offline?.shiftId !== undefined && { offlineShiftId: opts.offline.shiftId }),
  });
  const { lines } = opened;
  const picks = pick(lines);
  if (picks.size === 0) throw conflict(R.alreadyRefunded, undefined, 'ALREADY_REFUNDED');
  const amounts = returnAmounts(
    {
      taxes: sale.taxes.map((t) => ({ name: t.name, rate: t.rate, cents: toCents(t.amount) })),
      lines: lines.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        returnedQuantity: l.returned_quantity,
        lineTotalCents: toCents(l.line_total),
        taxes: l.taxes,
      })),
      pricesIncludeTax: sale.prices_include_tax,
      roundingCents: toCents(sale.rounding),
    },
    picks,
  );
  const allBack = lines.every(
    (l) => roundQuantity(l.returned_quantity + (picks.get(l.id) ?? 0)) === l.quantity,
  );
  // What points paid of the sale goes back as points, in proportion (docs/DESIGN.md, "Stored
  // value"); the rest is the money given back (or paying an exchange's new sale).
  const paidPoints =
    toCents(Number(sale.points_paid)) > 0 && (await pointsPaidFor(tx, org, saleId));
  // Only the server counts points: an offline register never gives them back.
  if (paidPoints && opts.offline) {
    throw badRequest(LOYALTY_MESSAGES.offlineReturn, undefined, 'STORED_VALUE_OFFLINE');
  }
  const pointsBack = paidPoints
    ? {
        accountId: paidPoints.account_id,
        ...pointsGivenBack(
          { points: paidPoints.points, cents: toCents(Number(sale.points_paid)) },
          toCents(Number(sale.total_amount)),
          { beforeCents: toCents(Number(sale.refunded_total)), nowCents: amounts.total },
          { points: sale.points_back, cents: toCents(Number(sale.points_back_amount)) },
        ),
      }
    : null;
  const moneyCents = amounts.total - (pointsBack?.cents ?? 0);
  const id = uuidv7();
  const number = returnNumber(opened.number);
  const saleNumber =
    sale.document_number === null ? 'a sale' : `sale ${formatDocumentNumber(sale.document_number)}`;
  // Lines of a product deleted since carry no product: their money comes back, no stock does.
  const stocked = lines
    .filter((l) => picks.has(l.id) && l.product_id)
    .map((l) => ({
      productId: l.product_id as string,
      variationId: l.variation_id,
      quantity: picks.get(l.id) ?? 0,
      label: lineName(l),
    }));

  /**
   * Writes the return (its stock back at the sale's store — a return never fails for want of
   * stock — its lines, the sale's refunded units and status) and its audit event; answers it
   * as reading it back gives. `exchange`: the exchange whose new sale `creditCents` of it paid.
   */
  async function write(exchange?: { id: string; creditCents: number }): Promise<TSaleReturn> {
    const creditCents = exchange?.creditCents ?? 0;
    const stock = stockMoves(caller, saleId, sale.store_id, stocked, 1, true, {
      reference: id,
      remarks: exchange
        ? `Exchange return ${number} of ${saleNumber}`
        : `Return ${number} of ${saleNumber}`,
    });
    const record: returnsRepo.ReturnRecord = {
      id,
      documentNumber: opened.number,
      transactionId: saleId,
      storeId: sale.store_id,
      userId: caller.userId,
      approvedBy: opts.approvedBy?.id ?? null,
      shiftId: opened.shift_id,
      reason: opts.reason,
      refundMethod: refundMethodOf(
        !!exchange,
        moneyCents,
        creditCents,
        pointsBack?.cents ?? 0,
        () => opts.refundMethod ?? defaultRefundMethod(sale.payment_method as SalePaymentMethod),
      ),
      subtotal: centsText(amounts.subtotal),
      taxes: taxAmounts(amounts.taxes),
      taxTotal: centsText(amounts.taxTotal),
      rounding: centsText(amounts.rounding),
      total: centsText(amounts.total),
      exchangeCredit: centsText(creditCents),
      pointsBack: pointsBack?.points ?? 0,
      pointsBackAmount: centsText(pointsBack?.cents ?? 0),
      createdAt: opts.offline?.createdAt ?? null,
      items: amounts.items.map((i) => ({
        id: uuidv7(),
        item_id: i.id,
        quantity: i.quantity,
        amount: centsText(i.cents),
      })),
      status: allBack ? 'Refunded' : 'Partially Refunded',
    };
    await returnsRepo.recordReturn(tx, org, record, stock).catch((err: unknown) => {
      // Never reached while the sale's row is locked; the CHECK is the last word all the same.
      if (violatedConstraint(err) === 'transaction_items_returned_within_sold') {
        throw conflict(R.alreadyRefunded, undefined, 'RETURN_EXCEEDS_SOLD');
      }
      throw err;
    });
    // What did not pay an exchange's new sale goes onto the customer's store credit, or off
    // what the sale's customer owes on account.
    if (record.refundMethod === 'StoreCredit' || record.refundMethod === 'Account') {
      const toAccount = record.refundMethod === 'Account';
      await refundToCustomerAccount(tx, caller, {
        kind: toAccount ? 'account' : 'store_credit',
        customerId: toAccount ? sale.customer_id : creditTo,
        cents: moneyCents - creditCents,
        transactionId: saleId,
        returnId: id,
      });
    }
    if (pointsBack) {
      await givePointsBack(tx, caller, { ...pointsBack, saleId, returnId: id });
    }
    // The points the sale earned, taken back in proportion.
    await reversePoints(tx, caller, {
      saleId,
      returnId: id,
      returnCents: amounts.total,
      saleTotal: sale.total_amount,
    });
    // The refund in the audit log: the sale's status, the return and what it gave back.
    await recordAudit(tx, caller, {
      entityType: 'Sale',
      entityId: saleId,
      action: 'refund',
      changes: {
        status: { before: sale.status, after: record.status },
        returnNumber: { before: null, after: number },
        refundTotal: { before: null, after: fromCents(amounts.total) },
        refundMethod: { before: null, after: record.refundMethod },
        ...(exchange && { exchangeCredit: { before: null, after: fromCents(creditCents) } }),
        ...(pointsBack && { pointsBack: { before: null, after: pointsBack.points } }),
      },
      approvedBy: opts.approvedBy?.id ?? null,
    });
    // The answer, from what was written: what reading the return back gives.
    const byLine = new Map(lines.map((l) => [l.id, l]));
    const person = (personId: string | null, name: string | null) =>
      personId ? { _id: personId, name: name ?? '' } : null;
    return {
      _id: id,
      transactionId: saleId,
      documentNumber: number,
      items: amounts.items.map((i) => ({
        itemId: i.id,
        productName: byLine.get(i.id)?.product_name ?? '',
        variationName: byLine.get(i.id)?.variation_name ?? null,
        unit: byLine.get(i.id)?.unit ?? 'each',
        quantity: i.quantity,
        amount: fromCents(i.cents),
      })),
      subtotal: fromCents(amounts.subtotal),
      taxes: record.taxes,
      taxTotal: fromCents(amounts.taxTotal),
      rounding: fromCents(amounts.rounding),
      total: fromCents(amounts.total),
      refundMethod: record.refundMethod,
      exchangeCredit: fromCents(creditCents),
      pointsBack: record.pointsBack,
      pointsBackAmount: fromCents(pointsBack?.cents ?? 0),
      exchangeId: exchange?.id ?? null,
      reason: record.reason,
      createdAt: (opts.offline?.createdAt ?? new Date(opened.now)).toISOString(),
      user: person(caller.userId, opened.user_name),
      approvedBy: opts.approvedBy ? { _id: opts.approvedBy.id, name: opts.approvedBy.name } : null,
    };
  }

  return { id, sale, moneyCents, stocked, write };
}

/**
 * One return, in the caller's transaction (ARCHITECTURE, "The path of a sale"): the sale's row
 * is locked first, so returns of one sale run one after another and none can give back a unit
 * twice; then its lines are read and its number taken (the counter row before the stock levels,
 * the order a sale takes them in), the amounts computed (`returnAmounts`: returning everything,
 * in any number of returns, gives back exactly the sale's total), the stock put back at the
 * sale's store (RETURN rows referring to the return), the return written, and the best sellers
 * corrected.
 */
async function returnInTx(
  tx: Executor,
  caller: Caller,
  saleId: string,
  pick: Pick,
  opts: ReturnOptions,
): Promise<TSaleReturn> {
  const opened = await openReturnOf(tx, caller, saleId, pick, opts);
  return opened.write();
}

/**
 * `POST /transactions/:id/returns`: some units of some lines, by a caller with process_returns
 * or a manager's approval (X-Approval), in one transaction with the approval's use.
 */
export async function createReturn(
  deps: AppDeps,
  caller: Caller,
  saleId: string,
  body: ReturnBody,
  approvalToken?: string,
) {
  const data = await deps.db.transaction(async (tx) => {
    const approvedBy = await authorizeReturn(tx, caller, approvalToken, saleId);
    return returnInTx(tx, caller, saleId, asked(body.items), {
      reason: body.reason || null,
      refundMethod: body.refundMethod,
      customerId: body.customerId,
      approvedBy,
      notReturnable: R.notReturnable,
    });
  });
  return { data };
}

/**
 * `POST /transactions/:id/refund` (spec 1): the whole sale, or what a partial return left of it,
 * through the same return; the answer stays the sale and a message.
 */
export async function refundSale(
  deps: AppDeps,
  caller: Caller,
  saleId: string,
  approvalToken?: string,
) {
  await deps.db.transaction(async (tx) => {
    const approvedBy = await authorizeReturn(tx, caller, approvalToken, saleId);
    await returnInTx(tx, caller, saleId, everythingLeft, {
      reason: null,
      refundMethod: undefined,
      approvedBy,
      notReturnable: M.notRefundable,
    });
  });
  // Read once committed: nothing can change a sale that has given everything back.
  return {
    data: await loadTransaction(deps.db, caller.organizationId, saleId),
    message: M.refunded,
  };
}

/** `GET /transactions/by-number/:number`: the sale a receipt's number (zeros or not) names. */
export async function getByNumber(deps: AppDeps, caller: Caller, text: string) {
  const n = parseReceiptNumber(text);
  const local = n === null ? parseLocalNumber(text) : null;
  const org = caller.organizationId;
  // The receipt's number, or the local one an offline register printed ("AB12-42").
  const id =
    n !== null
      ? await returnsRepo.findByDocumentNumber(deps.db, org, n)
      : local !== null
        ? await repo.findByLocalNumber(deps.db, org, local)
        : null;
  if (!id) throw notFound(R.numberNotFound);
  return loadTransaction(deps.db, caller.organizationId, id);
}

/** One return as the API answers it. */
export async function loadReturn(ex: Executor, organizationId: string, id: string) {
  const [row] = await repo.returnsOf(ex, organizationId, { returnId: id });
  if (!row) throw notFound(R.returnNotFound);
  return returnOf(row);
}
