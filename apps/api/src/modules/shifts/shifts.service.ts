import { centsText, fromCents, toCents } from '@pos/contracts/sale-totals';
import { isMoneyTender, TENDER_METHODS, type TTaxLine } from '@pos/contracts/sales';
import {
  cashDifference,
  type DrawerEventType,
  expectedCashCents,
  SHIFT_MESSAGES as M,
  SHIFTS_CSV_COLUMNS,
  type TCashMovementBody,
  type TNoSaleBody,
  type TShift,
  type TShiftCloseBody,
  type TShiftFigures,
  type TShiftOpenBody,
  type TShiftRow,
} from '@pos/contracts/shifts';
import type { Executor } from '../../db/client.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { csvExport, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import { shiftsList, type TShiftsQuery } from './shifts.list.js';
import * as repo from './shifts.repository.js';

/**
 * Shifts and the cash drawer (docs/guide/register.md, "Shifts"). A seller opens, uses and closes
 * their own shifts and sees only those; manage_shifts sees every shift of the organization and
 * closes anyone's. Another user's shift is, to a seller, a shift that does not exist (404).
 */

/** Whose shifts the caller may see: null for everyone's. */
const viewerOf = (caller: Caller) =>
  caller.permissions.includes('manage_shifts') ? null : caller.userId;

const money = (cents: number) => fromCents(cents);
const sumCents = (rows: { amount: string }[]) => rows.reduce((n, r) => n + toCents(r.amount), 0);

/** Sales' taxes less returns' taxes, per tax (name and rate), in the sales' order. */
function netTaxes(sales: TTaxLine[], returns: TTaxLine[]): TTaxLine[] {
  const key = (t: TTaxLine) => `${t.name}\u0000${Number(t.rate)}`;
  const lines = new Map<string, { name: string; rate: number; cents: number }>();
  for (const [rows, sign] of [
    [sales, 1],
    [returns, -1],
  ] as const) {
    for (const t of rows) {
      const line = lines.get(key(t)) ?? { name: t.name, rate: Number(t.rate), cents: 0 };
      line.cents += sign * toCents(t.amount);
      lines.set(key(t), line);
    }
  }
  return [...lines.values()].map((l) => ({ name: l.name, rate: l.rate, amount: money(l.cents) }));
}

/** The figures of the statement's aggregates, in cents until the end. */
export function figuresOf(r: repo.FiguresRow): TShiftFigures {
  const paid = (method: string) => sumCents(r.payments.filter((p) => p.method === method));
  const refunded = (method: string) => sumCents(r.refunds.filter((p) => p.method === method));
  const change = toCents(r.change_given);
  const taxes = netTaxes(r.sale_taxes, r.return_taxes);
  return {
    salesCount: r.sales_count,
    // A gift card sold is paid for (byMethod) but is no sale (docs/DESIGN.md, "Stored value").
    salesAmount: money(toCents(r.sales_amount) - toCents(r.gift_cards_sold)),
    giftCardsSold: money(toCents(r.gift_cards_sold)),
    discounts: money(toCents(r.discounts)),
    taxes,
    taxTotal: money(taxes.reduce((n, t) => n + toCents(t.amount), 0)),
    returnsCount: r.returns_count,
    returnsAmount: money(sumCents(r.refunds)),
    // Cash brought in what was tendered less the change it gave back.
    // Money always; the rest only when the shift had some: an exchange's credit (what a return
    // gave the new sale came in and went out), store credit and gift cards (value, not money).
    byMethod: TENDER_METHODS.filter(
      (m) => isMoneyTender(m) || paid(m) !== 0 || refunded(m) !== 0,
    ).map((method) => ({
      method,
      sales: money(paid(method) - (method === 'Cash' ? change : 0)),
      refunds: money(refunded(method)),
    })),
    cashTaken: money(paid('Cash')),
    changeGiven: money(change),
    payIns: money(toCents(r.pay_ins)),
    payOuts: money(toCents(r.pay_outs)),
    cashRefunds: money(refunded('Cash')),
    noSales: r.no_sales,
    accountPayments: r.account_payments.map((p) => ({
      method: p.method,
      amount: money(toCents(p.amount)),
    })),
    rounding: money(toCents(r.rounding)),
  };
}

const ref = (id: string, name: string | null) => ({ _id: id, name: name ?? '' });
const numOrNull = (v: string | null) => (v === null ? null : Number(v));

/**
 * A shift as the API answers it: a closed one with the figures kept at its close, an open one
 * with its figures as they are now.
 */
async function loadShift(
  ex: Executor,
  organizationId: string,
  id: string,
  viewerId: string | null,
): Promise<TShift> {
  const row = await repo.findShift(ex, organizationId, id, viewerId);
  if (!row) throw notFound(M.notFound);
  const [figures, movements] = await Promise.all([
    row.status === 'closed' && row.summary
      ? // A shift closed before cash rounding kept no rounding: it had none.
        // Nor payments on account, before charge accounts; nor gift cards sold apart: those it
        // had are in its sales amount.
        {
          ...row.summary,
          rounding: row.summary.rounding ?? 0,
          accountPayments: row.summary.accountPayments ?? [],
          giftCardsSold: row.summary.giftCardsSold ?? 0,
          // Nor no-sale openings, before the drawer counted them.
          noSales: row.summary.noSales ?? 0,
        }
      : repo.shiftFigures(ex, organizationId, id).then(figuresOf),
    repo.movementsOf(ex, organizationId, id),
  ]);
  const openingFloat = Number(row.opening_float);
  return {
    _id: row.id,
    store: ref(row.store_id, row.store_name),
    user: ref(row.user_id, row.user_name),
    status: row.status,
    openedAt: new Date(row.opened_at).toISOString(),
    openingFloat,
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    closedBy: row.closed_by ? ref(row.closed_by, row.closed_by_name) : null,
    note: row.note,
    expectedCash:
      row.expected_cash !== null
        ? Number(row.expected_cash)
        : money(expectedCashCents(openingFloat, figures)),
    countedCash: numOrNull(row.counted_cash),
    difference: numOrNull(row.difference),
    figures,
    movements: movements.map((m) => ({
      _id: m.id,
      type: m.type,
      amount: Number(m.amount),
      reason: m.reason,
      createdAt: new Date(m.created_at).toISOString(),
      user: m.user_id ? ref(m.user_id, m.user_name) : null,
    })),
  };
}

/** `POST /shifts/open`: the caller's shift at the store (the default one unless named). */
export async function openShift(deps: AppDeps, caller: Caller, body: TShiftOpenBody) {
  const org = caller.organizationId;
  const store = await repo.findStore(deps.db, org, body.storeId ?? null);
  if (!store) {
    throw body.storeId
      ? notFound('Store not found')
      : conflict('The organization has no default store.', undefined, 'NO_DEFAULT_STORE');
  }
  if (!store.is_active) {
    throw conflict(`Store "${store.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
  }
  try {
    const data = await deps.db.transaction(async (tx) => {
      const id = await repo.insertShift(tx, org, {
        storeId: store.id,
        userId: caller.userId,
        openingFloat: centsText(toCents(body.openingFloat)),
      });
      const opened = await loadShift(tx, org, id, null);
      await recordAudit(tx, caller, {
        entityType: 'Shift',
        entityId: id,
        action: 'open',
        changes: { openingFloat: { before: null, after: opened.openingFloat } },
      });
      return opened;
    });
    return { data, message: M.opened };
  } catch (err) {
    // One open shift per cashier and store, also when two registers open one at once.
    if (isUniqueViolation(err, 'shifts_one_open_uq')) {
      throw conflict(M.alreadyOpen, undefined, 'SHIFT_ALREADY_OPEN');
    }
    throw err;
  }
}

/** `GET /shifts/current`: the caller's open shift at the store (the default one unless named). */
export async function currentShift(deps: AppDeps, caller: Caller, storeId: string | undefined) {
  const org = caller.organizationId;
  const id = await repo.findOpenShiftId(deps.db, org, caller.userId, storeId ?? null);
  return { data: id ? await loadShift(deps.db, org, id, caller.userId) : null };
}

export async function getShift(deps: AppDeps, caller: Caller, id: string) {
  return { data: await loadShift(deps.db, caller.organizationId, id, viewerOf(caller)) };
}

/**
 * An event of an open shift's drawer, in one transaction: the shift's row locked first, so a
 * close in progress finishes before (and the event is refused) or waits for it; the event in
 * the drawer's log, then `also` (its audit); the shift answered as it is now.
 */
async function logDrawerEvent(
  deps: AppDeps,
  caller: Caller,
  id: string,
  event: { type: DrawerEventType; amount: string; reason: string },
  also?: (tx: Executor) => Promise<unknown>,
) {
  const org = caller.organizationId;
  const viewerId = viewerOf(caller);
  return deps.db.transaction(async (tx) => {
    const shift = await repo.findShift(tx, org, id, viewerId, true);
    if (!shift) throw notFound(M.notFound);
    if (shift.status !== 'open') throw conflict(M.closedAlready, undefined, 'SHIFT_CLOSED');
    await repo.insertMovement(tx, org, { shiftId: id, ...event, userId: caller.userId });
    await also?.(tx);
    return loadShift(tx, org, id, viewerId);
  });
}

/** `POST /shifts/:id/cash-movements`: cash into or out of an open shift's drawer. */
export async function addCashMovement(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TCashMovementBody,
) {
  const data = await logDrawerEvent(deps, caller, id, {
    type: body.type,
    amount: centsText(toCents(body.amount)),
    reason: body.reason.trim(),
  });
  return { data, message: M.movementAdded };
}

/**
 * `POST /shifts/:id/no-sale` (`open_drawer`): the drawer opened without a sale, in the drawer's
 * log with its reason (no money moves) and in the audit log; the X and Z reports count it. The
 * register kicks the drawer once this is recorded (docs/DESIGN.md, "The counter's hardware").
 */
export async function recordNoSale(deps: AppDeps, caller: Caller, id: string, body: TNoSaleBody) {
  const reason = body.reason.trim();
  const data = await logDrawerEvent(
    deps,
    caller,
    id,
    { type: 'no_sale', amount: '0', reason },
    (tx) =>
      recordAudit(tx, caller, {
        entityType: 'Shift',
        entityId: id,
        action: 'no_sale',
        changes: { reason: { before: null, after: reason } },
      }),
  );
  return { data, message: M.noSale };
}

/**
 * `POST /shifts/:id/close`, one transaction: the shift is closed first (no sale or movement
 * enters it after that), then its figures are summed and kept with the counted cash. Final: a
 * closed shift answers 409.
 */
export async function closeShift(deps: AppDeps, caller: Caller, id: string, body: TShiftCloseBody) {
  const org = caller.organizationId;
  const viewerId = viewerOf(caller);
  const data = await deps.db.transaction(async (tx) => {
    const closed = await repo.closeShift(tx, org, id, {
      viewerId,
      closedBy: caller.userId,
      countedCash: centsText(toCents(body.countedCash)),
      note: body.note?.trim() || null,
    });
    if (!closed) {
      if (!(await repo.findShift(tx, org, id, viewerId))) throw notFound(M.notFound);
      throw conflict(M.closedAlready, undefined, 'SHIFT_CLOSED');
    }
    const figures = figuresOf(await repo.shiftFigures(tx, org, id));
    const expected = money(expectedCashCents(Number(closed.opening_float), figures));
    await repo.saveCloseFigures(tx, org, id, {
      expectedCash: centsText(toCents(expected)),
      difference: centsText(toCents(cashDifference(body.countedCash, expected))),
      summary: figures,
    });
    const shift = await loadShift(tx, org, id, viewerId);
    // The drawer's figures at the close, the difference among them (counted − expected).
    await recordAudit(tx, caller, {
      entityType: 'Shift',
      entityId: id,
      action: 'close',
      changes: {
        expectedCash: { before: null, after: shift.expectedCash },
        countedCash: { before: null, after: shift.countedCash },
        difference: { before: null, after: shift.difference },
      },
    });
    return shift;
  });
  return { data, message: M.closed };
}

export const listShifts = async (deps: AppDeps, caller: Caller, q: TShiftsQuery) =>
  runList(deps.db, shiftsList, caller.organizationId, {
    ...(await inOrganizationTimeZone(deps, caller.organizationId, q)),
    viewerId: viewerOf(caller),
  });

/** A negative amount stays a number: as text, its "-" would be neutralised as a formula. */
const amountCell = (n: number | null) => (n === null ? '' : n < 0 ? n : n.toFixed(2));
const csvCells = (s: TShiftRow) => [
  s._id,
  new Date(s.openedAt),
  s.closedAt ? new Date(s.closedAt) : '',
  s.userName,
  s.storeName,
  s.status,
  s.openingFloat.toFixed(2),
  amountCell(s.expectedCash),
  amountCell(s.countedCash),
  amountCell(s.difference),
];

/** `GET /shifts/export.csv`: the shifts the caller may see, as the list filters them. */
export async function exportShifts(deps: AppDeps, caller: Caller, q: TShiftsQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const query = { ...q, viewerId: viewerOf(caller), timeZone };
  return csvExport(
    await deps.reads.current(),
    shiftsList,
    org,
    query,
    SHIFTS_CSV_COLUMNS,
    csvCells,
    timeZone,
  );
}

/** The shift for its report: the caller's, or anyone's for manage_shifts. */
export const shiftForReport = (deps: AppDeps, caller: Caller, id: string) =>
  loadShift(deps.db, caller.organizationId, id, viewerOf(caller));
