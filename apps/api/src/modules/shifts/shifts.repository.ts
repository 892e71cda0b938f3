import type { PaymentMethod, TTaxLine } from '@pos/contracts/sales';
import type { DrawerEventType, ShiftStatus, TShiftFigures } from '@pos/contracts/shifts';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { stores } from '../inventory/stores.tables.js';
import {
  accountPayments,
  saleReturns,
  transactionPayments,
  transactions,
} from '../sales/sales.tables.js';
import { users } from '../users/users.tables.js';
import { shiftCashMovements, shifts } from './shifts.tables.js';

/** The store a shift opens at: the one named, else the default store. */
export async function findStore(ex: Executor, organizationId: string, storeId: string | null) {
  const [row] = await queryRows<{ id: string; name: string; is_active: boolean }>(
    ex,
    sql`select id, name, is_active from ${stores} where organization_id = ${organizationId}
        and ${storeId ? sql`id = ${storeId}` : sql`is_default`}`,
  );
  return row ?? null;
}

export async function insertShift(
  ex: Executor,
  organizationId: string,
  values: { storeId: string; userId: string; openingFloat: string },
) {
  const [row] = await ex
    .insert(shifts)
    .values({ organizationId, ...values, status: 'open', openedAt: sql`now()` })
    .returning({ id: shifts.id });
  if (!row) throw new Error('shift insert returned nothing');
  return row.id;
}

export interface ShiftRow {
  id: string;
  store_id: string;
  store_name: string;
  user_id: string;
  user_name: string;
  status: ShiftStatus;
  opened_at: Date;
  opening_float: string;
  closed_at: Date | null;
  closed_by: string | null;
  closed_by_name: string | null;
  note: string | null;
  expected_cash: string | null;
  counted_cash: string | null;
  difference: string | null;
  summary: TShiftFigures | null;
}

/**
 * One shift with its names; only the viewer's own when `viewerId` is given (a cashier's). Locked
 * for the rest of the transaction when asked: a cash movement waits for a close in progress.
 */
export async function findShift(
  ex: Executor,
  organizationId: string,
  id: string,
  viewerId: string | null,
  lock = false,
) {
  const [row] = await queryRows<ShiftRow>(
    ex,
    sql`select sh.id, sh.store_id, st.name as store_name, sh.user_id, u.name as user_name, sh.status,
          sh.opened_at, sh.opening_float::text, sh.closed_at, sh.closed_by, cb.name as closed_by_name,
          sh.note, sh.expected_cash::text, sh.counted_cash::text, sh.difference::text, sh.summary
        from shifts sh
        join ${stores} st on st.organization_id = sh.organization_id and st.id = sh.store_id
        join ${users} u on u.organization_id = sh.organization_id and u.id = sh.user_id
        left join ${users} cb on cb.organization_id = sh.organization_id and cb.id = sh.closed_by
        where sh.organization_id = ${organizationId} and sh.id = ${id}
          ${viewerId ? sql`and sh.user_id = ${viewerId}` : sql``}
        ${lock ? sql`for update of sh` : sql``}`,
  );
  return row ?? null;
}

/** The user's open shift at the store (no store: at the default store). */
export async function findOpenShiftId(
  ex: Executor,
  organizationId: string,
  userId: string,
  storeId: string | null,
) {
  const [row] = await queryRows<{ id: string }>(
    ex,
    sql`select sh.id from shifts sh
        where sh.organization_id = ${organizationId} and sh.user_id = ${userId} and sh.status = 'open'
          and sh.store_id = ${
            storeId
              ? sql`${storeId}::uuid`
              : sql`(select st.id from ${stores} st where st.organization_id = ${organizationId} and st.is_default)`
          }`,
  );
  return row?.id ?? null;
}

export async function insertMovement(
  ex: Executor,
  organizationId: string,
  values: {
    shiftId: string;
    type: DrawerEventType;
    amount: string;
    reason: string;
    userId: string;
  },
) {
  await ex.insert(shiftCashMovements).values({ organizationId, ...values });
}

/** The drawer's pay-ins, pay-outs and no-sale openings, oldest first, with who made them. */
export function movementsOf(ex: Executor, organizationId: string, shiftId: string) {
  return queryRows<{
    id: string;
    type: DrawerEventType;
    amount: string;
    reason: string;
    created_at: Date;
    user_id: string | null;
    user_name: string | null;
  }>(
    ex,
    sql`select m.id, m.type, m.amount::text, m.reason, m.created_at, m.user_id, u.name as user_name
        from shift_cash_movements m
        left join ${users} u on u.organization_id = m.organization_id and u.id = m.user_id
        where m.organization_id = ${organizationId} and m.shift_id = ${shiftId}
        order by m.created_at, m.id`,
  );
}

/**
 * Closes an open shift, first thing in the close's transaction: the row lock waits for the
 * sales that hold the shift (their commit trigger takes it FOR SHARE, sales/sales.functions.sql), and a
 * sale committing after this finds the shift closed. Null when there is no open shift of the
 * viewer by that id.
 */
export async function closeShift(
  ex: Executor,
  organizationId: string,
  id: string,
  close: { viewerId: string | null; closedBy: string; countedCash: string; note: string | null },
) {
  const [row] = await queryRows<{ opening_float: string }>(
    ex,
    sql`update shifts set status = 'closed', closed_at = now(), closed_by = ${close.closedBy},
          counted_cash = ${close.countedCash}, note = ${close.note}
        where organization_id = ${organizationId} and id = ${id} and status = 'open'
          ${close.viewerId ? sql`and user_id = ${close.viewerId}` : sql``}
        returning opening_float::text`,
  );
  return row ?? null;
}

/** The close's figures, kept so that the Z report never changes. */
export async function saveCloseFigures(
  ex: Executor,
  organizationId: string,
  id: string,
  figures: { expectedCash: string; difference: string; summary: TShiftFigures },
) {
  await ex
    .update(shifts)
    .set(figures)
    .where(and(eq(shifts.organizationId, organizationId), eq(shifts.id, id)));
}

export interface FiguresRow {
  sales_count: number;
  sales_amount: string;
  /** The gift cards the sales sold: their `issue` and `reload` ledger rows. */
  gift_cards_sold: string;
  discounts: string;
  change_given: string;
  /** Per method: what its payments came to (cash as tendered). */
  payments: { method: PaymentMethod; amount: string }[];
  sale_taxes: TTaxLine[];
  returns_count: number;
  /** Per refund method: what the returns gave back. */
  refunds: { method: PaymentMethod; amount: string }[];
  return_taxes: TTaxLine[];
  /** The sales' cash rounding less the returns'. */
  rounding: string;
  pay_ins: string;
  pay_outs: string;
  /** The drawer's openings without a sale. */
  no_sales: number;
  /** Per method: the payments on account the shift took (what they took off the accounts). */
  account_payments: { method: PaymentMethod; amount: string }[];
}

/** Each tax (name and rate) summed over a set's `taxes`, in the order the settings list them. */
const taxesOf = (rows: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object('name', name, 'rate', rate, 'amount', amount)
      order by first, name), '[]')
    from (select e.tax->>'name' as name, (e.tax->>'rate')::numeric as rate,
            sum((e.tax->>'amount')::numeric) as amount, min(e.ord) as first
          from ${rows} x cross join lateral jsonb_array_elements(x.taxes) with ordinality as e(tax, ord)
          group by 1, 2) t)`);

/**
 * A shift's figures in one statement: its completed sales (refunded later or not) with their
 * payments, change and taxes; the returns made in it by refund method; its pay-ins and
 * pay-outs. Sales and returns are found by their shift (partial indexes on shift_id).
 */
export async function shiftFigures(ex: Executor, organizationId: string, shiftId: string) {
  const [row] = await queryRows<FiguresRow>(
    ex,
    sql`with sales as (
          select t.id, t.total_amount, t.discount_total, t.change_given, t.taxes, t.rounding
          from ${transactions} t
          where t.organization_id = ${organizationId} and t.shift_id = ${shiftId}
            and t.status in ('Completed', 'Partially Refunded', 'Refunded')
        ), returns as (
          select r.refund_method, r.total, r.exchange_credit, r.points_back_amount, r.taxes, r.rounding
          from ${saleReturns} r
          where r.organization_id = ${organizationId} and r.shift_id = ${shiftId}
        )
        select
          (select count(*)::int from sales) as sales_count,
          (select coalesce(sum(total_amount), 0)::text from sales) as sales_amount,
          (select coalesce(sum(e.amount), 0)::text from stored_value_entries e
            where e.organization_id = ${organizationId} and e.kind in ('issue', 'reload')
              and e.transaction_id in (select id from sales)) as gift_cards_sold,
          (select coalesce(sum(discount_total), 0)::text from sales) as discounts,
          (select coalesce(sum(change_given), 0)::text from sales) as change_given,
          (select coalesce(json_agg(json_build_object('method', method, 'amount', amount::text)), '[]')
            from (select p.method, sum(p.amount) as amount from sales s
                  join ${transactionPayments} p
                    on p.organization_id = ${organizationId} and p.transaction_id = s.id
                  group by p.method) m) as payments,
          ${taxesOf('sales')} as sale_taxes,
          (select count(*)::int from returns) as returns_count,
          (select coalesce(json_agg(json_build_object('method', method, 'amount', amount::text)), '[]')
            -- The part of a return that paid an exchange's new sale left no drawer: as Exchange;
            -- what points had paid went back as Points.
            from (select v.method, sum(v.amount) as amount from returns r
                  cross join lateral (values
                    (r.refund_method, r.total - r.exchange_credit - r.points_back_amount),
                    ('Exchange', r.exchange_credit), ('Points', r.points_back_amount)) v(method, amount)
                  where v.amount <> 0 or v.method = r.refund_method
                  group by 1) m) as refunds,
          ${taxesOf('returns')} as return_taxes,
          ((select coalesce(sum(rounding), 0) from sales)
            - (select coalesce(sum(rounding), 0) from returns))::text as rounding,
          (select coalesce(sum(amount) filter (where type = 'pay_in'), 0)::text
            from shift_cash_movements where organization_id = ${organizationId} and shift_id = ${shiftId}) as pay_ins,
          (select coalesce(sum(amount) filter (where type = 'pay_out'), 0)::text
            from shift_cash_movements where organization_id = ${organizationId} and shift_id = ${shiftId}) as pay_outs,
          (select (count(*) filter (where type = 'no_sale'))::int
            from shift_cash_movements where organization_id = ${organizationId} and shift_id = ${shiftId}) as no_sales,
          (select coalesce(json_agg(json_build_object('method', method, 'amount', amount::text)), '[]')
            from (select a.method, sum(a.amount) as amount from ${accountPayments} a
                  where a.organization_id = ${organizationId} and a.shift_id = ${shiftId}
                  group by a.method) m) as account_payments`,
  );
  if (!row) throw new Error('the figures statement answered no row');
  return row;
}
