import { DISCOUNT_MESSAGES as D } from '@pos/contracts/discounts';
import { formatGiftCardCode } from '@pos/contracts/gift-card-code';
import { LOYALTY_MESSAGES as L, pointsEarned, valuedPayments } from '@pos/contracts/loyalty';
import { couponKey, preparePromotions } from '@pos/contracts/promotion-engine';
import {
  centsText,
  fromCents,
  type SaleTotals,
  taxAmounts,
  toCents,
} from '@pos/contracts/sale-totals';
import {
  formatDocumentNumber,
  isMoneyTender,
  SALE_MESSAGES as M,
  type TTransaction,
  type ZSaleBody,
} from '@pos/contracts/sales';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { STORED_VALUE_MESSAGES as SV } from '@pos/contracts/stored-value';
import { soldGiftCardsCents } from '@pos/contracts/tender';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { raisedByFunction } from '../../lib/db-errors.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  subscriptionExpired,
  validationError,
} from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { authorizeAction, useApprovalOf } from '../approvals/approvals.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { addCustomer } from '../customers/customers.service.js';
import {
  balanceRefusal,
  checkCodeThrottle,
  codeThrottleKeys,
  countWrongCode,
  earning,
  type GiftCardSale,
  giftCardHashesOf,
  giftCardSalesOf,
  insertSoldGiftCards,
  type RedeemableAccount,
  redemptionsOf,
  soldCodeHashesOf,
  withCustomerAccounts,
} from '../stored-value/tender.service.js';
import { discountLimitOf } from '../users/users.service.js';
import { offlineTerms, offlineTime } from './offline-sale.js';
import { discountAsked, moneyRulesOf, type PromotedLine, priceSale } from './sale-pricing.js';
import {
  insufficientStock,
  ShortSale,
  shortfallsOf,
  shortLines,
  stockMoves,
} from './sale-stock.js';
import * as repo from './sales.repository.js';
import { loadTransaction, sortedReasons } from './sales.service.js';

type SaleBody = z.output<typeof ZSaleBody>;
type Line = PromotedLine;

/**
 * What a sale (or an exchange) asked for, less how it reached us — `offline` and what an offline
 * register charged (each line's price, taxes and promotions' discount) — so that a sale first
 * tried online whose answer was lost, then kept in the register's outbox under the same key, is
 * answered with the sale the server made, not refused (ARCHITECTURE, "The register's own data").
 */
export function askedOf<B extends Pick<SaleBody, 'items' | 'offline'>>(body: B) {
  const { offline: _how, ...asked } = body;
  const items = asked.items.map(
    ({ price: _price, taxes: _taxes, promotionDiscount: _promotions, ...item }) => item,
  );
  return { ...asked, items };
}

/**
 * The hashes of what the sale asked for, the one written first: the same Idempotency-Key with
 * another body is refused. The second is the hash an earlier build wrote (it left out only each
 * line's price), so a retry that spans an upgrade is still answered with its sale.
 */
const requestHashes = (body: SaleBody): RequestHashes => {
  const { offline: _how, ...asked } = body;
  const before = { ...asked, items: asked.items.map(({ price: _price, ...item }) => item) };
  return [hashToken(JSON.stringify(askedOf(body))), hashToken(JSON.stringify(before))];
};
/** The hash a request is written with, then those it is also recognised by. */
export type RequestHashes = readonly [string, ...string[]];

async function replay(deps: AppDeps, caller: Caller, key: string, hashes: RequestHashes) {
  const found = await repo.findByIdempotencyKey(deps.db, caller.organizationId, key);
  return found ? replayOf(deps, caller, found, hashes) : null;
}

/** The sale a key already made, when the body is the same one (else 422). */
async function replayOf(
  deps: AppDeps,
  caller: Caller,
  earlier: { id: string; requestHash: string | null },
  hashes: RequestHashes,
) {
  if (earlier.requestHash === null || !hashes.includes(earlier.requestHash))
    throw new AppError('IDEMPOTENCY_MISMATCH', M.idempotencyMismatch);
  return {
    data: await loadTransaction(deps.db, caller.organizationId, earlier.id),
    message: M.created,
    replayed: true,
  };
}

/** The sale's store, checked as `resolveLocation` checks one; an expired subscription sells nothing (402). */
function checkSetup(ctx: repo.SaleContext, storeId: string | null) {
  if (ctx.subscription_expired) throw subscriptionExpired();
  if (!ctx.store) {
    throw storeId
      ? notFound('Store not found')
      : conflict('The organization has no default store.', undefined, 'NO_DEFAULT_STORE');
  }
  if (!ctx.store.is_active) {
    throw conflict(`Store "${ctx.store.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
  }
  return ctx.store;
}

/** The sale's customer: the one named, one made with the sale, or none (walk-in). */
async function customerOf(tx: Executor, org: string, ctx: repo.SaleContext, body: SaleBody) {
  if (body.customerId && !ctx.customer) throw notFound('Customer not found');
  if (!body.customer) return ctx.customer;
  const values = {
    name: body.customer.name,
    email: body.customer.email || null,
    phone: body.customer.phone || null,
  };
  return { id: await addCustomer(tx, org, values), ...values, credit_limit: null };
}

/**
 * Who let the sale's discounts be given (docs/DESIGN.md, "Money"): nobody else when the cashier
 * holds apply_discounts and their role's limit covers them; else a manager's approval
 * (`X-Approval`, used up with the sale) whose own limit covers them — and, above a cashier's
 * limit, a reason. A cashier without apply_discounts needs the approval for any discount, as
 * before limits.
 */
async function authorizeDiscounts(
  ex: Executor,
  caller: Caller,
  approval: string | undefined,
  body: SaleBody,
  priced: Parameters<typeof discountAsked>[0] & { totals: SaleTotals },
  cashierLimit: string | null,
) {
  // Only what the cashier gives needs leave: what promotions take off is the shop's own rule.
  if (!cashierDiscounts(priced)) return null;
  const asked = discountAsked(priced);
  const org = caller.organizationId;
  let approver: { id: string; name: string } | null;
  if (caller.permissions.includes('apply_discounts')) {
    const limit = cashierLimit === null ? null : Number(cashierLimit);
    if (asked.covers(limit)) return null;
    approver = await useApprovalOf(ex, caller, approval, { action: 'discount' });
    if (!approver) {
      throw new AppError('APPROVAL_REQUIRED', D.overLimit(limit ?? 0), {
        limit,
        percent: asked.percent,
      });
    }
    if (!body.discountReason) {
      throw validationError(D.reasonRequired, { discountReason: D.reasonRequired });
    }
  } else {
    approver = await authorizeAction(ex, caller, approval, {
      permission: 'apply_discounts',
      action: 'discount',
    });
  }
  const approverLimit = approver ? await discountLimitOf(ex, org, approver.id) : null;
  if (!asked.covers(approverLimit)) {
    throw new AppError('APPROVAL_REQUIRED', D.approverLimit(approverLimit ?? 0), {
      limit: approverLimit,
      percent: asked.percent,
    });
  }
  return approver;
}

/** Whether the cashier gave a discount: a line's own, or the whole sale's (promotions apart). */
const cashierDiscounts = (priced: { lines: readonly Line[]; saleDiscountCents: number }) =>
  priced.saleDiscountCents > 0 || priced.lines.some((l) => l.ownDiscountCents > 0);

/** The rows of the sale's lines, as `recordSale` writes them. */
const itemRows = (lines: Line[], totals: SaleTotals) =>
  lines.map((l, i) => ({
    id: uuidv7(),
    product_id: l.productId,
    variation_id: l.variationId,
    product_name: l.productName,
    variation_name: l.variationName,
    sku: l.sku,
    unit: l.unit,
    quantity: l.quantity,
    price_at_sale: centsText(l.unitCents),
    discount: centsText(l.discountCents),
    line_total: centsText(totals.lineTotals[i] ?? 0),
    taxes: taxAmounts(totals.lineTaxes[i] ?? []),
    promotion_discount: centsText(l.promotionCents),
    promotions: l.promotions.map((p) => ({ _id: p.id, name: p.name, amount: fromCents(p.cents) })),
  }));

/** The points a written sale earned and the balance they left (its `earn` row); null: none. */
function loyaltyOfWritten(written: repo.SaleRecord & { balances: Map<string, number> }) {
  const earn = written.ledger.find((e) => e.kind === 'earn');
  return earn ? { earned: Number(earn.amount), balance: written.balances.get(earn.id) ?? 0 } : null;
}

/** The answer, built from what was written, as `loadTransaction` would read it back. */
function answerOf(
  written: repo.SaleRecord & Awaited<ReturnType<typeof repo.recordSale>>,
  accounts: readonly RedeemableAccount[],
  sold: readonly GiftCardSale[],
  totals: SaleTotals,
  customer: Awaited<ReturnType<typeof customerOf>>,
  store: { id: string; name: string },
  cashier: { _id: string; name: string },
  approver: { id: string; name: string } | null,
  exchangeId: string | null,
): TTransaction {
  const t = written.transaction;
  return {
    _id: t.id,
    documentNumber: formatDocumentNumber(written.documentNumber),
    status: 'Completed',
    paymentMethod: t.paymentMethod as TTransaction['paymentMethod'],
    payments: written.payments.map((p) => {
      const entry = written.ledger.find((e) => e.id === p.id);
      const account = entry && accounts.find((a) => a.id === entry.accountId);
      return {
        method: p.method as TTransaction['payments'][number]['method'],
        amount: Number(p.amount),
        ...(entry && {
          storedValue: {
            accountId: entry.accountId,
            last4: account?.code_last4 ?? null,
            balanceAfter: written.balances.get(p.id) ?? 0,
          },
        }),
      };
    }),
    amountPaid: Number(t.amountPaid),
    change: Number(t.changeGiven),
    shiftId: t.shiftId,
    approvedBy: approver ? { _id: approver.id, name: approver.name } : null,
    saleDiscount: Number(t.saleDiscount),
    discountReason: t.discountReason,
    transactionDate: t.transactionDate.toISOString(),
    customer: customer
      ? { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
      : null,
    customerName: customer?.name ?? 'Walk-in',
    store: { _id: store.id, name: store.name },
    cashier,
    giftCards: sold.map(({ write, sold: g }) => ({
      accountId: g.accountId,
      last4: g.last4,
      amount: fromCents(g.cents),
      reload: g.reload,
      balanceAfter: written.balances.get(write.id) ?? 0,
      ...(g.code ? { code: formatGiftCardCode(g.code) } : {}),
    })),
    loyalty: loyaltyOfWritten(written),
    items: written.items.map((i) => ({
      _id: i.id,
      productId: i.product_id,
      variationId: i.variation_id,
      productName: i.product_name,
      variationName: i.variation_name,
      sku: i.sku,
      unit: i.unit,
      quantity: i.quantity,
      priceAtSale: Number(i.price_at_sale),
      discount: Number(i.discount),
      lineTotal: Number(i.line_total),
      taxes: i.taxes,
      promotionDiscount: Number(i.promotion_discount),
      promotions: i.promotions,
    })),
    subtotal: fromCents(totals.subtotal),
    discountTotal: fromCents(totals.discountTotal),
    taxes: taxAmounts(totals.taxes),
    taxTotal: fromCents(totals.taxTotal),
    pricesIncludeTax: t.pricesIncludeTax,
    rounding: Number(t.rounding),
    totalAmount: Number(t.totalAmount),
    refundedAt: null,
    refundedTotal: 0,
    returns: [],
    exchangeId,
    offline: t.offline && {
      deviceId: t.offline.deviceId,
      localNumber: t.offline.localNumber,
      createdAt: t.transactionDate.toISOString(),
      syncedAt: t.offline.syncedAt.toISOString(),
    },
    needsReview: written.reviewReasons.length > 0,
    reviewReasons: sortedReasons(written.reviewReasons),
    reviewedAt: null,
    reviewedBy: null,
  };
}

/**
 * The new sale of an exchange: the exchange's id, what its return gives back (it pays first), and
 * the return's write — run once the sale is priced, before the sale is written, so the units
 * that came back are on the shelf when the new sale takes its own (docs/DESIGN.md, "Exchanges").
 */
export interface ExchangeCredit {
  id: string;
  returnCents: number;
  writeReturn: (creditCents: number) => Promise<unknown>;
}

/** The customer's accounts a sale's payments take from: its store credit, its charge account. */
const customerKindsOf = (payments: readonly { method: string }[]) =>
  (['store_credit', 'account'] as const).filter((kind) =>
    payments.some((p) => p.method === (kind === 'account' ? 'Account' : 'StoreCredit')),
  );

/**
 * What an offline sale may take from store credit and gift cards: at most the shop's limit in
 * all (0: nothing; 400 STORED_VALUE_OFFLINE) — the register keeps to it, the server holds it.
 */
function offlineStoredValueCheck(
  payments: readonly { method: string; amount?: number }[],
  limit: string | null,
) {
  if (payments.length === 0) return;
  const taken = payments.reduce((n, p) => n + toCents(p.amount ?? 0), 0);
  const cap = toCents(Number(limit ?? 0));
  if (cap === 0) throw badRequest(SV.offline, undefined, 'STORED_VALUE_OFFLINE');
  if (taken > cap)
    throw badRequest(SV.offlineLimit(centsText(cap)), undefined, 'STORED_VALUE_OFFLINE');
}

/**
 * The shop's loyalty terms for a sale's points (docs/DESIGN.md, "Stored value"): none taken
 * when the shop runs no programme (409 LOYALTY_DISABLED), none below its minimum (400).
 */
function loyaltyOf(ctx: repo.SaleContext, body: SaleBody) {
  const loyalty = ctx.loyalty ?? DEFAULT_GENERAL_SETTINGS.loyalty;
  (body.payments ?? []).forEach((p, i) => {
    if (p.method !== 'Points') return;
    if (!loyalty.enabled) throw conflict(L.disabled, undefined, 'LOYALTY_DISABLED');
    if (p.points < loyalty.minRedeem) {
      const message = L.belowMinimum(loyalty.minRedeem);
      throw validationError(message, { [`payments.${i}.points`]: message });
    }
  });
  return loyalty;
}

/**
 * The sale's transaction: the earlier sale of its Idempotency-Key, or the sale written now —
 * read in one statement, written in another. What was read may change in between (a price, a
 * store switched off): the sale is as the register saw it a moment before, as at any till. What
 * must hold does, in the writing statement: stock (refused there), the key (unique), the credit.
 */
export async function makeSale(
  ex: Executor,
  caller: Caller,
  body: SaleBody,
  key: { idempotencyKey: string | null; hash: string },
  approval: string | undefined,
  exchange?: ExchangeCredit,
) {
  const org = caller.organizationId;
  const fromStoredValue = (body.payments ?? []).filter((p) => !isMoneyTender(p.method));
  const giftCards = body.giftCards ?? [];
  const storedValue = fromStoredValue.length > 0 || giftCards.length > 0;
  // Stored value moves against balances only the server knows (docs/DESIGN.md, "Stored value"):
  // offline, a sale sells no gift card and takes no points and no charge; store credit and gift
  // cards up to the shop's limit (`offlineStoredValueCheck`, once the settings are read).
  if (
    body.offline &&
    (giftCards.length > 0 ||
      fromStoredValue.some((p) => p.method === 'Points' || p.method === 'Account'))
  ) {
    throw badRequest(SV.offlineKinds, undefined, 'STORED_VALUE_OFFLINE');
  }
  const tenderCodes = giftCardHashesOf(fromStoredValue);
  const ctx = await repo.saleContext(ex, org, {
    userId: caller.userId,
    storeId: body.storeId ?? null,
    customerId: body.customerId ?? null,
    idempotencyKey: key.idempotencyKey,
    productIds: [...new Set(body.items.map((i) => i.productId))],
    couponKeys: [...new Set((body.couponCodes ?? []).map(couponKey))].filter((k) => k !== ''),
    offline: body.offline && {
      shiftId: body.offline.shiftId,
      createdAt: new Date(body.offline.createdAt),
    },
    // A customer's points are read with every sale of theirs: a sale pays from them or earns.
    storedValue:
      storedValue || body.customerId
        ? {
            customerKinds: [...customerKindsOf(fromStoredValue), 'points'],
            codeHashes: [...tenderCodes, ...soldCodeHashesOf(giftCards)],
            // Only codes that pay are guesses to throttle: a code sold is a card bought; an offline
            // sale has happened already.
            throttleKeys: tenderCodes.length > 0 && !body.offline ? codeThrottleKeys(caller) : [],
          }
        : null,
  });
  if (ctx.earlier) return { earlier: ctx.earlier, sale: null, refundCents: 0 };
  if (body.offline) offlineStoredValueCheck(fromStoredValue, ctx.offline_stored_value_limit);
  checkCodeThrottle(caller, ctx.code_throttle);
  const store = checkSetup(ctx, body.storeId ?? null);
  const now = new Date();
  // An offline sale: its time checked once its key is known not to be a replay (a replay of an
  // old sale still answers it), its shift and flags (offline-sale.ts).
  const offline = body.offline && {
    createdAt: offlineTime(body.offline, now),
    ...offlineTerms(body.offline, ctx, store.id),
  };
  if (!offline && ctx.require_open_shift && !ctx.open_shift_id) {
    throw conflict(M.shiftRequired, undefined, 'SHIFT_REQUIRED');
  }
  const promotions = {
    rules: preparePromotions(ctx.promotions),
    storeId: store.id,
    now: offline?.createdAt ?? now,
  };
  const loyalty = loyaltyOf(ctx, body);
  const priced = priceSale(
    ctx.catalogue,
    { ...body, payments: valuedPayments(body.payments, loyalty.redeemValue) },
    moneyRulesOf(ctx),
    promotions,
    exchange?.returnCents,
  );
  const { lines, totals, paid } = priced;
  if (lines.some((l) => l.repriced)) offline?.reasons.add('price_changed');
  if (priced.retaxed) offline?.reasons.add('tax_changed');
  const approver = await authorizeDiscounts(
    ex,
    caller,
    approval,
    body,
    priced,
    ctx.cashier_discount_limit,
  );
  const customer = await customerOf(ex, org, ctx, body);
  const id = uuidv7();
  const allowNegative = ctx.allow_negative_stock ?? false;
  // Where the shop keeps no stock below zero, a sale beyond it goes ahead with a manager's
  // `sell_without_stock` approval (DESIGN §7): with an X-Approval header, the statement takes
  // the stock below zero if it must, and the approval is used only when it did.
  const stockApproval = !offline && !allowNegative && !!approval;
  // The goods of an offline sale have left the shop: its stock goes down whatever is left.
  // A sale of gift cards alone moves no stock: its statement's stock part moves nothing.
  const stock = stockMoves(
    caller,
    id,
    store.id,
    lines,
    -1,
    allowNegative || !!offline || stockApproval,
  ) ?? { organizationId: org, ordered: [], allowNegative: true, refusal: () => null };
  const payments = paid.payments.map((p) => ({ ...p, id: uuidv7() }));
  // The points the goods earn (not the gift cards sold, not what points paid).
  const earned =
    loyalty.enabled && customer
      ? pointsEarned(
          paid.due -
            soldGiftCardsCents(giftCards) -
            payments.reduce((n, p) => n + (p.method === 'Points' ? p.cents : 0), 0),
          loyalty.earnPerUnit,
        )
      : 0;
  // A first charge to the customer's account, or its first points, open the account before the
  // statement writes to it.
  const accounts = await withCustomerAccounts(ex, org, ctx.stored_value ?? [], customer, {
    account: payments.some((p) => p.method === 'Account'),
    points: earned > 0,
  });
  const sold = giftCardSalesOf(accounts, giftCards, fromStoredValue, {
    id,
    userId: caller.userId,
    customerId: customer?.id ?? null,
    now,
    validityMonths: ctx.gift_card_validity_months,
  });
  const redeemed = redemptionsOf(accounts, payments, {
    id,
    customer,
    userId: caller.userId,
    now,
    offline: !!offline,
  });
  if (redeemed.short) offline?.reasons.add('balance_short');
  const written: repo.SaleRecord = {
    transaction: {
      id,
      customerId: customer?.id ?? null,
      storeId: store.id,
      userId: caller.userId,
      paymentMethod: paid.method,
      shiftId: offline ? offline.shiftId : ctx.open_shift_id,
      amountPaid: centsText(paid.amountPaid),
      changeGiven: centsText(paid.change),
      approvedBy: approver?.id ?? null,
      saleDiscount: centsText(priced.saleDiscountCents),
      discountReason: cashierDiscounts(priced) ? (body.discountReason ?? null) : null,
      subtotal: centsText(totals.subtotal),
      discountTotal: centsText(totals.discountTotal),
      taxes: taxAmounts(totals.taxes),
      taxTotal: centsText(totals.taxTotal),
      pricesIncludeTax: priced.pricesIncludeTax,
      rounding: centsText(paid.rounding),
      totalAmount: centsText(paid.due),
      transactionDate: offline?.createdAt ?? now,
      idempotencyKey: key.idempotencyKey,
      requestHash: key.idempotencyKey ? key.hash : null,
      offline: body.offline
        ? { deviceId: body.offline.deviceId, localNumber: body.offline.localNumber, syncedAt: now }
        : null,
      reviewReasons: sortedReasons([...(offline?.reasons ?? [])]),
    },
    items: itemRows(lines, totals),
    payments: payments.map((p) => ({ id: p.id, method: p.method, amount: centsText(p.cents) })),
    ledger: [
      ...redeemed.writes,
      ...sold.map((g) => g.write),
      ...earning(accounts, earned, { id, userId: caller.userId }),
    ],
  };
  // The new cards' accounts, before the statement that writes their `issue` rows.
  await insertSoldGiftCards(ex, org, sold);
  if (exchange) await exchange.writeReturn(exchange.returnCents - paid.refundCents);
  const recorded = await repo
    .recordSale(ex, org, written, stock, {
      flagOversold: !!offline && !allowNegative,
      belowZero: stockApproval,
    })
    .catch((err: unknown) => {
      const refusal = stock.refusal(err);
      throw refusal ? new ShortSale(refusal, lines, store.id) : err;
    });
  if (recorded.belowZero.length > 0) {
    const short = recorded.belowZero.map((b) => ({
      ...b,
      index: stock.ordered[b.ord]?.index ?? 0,
    }));
    // Without an approval for it (one for a discount does not do), the whole sale rolls back.
    const stockApprover = await useApprovalOf(ex, caller, approval, {
      action: 'sell_without_stock',
    });
    if (!stockApprover) throw insufficientStock(lines, short);
    // Who sold what beyond the stock, and which manager allowed it (DESIGN §13).
    await recordAudit(ex, caller, {
      entityType: 'Sale',
      entityId: id,
      action: 'sell_without_stock',
      changes: Object.fromEntries(
        shortLines(lines, short).map((l) => [
          l.name,
          { before: l.available, after: l.available - l.requested },
        ]),
      ),
      approvedBy: stockApprover.id,
    });
  }
  if (cashierDiscounts(priced)) {
    // The discount given, in the audit log (DESIGN §13); the sale runs in a transaction.
    await recordAudit(ex, caller, {
      entityType: 'Sale',
      entityId: id,
      action: 'discount',
      changes: {
        subtotal: { before: null, after: fromCents(totals.subtotal) },
        discountTotal: { before: null, after: fromCents(totals.discountTotal) },
        ...(priced.saleDiscountCents > 0 && {
          saleDiscount: { before: null, after: fromCents(priced.saleDiscountCents) },
        }),
        ...(written.transaction.discountReason && {
          discountReason: { before: null, after: written.transaction.discountReason },
        }),
      },
      approvedBy: approver?.id ?? null,
    });
  }
  const cashier = { _id: caller.userId, name: ctx.cashier_name ?? '' };
  return {
    earlier: null,
    sale: answerOf(
      { ...written, ...recorded },
      ctx.stored_value ?? [],
      sold,
      totals,
      customer,
      store,
      cashier,
      approver,
      exchange?.id ?? null,
    ),
    /** An exchange's: what goes back to the customer once the new sale is paid. */
    refundCents: paid.refundCents,
  };
}

/**
 * Whether the sale's lines carry discounts; a caller without apply_discounts may give them only
 * with a manager's approval (403 without one; `authorizeDiscounts` checks it).
 */
export function checkLineDiscounts(
  caller: Caller,
  body: Pick<SaleBody, 'items'>,
  approval: string | undefined,
) {
  const discounted = body.items.some((i) => (i.discount ?? 0) > 0);
  if (discounted && !caller.permissions.includes('apply_discounts') && !approval) {
    throw forbidden(M.discountNotAllowed, { permission: 'apply_discounts' });
  }
  return discounted;
}

/**
 * The stock statement stops at the first short item; the refusal names every one, as the store
 * holds them now, read once the sale's transaction is over (the first as the statement found
 * it, should the stock have moved since).
 */
async function nameShortLines(
  deps: AppDeps,
  caller: Caller,
  { refusal, lines, storeId }: ShortSale,
) {
  const held = await repo.stockAtStore(deps.db, caller.organizationId, storeId, lines);
  const short = shortfallsOf(lines, held);
  return short.some((s) => s.index === refusal.details?.index)
    ? insufficientStock(lines, short)
    : refusal;
}

/**
 * `POST /transactions` (DESIGN §7): prices from the catalogue, taxes from general settings,
 * totals in cents, stock taken down at the store through the ledger (SALE rows), one credit
 * used. Two round trips: one read, then one statement that writes it all (its own transaction);
 * a customer made with the sale adds one, and the three run in a transaction.
 * With an Idempotency-Key a retried sale is made once. The answer is built from what was
 * written, as `loadTransaction` would read it back.
 */
export async function createSale(
  deps: AppDeps,
  caller: Caller,
  body: SaleBody,
  idempotencyKey?: string,
  approval?: string,
) {
  const hashes = requestHashes(body);
  const discounted = checkLineDiscounts(caller, body, approval);
  const key = { idempotencyKey: idempotencyKey ?? null, hash: hashes[0] };
  // A customer made with the sale, an approval used by it or its audit events stay only if the
  // sale does (a sale beyond the stock without a valid approval is undone after its statement).
  const attempt = () =>
    body.customer || discounted || approval || body.giftCards?.length
      ? deps.db.transaction((tx) => makeSale(tx, caller, body, key, approval))
      : makeSale(deps.db, caller, body, key, approval);
  try {
    const made = await attempt().catch((err: unknown) => {
      // An offline sale's shift closed between the read and the commit: made again, it reads the
      // shift closed and is recorded without it (flagged shift_closed). Its stored value spent
      // meanwhile by another register: made again, it takes what is left (flagged balance_short).
      if (
        body.offline &&
        (raisedByFunction(err) === 'SHIFT_CLOSED' || balanceRefusal(err) !== err)
      ) {
        return attempt();
      }
      throw err;
    });
    if (made.earlier) {
      const { id, request_hash: requestHash } = made.earlier;
      return replayOf(deps, caller, { id, requestHash }, hashes);
    }
    deps.operations.metrics.saleMade(body.offline ? 'offline' : 'online');
    return { data: made.sale, message: M.created, replayed: false };
  } catch (err) {
    // The same key sent twice at once: the second waits for the first and finds its sale.
    // (Two unique indexes meet such a pair: the local number's may be the one that fires.)
    const localNumberTaken = isUniqueViolation(err, 'transactions_device_local_number_uq');
    if (
      idempotencyKey &&
      (localNumberTaken || isUniqueViolation(err, 'transactions_idempotency_uq'))
    ) {
      const earlier = await replay(deps, caller, idempotencyKey, hashes);
      if (earlier) return earlier;
    }
    // A device prints each local number once: another key with it is not a retry.
    if (localNumberTaken) {
      throw conflict(
        M.localNumberTaken,
        { 'offline.localNumber': M.localNumberTaken },
        'LOCAL_NUMBER_TAKEN',
      );
    }
    throw await saleRefusal(deps, caller, err);
  }
}

/**
 * What a refused sale (or an exchange's new sale) answers: the short items named, or what the
 * sale's commit trigger refused (sale_uses_credit, sales.functions.sql); any other error as is.
 */
export async function saleRefusal(deps: AppDeps, caller: Caller, err: unknown) {
  if (err instanceof ShortSale) return nameShortLines(deps, caller, err);
  if (err instanceof AppError && err.code === 'GIFT_CARD_NOT_FOUND')
    await countWrongCode(deps.db, caller);
  const raised = raisedByFunction(err);
  if (raised === 'NO_CREDITS') return new AppError(raised, M.noCredits);
  // Another register spent the stored value between the sale's read and its write.
  const short = balanceRefusal(err);
  if (short !== err) return short;
  if (raised === 'SHIFT_CLOSED') return conflict(M.shiftClosed, undefined, raised);
  return err;
}
