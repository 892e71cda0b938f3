import type { TenderMethod, TTaxLine } from '@pos/contracts/sales';
import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import { type StockMovePlan, stockMoveParts } from '../inventory/stock-move.fragment.js';
import { users } from '../users/users.tables.js';

/** A sale as a return needs it, its row locked until the return's transaction ends. */
export interface LockedSale {
  id: string;
  status: string;
  store_id: string | null;
  payment_method: string;
  customer_id: string | null;
  document_number: number | null;
  subtotal: string;
  taxes: TTaxLine[];
  prices_include_tax: boolean;
  rounding: string;
  total_amount: string;
  /** What its returns before this one gave back. */
  refunded_total: string;
  /** What points paid of it (its `Points` payments), and what its returns gave back as points. */
  points_paid: string;
  points_back: number;
  points_back_amount: string;
}

/**
 * Locks the sale's row (FOR UPDATE): returns of the same sale run one after the other, each
 * seeing what the one before gave back. Its lines are read by `returnLines`, in the next
 * statement: one of this statement would read them as they were when it started, before the
 * wait for the lock.
 */
export async function lockSale(ex: Executor, organizationId: string, id: string) {
  const [row] = await queryRowsPrepared<LockedSale>(
    ex,
    sql`select t.id, t.status, t.store_id, t.payment_method, t.customer_id, t.document_number, t.subtotal::text, t.taxes,
          t.prices_include_tax, t.rounding::text, t.total_amount::text, t.refunded_total::text,
          (select coalesce(sum(p.amount), 0)::text from transaction_payments p
            where p.organization_id = ${organizationId} and p.transaction_id = t.id
              and p.method = 'Points') as points_paid,
          b.points_back, b.points_back_amount
        from transactions t,
          lateral (select coalesce(sum(r.points_back), 0)::int as points_back,
              coalesce(sum(r.points_back_amount), 0)::text as points_back_amount
            from sale_returns r
            where r.organization_id = ${organizationId} and r.transaction_id = t.id) b
        where t.organization_id = ${organizationId} and t.id = ${id}
        for update of t`,
  );
  return row ?? null;
}

export interface ReturnLine {
  id: string;
  product_id: string | null;
  variation_id: string | null;
  product_name: string;
  variation_name: string | null;
  unit: Unit;
  quantity: number;
  returned_quantity: number;
  line_total: string;
  /** The line's taxes; null on a sale from before tax classes (it carried all the sale's). */
  taxes: TTaxLine[] | null;
}

/**
 * What a return reads and takes before it moves stock, in one statement: the sale's lines with
 * what they have given back; the returner's open shift at the sale's store, share-locked so that
 * a close of that shift waits for the return (and a return that waited for a close finds no open
 * shift) — a cash refund leaves the drawer of a shift still open; and the return's number from
 * the organization's return-number row. That row is taken before the stock levels, and held to
 * the end: returns of an organization run one after another from here (they are few), and no
 * sale ever waits for it — a sale's number is another row (`recordSale`). A return refused
 * afterwards rolls the number back with the rest. The returner's name comes along for the
 * answer.
 */
export async function openReturn(
  ex: Executor,
  organizationId: string,
  ask: {
    transactionId: string;
    storeId: string | null;
    userId: string;
    /**
     * The shift an offline register made it in (null: none), taken only if still open at the
     * sale's store; left out, the returner's open shift there.
     */
    offlineShiftId?: string | null;
  },
) {
  const shift =
    ask.offlineShiftId === undefined
      ? sql`sh.user_id = ${ask.userId}`
      : sql`sh.id = ${ask.offlineShiftId}::uuid`;
  const [row] = await queryRowsPrepared<{
    lines: ReturnLine[];
    shift_id: string | null;
    number: number;
    user_name: string | null;
    /** The transaction's time: the return's created_at (its column's default). */
    now: Date | string;
  }>(
    ex,
    sql`with number as (
          insert into document_counters as c (organization_id, series, last_number)
          values (${organizationId}, 'return', 1)
          on conflict (organization_id, series) do update set last_number = c.last_number + 1
          returning last_number)
        select
          (select coalesce(json_agg(json_build_object('id', i.id, 'product_id', i.product_id,
              'variation_id', i.variation_id, 'product_name', i.product_name,
              'variation_name', i.variation_name, 'unit', i.unit, 'quantity', i.quantity,
              'returned_quantity', i.returned_quantity, 'line_total', i.line_total::text,
              'taxes', i.taxes)
              order by i.id), '[]')
            from transaction_items i
            where i.organization_id = ${organizationId} and i.transaction_id = ${ask.transactionId}) as lines,
          (select sh.id from shifts sh
            where sh.organization_id = ${organizationId} and ${shift}
              and sh.store_id = ${ask.storeId}::uuid and sh.status = 'open'
            for share) as shift_id,
          (select last_number from number) as number,
          (select name from ${users} where organization_id = ${organizationId} and id = ${ask.userId}) as user_name,
          now() as now`,
  );
  if (!row) throw new Error('the return context query answered nothing');
  return row;
}

export interface ReturnRecord {
  id: string;
  /** Its number, taken by `openReturn`. */
  documentNumber: number;
  transactionId: string;
  storeId: string | null;
  userId: string;
  approvedBy: string | null;
  shiftId: string | null;
  reason: string | null;
  refundMethod: TenderMethod;
  subtotal: string;
  taxes: TTaxLine[];
  taxTotal: string;
  rounding: string;
  total: string;
  exchangeCredit: string;
  pointsBack: number;
  pointsBackAmount: string;
  /** When an offline register made it; null: now (the transaction's time). */
  createdAt: Date | null;
  items: { id: string; item_id: string; quantity: number; amount: string }[];
  /** The sale's status once this return is in: every unit back, or not. */
  status: 'Partially Refunded' | 'Refunded';
}

/**
 * Writes a return in one statement with its stock move (`plan`: inventory's `planMoves` of the
 * RETURN rows, or null when no line has a product left to stock): the levels and their ledger
 * rows, the return and its lines, the lines' returned units, the sale's refunded total and status
 * (refunded_at and refunded_by once everything is back). The CHECK on transaction_items keeps
 * a line's returned units within what was sold. The select list runs the part a sale also locks
 * first, in a sale's order (`recordSale`): the stock levels. The rest are this return's rows and
 * its sale's, which no sale locks. So a return and a sale of the same items wait for each other
 * instead of deadlocking.
 */
export async function recordReturn(
  ex: Executor,
  organizationId: string,
  r: ReturnRecord,
  plan: StockMovePlan | null,
) {
  const stock = plan && stockMoveParts(plan);
  const fully = r.status === 'Refunded';
  await queryRowsPrepared(
    ex,
    sql`with ${stock ? sql`${stock.ctes},` : sql``}
        ret as (
          insert into sale_returns (organization_id, id, transaction_id, document_number, store_id,
            user_id, approved_by, shift_id, reason, refund_method, subtotal, taxes, tax_total, rounding,
            total, exchange_credit, points_back, points_back_amount, created_at)
          values (${organizationId}, ${r.id}, ${r.transactionId}, ${r.documentNumber},
            ${r.storeId}::uuid, ${r.userId}, ${r.approvedBy}::uuid, ${r.shiftId}::uuid, ${r.reason},
            ${r.refundMethod}, ${r.subtotal}, ${JSON.stringify(r.taxes)}::jsonb, ${r.taxTotal}, ${r.rounding},
            ${r.total}, ${r.exchangeCredit}, ${r.pointsBack}, ${r.pointsBackAmount}, coalesce(${r.createdAt?.toISOString() ?? null}::timestamptz, now()))
          returning id),
        given as (
          select x.* from json_to_recordset(${JSON.stringify(r.items)}::json)
            as x(id uuid, item_id uuid, quantity numeric, amount numeric)),
        lines as (
          insert into return_items (organization_id, id, return_id, transaction_item_id, quantity, amount)
          select ${organizationId}, g.id, ret.id, g.item_id, g.quantity, g.amount from ret, given g),
        items as (
          update transaction_items i set returned_quantity = i.returned_quantity + g.quantity
          from given g
          where i.organization_id = ${organizationId} and i.transaction_id = ${r.transactionId}
            and i.id = g.item_id),
        sale as (
          update transactions t set refunded_total = t.refunded_total + ${r.total}::numeric,
            status = ${r.status},
            refunded_at = ${fully ? sql`now()` : sql`t.refunded_at`},
            refunded_by = ${fully ? sql`${r.userId}::uuid` : sql`t.refunded_by`}
          where t.organization_id = ${organizationId} and t.id = ${r.transactionId}
          returning t.id)
        select ${stock ? sql`(select count(*) from logged) as logged, ${stock.check} as refused,` : sql``}
          (select count(*) from sale) as sale`,
  );
}

/** A sale's id by the number its receipt and invoice print. */
export async function findByDocumentNumber(ex: Executor, organizationId: string, number: number) {
  const [row] = await queryRowsPrepared<{ id: string }>(
    ex,
    sql`select id from transactions where organization_id = ${organizationId} and document_number = ${number}`,
  );
  return row?.id ?? null;
}
