import type { TLoyalty } from '@pos/contracts/loyalty';
import type { PromotionRule } from '@pos/contracts/promotion-engine';
import type { ReviewReason, TenderMethod, TLinePromotion, TTaxLine } from '@pos/contracts/sales';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import type { TTax } from '@pos/contracts/settings';
import type { Unit } from '@pos/contracts/units';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { authThrottle } from '../auth/auth.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { customers } from '../customers/customers.tables.js';
import { stockLevels } from '../inventory/stock.tables.js';
import { type StockMovePlan, stockMoveParts } from '../inventory/stock-move.fragment.js';
import { stores } from '../inventory/stores.tables.js';
import { promotions } from '../promotions/promotions.tables.js';
import { roles } from '../roles/roles.tables.js';
import { generalSettings, taxClasses } from '../settings/settings.tables.js';
import {
  type CustomerTenders,
  type LedgerWrite,
  ledgerWriteParts,
  type RedeemableAccount,
  redeemableAccountsSql,
} from '../stored-value/ledger.fragment.js';
import type { ThrottleRow } from '../stored-value/tender.service.js';
import { subscriptionExpiredSql } from '../subscription/expiry.js';
import { subscriptions } from '../subscription/subscription.tables.js';
import { users } from '../users/users.tables.js';
import type { CatalogueItem } from './sale-pricing.js';
import {
  salesCounters,
  transactionItems,
  transactionPayments,
  transactions,
} from './sales.tables.js';

export async function countTransactions(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: salesCounters.transactions })
    .from(salesCounters)
    .where(eq(salesCounters.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function findByIdempotencyKey(ex: Executor, organizationId: string, key: string) {
  const [row] = await ex
    .select({ id: transactions.id, requestHash: transactions.requestHash })
    .from(transactions)
    .where(
      and(eq(transactions.organizationId, organizationId), eq(transactions.idempotencyKey, key)),
    );
  return row ?? null;
}

/**
 * The sale an offline register printed this local number for (served by
 * transactions_local_number_idx). Two devices may share a prefix: the newest sale wins.
 */
export async function findByLocalNumber(ex: Executor, organizationId: string, localNumber: string) {
  const [row] = await queryRowsPrepared<{ id: string }>(
    ex,
    sql`select id from transactions where organization_id = ${organizationId} and local_number = ${localNumber}
        order by transaction_date desc, id desc limit 1`,
  );
  return row?.id ?? null;
}

/**
 * What a sale wrote to stored value besides its payments (read-only: the stored-value module's
 * tables): the gift cards it sold (`issue` and `reload` rows) in the order it sold them, and the
 * points it earned (`earn`). Found by the sale's id (stored_value_entries_transaction_idx).
 */
export async function saleLedgerRows(ex: Executor, organizationId: string, transactionId: string) {
  return queryRowsPrepared<{
    account_id: string;
    code_last4: string | null;
    amount: string;
    kind: 'issue' | 'reload' | 'earn';
    balance_after: string;
  }>(
    ex,
    sql`select e.account_id, a.code_last4, e.amount::text, e.kind, e.balance_after::text
        from stored_value_entries e
        join stored_value_accounts a on a.organization_id = e.organization_id and a.id = e.account_id
        where e.organization_id = ${organizationId} and e.transaction_id = ${transactionId}
          and e.kind in ('issue', 'reload', 'earn')
        order by e.id`,
  );
}

/** One sale with its names, locked for the rest of the transaction when asked. */
export async function findTransaction(
  ex: Executor,
  organizationId: string,
  id: string,
  lock = false,
) {
  const [row] = await queryRows<{
    id: string;
    status: string;
    payment_method: string;
    transaction_date: Date;
    customer_id: string | null;
    customer_name: string | null;
    customer_email: string | null;
    customer_phone: string | null;
    store_id: string | null;
    store_name: string | null;
    user_id: string | null;
    user_name: string | null;
    subtotal: string;
    discount_total: string;
    taxes: TTaxLine[];
    tax_total: string;
    prices_include_tax: boolean;
    rounding: string;
    total_amount: string;
    refunded_at: Date | null;
    document_number: number | null;
    shift_id: string | null;
    amount_paid: string;
    change_given: string;
    refunded_total: string;
    approved_by: string | null;
    approver_name: string | null;
    sale_discount: string;
    discount_reason: string | null;
    device_id: string | null;
    local_number: string | null;
    synced_at: Date | null;
    needs_review: boolean;
    review_reasons: ReviewReason[];
    reviewed_at: Date | null;
    reviewed_by: string | null;
    reviewer_name: string | null;
    exchange_id: string | null;
  }>(
    ex,
    sql`select t.id, t.status, t.payment_method, t.transaction_date, t.customer_id, c.name as customer_name,
          c.email as customer_email, c.phone as customer_phone, t.store_id, s.name as store_name,
          t.user_id, u.name as user_name, t.subtotal::text, t.discount_total::text, t.taxes,
          t.tax_total::text, t.prices_include_tax, t.rounding::text, t.total_amount::text,
          t.refunded_at, t.document_number, t.shift_id,
          t.amount_paid::text, t.change_given::text, t.refunded_total::text, t.approved_by,
          a.name as approver_name, t.sale_discount::text, t.discount_reason, t.device_id, t.local_number, t.synced_at, t.needs_review,
          t.review_reasons, t.reviewed_at, t.reviewed_by, rv.name as reviewer_name,
          (select x.id from exchanges x
            where x.organization_id = ${organizationId} and x.sale_id = t.id) as exchange_id
        from transactions t
        left join ${customers} c on c.organization_id = t.organization_id and c.id = t.customer_id
        left join ${stores} s on s.organization_id = t.organization_id and s.id = t.store_id
        left join ${users} u on u.organization_id = t.organization_id and u.id = t.user_id
        left join ${users} a on a.organization_id = t.organization_id and a.id = t.approved_by
        left join ${users} rv on rv.organization_id = t.organization_id and rv.id = t.reviewed_by
        where t.organization_id = ${organizationId} and t.id = ${id}
        ${lock ? sql`for update of t` : sql``}`,
  );
  return row ?? null;
}

export async function itemsOf(ex: Executor, organizationId: string, transactionId: string) {
  return ex
    .select()
    .from(transactionItems)
    .where(
      and(
        eq(transactionItems.organizationId, organizationId),
        eq(transactionItems.transactionId, transactionId),
      ),
    )
    .orderBy(transactionItems.id);
}

/**
 * A sale's payments in the order they were given; one paid from stored value with its account
 * (the ledger row it wrote shares its id): the card's last four, the balance it left.
 */
export async function paymentsOf(ex: Executor, organizationId: string, transactionId: string) {
  return queryRowsPrepared<{
    method: TenderMethod;
    amount: string;
    account_id: string | null;
    code_last4: string | null;
    balance_after: string | null;
  }>(
    ex,
    sql`select p.method, p.amount::text, e.account_id, a.code_last4, e.balance_after::text
        from ${transactionPayments} p
        left join stored_value_entries e on e.organization_id = p.organization_id and e.id = p.id
        left join stored_value_accounts a on a.organization_id = e.organization_id
          and a.id = e.account_id
        where p.organization_id = ${organizationId} and p.transaction_id = ${transactionId}
        order by p.id`,
  );
}

export interface ReturnRow {
  id: string;
  transaction_id: string;
  document_number: number;
  reason: string | null;
  refund_method: TenderMethod;
  exchange_credit: string;
  points_back: number;
  points_back_amount: string;
  exchange_id: string | null;
  subtotal: string;
  taxes: TTaxLine[];
  tax_total: string;
  rounding: string;
  total: string;
  created_at: Date;
  user_id: string | null;
  user_name: string | null;
  approved_by: string | null;
  approver_name: string | null;
  items: {
    item_id: string;
    product_name: string;
    variation_name: string | null;
    unit: Unit;
    quantity: number;
    amount: string;
  }[];
}

/** A sale's returns (or one return), oldest first, with their lines and people. */
export async function returnsOf(
  ex: Executor,
  organizationId: string,
  where: { transactionId: string } | { returnId: string },
) {
  return queryRows<ReturnRow>(
    ex,
    sql`select r.id, r.transaction_id, r.document_number, r.reason, r.refund_method,
          r.exchange_credit::text, r.points_back, r.points_back_amount::text,
          (select x.id from exchanges x
            where x.organization_id = r.organization_id and x.return_id = r.id) as exchange_id,
          r.subtotal::text, r.taxes, r.tax_total::text, r.rounding::text, r.total::text, r.created_at,
          r.user_id, u.name as user_name, r.approved_by, a.name as approver_name,
          (select coalesce(json_agg(json_build_object('item_id', ri.transaction_item_id,
              'product_name', ti.product_name, 'variation_name', ti.variation_name,
              'unit', ti.unit, 'quantity', ri.quantity, 'amount', ri.amount::text) order by ri.id), '[]')
            from return_items ri
            join transaction_items ti on ti.organization_id = ri.organization_id
              and ti.id = ri.transaction_item_id
            where ri.organization_id = r.organization_id and ri.return_id = r.id) as items
        from sale_returns r
        left join ${users} u on u.organization_id = r.organization_id and u.id = r.user_id
        left join ${users} a on a.organization_id = r.organization_id and a.id = r.approved_by
        where r.organization_id = ${organizationId}
          and ${'transactionId' in where ? sql`r.transaction_id = ${where.transactionId}` : sql`r.id = ${where.returnId}`}
        order by r.created_at, r.id`,
  );
}

/**
 * A manager has looked at a flagged sale: it leaves the "needs review" list, keeping its reasons.
 * False when the sale is not flagged (never was, or reviewed already) — the row is not changed.
 */
export async function markReviewed(
  ex: Executor,
  organizationId: string,
  id: string,
  userId: string,
) {
  const rows = await ex
    .update(transactions)
    .set({ needsReview: false, reviewedAt: new Date(), reviewedBy: userId })
    .where(
      and(
        eq(transactions.organizationId, organizationId),
        eq(transactions.id, id),
        eq(transactions.needsReview, true),
      ),
    )
    .returning({ id: transactions.id });
  return rows.length > 0;
}

export async function deleteTransaction(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(transactions)
    .where(and(eq(transactions.organizationId, organizationId), eq(transactions.id, id)));
  await ex
    .update(salesCounters)
    .set({ transactions: sql`greatest(${salesCounters.transactions} - 1, 0)` })
    .where(eq(salesCounters.organizationId, organizationId));
}

export type { CatalogueItem };

/** A PostgreSQL text array literal of `values`, each quoted. */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export interface SaleContext {
  /** Null when the organization has no subscription (never expired then). */
  subscription_expired: boolean | null;
  /** Every tax class of the organization (a handful): the lines' and the default. */
  tax_classes: { id: string; taxes: TTax[]; is_default: boolean }[];
  prices_include_tax: boolean | null;
  cash_rounding_increment: string | null;
  cash_rounding_mode: string | null;
  /** Months a gift card sold now is valid for; null: no end. */
  gift_card_validity_months: number | null;
  /** The loyalty programme (null: no settings row, none). */
  loyalty: TLoyalty | null;
  /** What an offline sale may take from stored value (numeric text; null: no settings row). */
  offline_stored_value_limit: string | null;
  /** How the shop's scales print labels (null: no settings row). */
  scale_barcodes: TScaleBarcodeRule[] | null;
  allow_negative_stock: boolean | null;
  store: { id: string; name: string; is_active: boolean } | null;
  cashier_name: string | null;
  /** The cashier's role's discount limit (percent as numeric text); null: none. */
  cashier_discount_limit: string | null;
  require_open_shift: boolean | null;
  /** The cashier's open shift at the sale's store (for an offline sale: opened before it was made). */
  open_shift_id: string | null;
  /** The period's credits left (null without a subscription). */
  remaining_credits: number | null;
  /** The shift an offline sale names, when it is the caller's. */
  offline_shift: { id: string; status: string; store_id: string } | null;
  /** The sale an Idempotency-Key already made. */
  earlier: { id: string; request_hash: string | null } | null;
  customer: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    /** Its charge account's limit (null: no account). */
    credit_limit: string | null;
  } | null;
  /** The lines' products (not archived) with their variations. */
  catalogue: CatalogueItem[];
  /** The accounts its payments name: the customer's store credit, the gift cards of the codes. */
  stored_value: RedeemableAccount[] | null;
  /** With gift cards: the caller's counters of wrong codes, as they are. */
  code_throttle: ThrottleRow[] | null;
  /**
   * The organization's active promotions that could touch the sale's products (the whole
   * catalogue's, or naming one of them or its category), as the engine reads them, their product
   * ids cut to the sale's: a promotion naming a thousand products costs the sale its few
   * (docs/benchmarks/sales.md). Window and stores the engine checks.
   */
  promotions: PromotionRule[];
}

/**
 * Everything a sale reads before it writes, in one round trip: whether the subscription has
 * expired, the tax classes, tax in prices, cash rounding and the negative-stock rule of general
 * settings, the store (the named one, else
 * the default), the cashier's name, the sale an Idempotency-Key already made, the named customer
 * and the catalogue rows of the lines.
 */
export async function saleContext(
  ex: Executor,
  organizationId: string,
  ask: {
    userId: string;
    storeId: string | null;
    customerId: string | null;
    idempotencyKey: string | null;
    productIds: string[];
    /** The coupon codes sent (`couponKey`): their promotions are read whatever they are on. */
    couponKeys: string[];
    /** An offline sale: the shift it names (undefined: none named), and when it was made. */
    offline?: { shiftId: string | null | undefined; createdAt: Date } | null;
    /**
     * Paid from stored value: the gift cards' code hashes, the customer's accounts it pays from
     * (store credit, charge account), and the counters wrong codes are throttled by (auth's
     * `giftCardThrottleKeys`).
     */
    storedValue?: {
      customerKinds: CustomerTenders['kinds'];
      codeHashes: string[];
      throttleKeys: string[];
    } | null;
  },
) {
  const offline = ask.offline ?? null;
  const asked = `{${ask.productIds.join(',')}}`;
  const coupons = textArray(ask.couponKeys);
  const [row] = await queryRowsPrepared<SaleContext>(
    ex,
    sql`select ${subscriptionExpiredSql()} as subscription_expired, g.allow_negative_stock,
          g.require_open_shift, s.remaining_credits, g.prices_include_tax,
          g.cash_rounding_increment::text, g.cash_rounding_mode, g.gift_card_validity_months,
          g.loyalty, g.offline_stored_value_limit::text, g.scale_barcodes,
          (select coalesce(json_agg(json_build_object('id', c.id, 'taxes', c.taxes, 'is_default', c.is_default)), '[]')
            from ${taxClasses} c where c.organization_id = ${organizationId}) as tax_classes,
          (select json_build_object('id', st.id, 'name', st.name, 'is_active', st.is_active) from ${stores} st
            where st.organization_id = ${organizationId}
              and ${ask.storeId ? sql`st.id = ${ask.storeId}` : sql`st.is_default`}) as store,
          (select sh.id from shifts sh
            where sh.organization_id = ${organizationId} and sh.user_id = ${ask.userId} and sh.status = 'open'
              and sh.store_id = ${
                ask.storeId
                  ? sql`${ask.storeId}::uuid`
                  : sql`(select st.id from ${stores} st where st.organization_id = ${organizationId} and st.is_default)`
              }${offline ? sql` and sh.opened_at <= ${offline.createdAt.toISOString()}::timestamptz` : sql``}) as open_shift_id,
          ${
            offline?.shiftId
              ? sql`(select json_build_object('id', sh.id, 'status', sh.status, 'store_id', sh.store_id) from shifts sh
                  where sh.organization_id = ${organizationId} and sh.id = ${offline.shiftId} and sh.user_id = ${ask.userId})`
              : sql`null::json`
          } as offline_shift,
          (select name from ${users} where organization_id = ${organizationId} and id = ${ask.userId}) as cashier_name,
          (select r.max_discount_percent::text from ${users} u
            join ${roles} r on r.organization_id = u.organization_id and r.id = u.role_id
            where u.organization_id = ${organizationId} and u.id = ${ask.userId}) as cashier_discount_limit,
          ${
            ask.idempotencyKey
              ? sql`(select json_build_object('id', id, 'request_hash', request_hash) from transactions
                  where organization_id = ${organizationId} and idempotency_key = ${ask.idempotencyKey})`
              : sql`null::json`
          } as earlier,
          ${
            ask.customerId
              ? sql`(select json_build_object('id', id, 'name', name, 'email', email, 'phone', phone,
                    'credit_limit', credit_limit::text) from ${customers}
                  where organization_id = ${organizationId} and id = ${ask.customerId})`
              : sql`null::json`
          } as customer,
          ${
            ask.storedValue
              ? redeemableAccountsSql(
                  organizationId,
                  ask.customerId
                    ? { customerId: ask.customerId, kinds: ask.storedValue.customerKinds }
                    : null,
                  ask.storedValue.codeHashes,
                )
              : sql`null::json`
          } as stored_value,
          ${
            ask.storedValue?.throttleKeys.length
              ? sql`(select coalesce(json_agg(json_build_object('key', th.key, 'failures', th.failures,
                    'windowStartedAt', th.window_started_at, 'lastAttemptAt', th.last_attempt_at)), '[]')
                  from ${authThrottle} th
                  where th.key in (${sql.join(
                    ask.storedValue.throttleKeys.map((k) => sql`${k}`),
                    sql`, `,
                  )}))`
              : sql`null::json`
          } as code_throttle,
          (select coalesce(json_agg(json_build_object(
              'product_id', p.id, 'name', p.name, 'product_sku', p.sku, 'product_price', p.price::text,
              'variation_id', v.id, 'attribute_combination', v.attribute_combination,
              'variation_sku', v.sku, 'variation_price', v.price::text, 'variation_active', v.is_active,
              'product_tax_class_id', p.tax_class_id, 'variation_tax_class_id', v.tax_class_id,
              'category_id', p.category_id, 'unit', p.unit)), '[]')
            from ${products} p
            left join ${productVariations} v on v.organization_id = p.organization_id and v.product_id = p.id
            where p.organization_id = ${organizationId} and p.archived_at is null
              -- The ids behind a subquery: a plan made for the values knew the array held five and
              -- was cheaper than the generic plan's guess of ten, so PostgreSQL planned every sale's
              -- read again (1 ms of a 3 ms sale: docs/benchmarks/sales.md, "The sale's read").
              and p.id = any((select ${asked}::uuid[])::uuid[])) as catalogue,
          (select coalesce(json_agg(json_build_object('id', pr.id, 'name', pr.name, 'kind', pr.kind,
              -- Its products among the sale's; when none is, one of its own (an empty list would
              -- read as "every product": a coupon's promotion is read for its code alone).
              'productIds', coalesce((select array_agg(x) from unnest(pr.product_ids) x
                where x = any(${asked}::uuid[])), pr.product_ids[1:1]),
              'categoryIds', pr.category_ids, 'percent', pr.percent,
              'amountCents', round(pr.amount * 100), 'buyQuantity', pr.buy_quantity,
              'getQuantity', pr.get_quantity, 'getPercent', pr.get_percent,
              'bundleQuantity', pr.bundle_quantity, 'bundlePriceCents', round(pr.bundle_price * 100),
              'couponCode', pr.coupon_code, 'startsAt', pr.starts_at, 'endsAt', pr.ends_at,
              'storeIds', pr.store_ids, 'isActive', pr.is_active)), '[]')
            from ${promotions} pr
            where pr.organization_id = ${organizationId} and pr.is_active
              and (cardinality(pr.product_ids) = 0 and cardinality(pr.category_ids) = 0
                or pr.product_ids && ${asked}::uuid[]
                or pr.category_ids && (select array_agg(p.category_id) from ${products} p
                  where p.organization_id = ${organizationId} and p.id = any((select ${asked}::uuid[])::uuid[]))
                -- A coupon sent is known even when its promotion is on none of the lines.
                or upper(pr.coupon_code) = any(${coupons}::text[]))) as promotions
        from (select 1) one
        left join ${subscriptions} s on s.organization_id = ${organizationId}
        left join ${generalSettings} g on g.organization_id = ${organizationId}`,
  );
  if (!row) throw new Error('sale context query returned nothing');
  return row;
}

export interface SaleRecord {
  transaction: {
    id: string;
    customerId: string | null;
    storeId: string;
    userId: string;
    paymentMethod: string;
    shiftId: string | null;
    amountPaid: string;
    changeGiven: string;
    approvedBy: string | null;
    saleDiscount: string;
    discountReason: string | null;
    subtotal: string;
    discountTotal: string;
    taxes: TTaxLine[];
    taxTotal: string;
    pricesIncludeTax: boolean;
    rounding: string;
    totalAmount: string;
    transactionDate: Date;
    idempotencyKey: string | null;
    requestHash: string | null;
    /** An offline sale's device, local number and sync time; null for a sale made online. */
    offline: { deviceId: string; localNumber: string; syncedAt: Date } | null;
    /** Why it needs a review, as known before writing (`recordSale` may add `oversold`). */
    reviewReasons: ReviewReason[];
  };
  items: {
    id: string;
    product_id: string;
    variation_id: string | null;
    product_name: string;
    variation_name: string | null;
    sku: string | null;
    unit: Unit;
    quantity: number;
    price_at_sale: string;
    discount: string;
    line_total: string;
    taxes: TTaxLine[];
    promotion_discount: string;
    promotions: TLinePromotion[];
  }[];
  payments: { id: string; method: string; amount: string }[];
  /** Its payments from stored value, each a ledger row sharing its payment's id. */
  ledger: LedgerWrite[];
}

/**
 * Writes a completed sale in one statement with its stock move (`plan`: inventory's
 * `planMoves`, spliced in as its public fragment's parts): the levels and their ledger rows,
 * the sale's payments and lines, its payments' ledger rows when it was paid from stored value
 * (stored-value's `ledgerWriteParts`: a balance they would take below zero fails the statement
 * as a shortfall does), then its document number and the transaction. A shortfall
 * raises inside the statement and nothing stays. Its credit and the organization's sales count
 * are taken at the end of the transaction by the database (trigger `transactions_use_credit`,
 * sales.functions.sql), which fails with PX402 when no credit is left. Run outside a
 * transaction it is one round trip.
 *
 * The select list runs the statement's parts in the order of its columns (the other parts
 * would run after it), and that order is the lock order: the stock levels, and last the
 * organization's sale-number row, which every sale of the organization needs: it is held only
 * from there to the commit, never while the sale waits for a level another sale holds. The
 * rows that point at the transaction are written before it: their keys to it are checked at
 * the COMMIT (DEFERRABLE INITIALLY DEFERRED, migration 0088). The WITH list is in the same order
 * as the select list: Citus runs each part as a step of its own in the WITH list's order
 * (docs/ARCHITECTURE.md, "Database functions").
 */
export async function recordSale(
  ex: Executor,
  organizationId: string,
  s: SaleRecord,
  plan: StockMovePlan,
  opts: {
    /** An offline sale that an online one's stock rule would have refused: flagged `oversold`. */
    flagOversold?: boolean;
    /** Read back the moves that took their level below zero (a sale sold without stock). */
    belowZero?: boolean;
  } = {},
) {
  const flagOversold = opts.flagOversold ?? false;
  const stock = stockMoveParts(plan);
  const ledger = s.ledger.length > 0 ? ledgerWriteParts(organizationId, s.ledger) : null;
  const t = s.transaction;
  const reasons = flagOversold
    ? sql`(case when ${stock.wentBelowZero} then '{oversold}'::text[] else '{}'::text[] end
        || ${`{${t.reviewReasons.join(',')}}`}::text[])`
    : sql`${`{${t.reviewReasons.join(',')}}`}::text[]`;
  const [row] = await queryRowsPrepared<{
    document_number: number;
    review_reasons: ReviewReason[];
    ledger?: [string, string][];
    below_zero?: [number, number, number][] | null;
  }>(
    ex,
    sql`with ${stock.ctes},
        payments as (
          insert into transaction_payments (organization_id, id, transaction_id, method, amount)
          select ${organizationId}, x.id, ${t.id}, x.method, x.amount
          from json_to_recordset(${JSON.stringify(s.payments)}::json) as x(id uuid, method text,
            amount numeric)
          returning id),
        lines as (
          insert into transaction_items (organization_id, id, transaction_id, product_id, variation_id,
            product_name, variation_name, sku, unit, quantity, price_at_sale, cost_at_sale, discount, line_total,
            taxes, promotion_discount, promotions)
          select ${organizationId}, x.id, ${t.id}, x.product_id, x.variation_id, x.product_name,
            x.variation_name, x.sku, x.unit, x.quantity, x.price_at_sale,
            -- The item's cost now (a variation without its own: the product's), for margins. Read
            -- by key, line by line: a join let the prepared statement's generic plan (which takes
            -- the lines for a hundred) hash the whole catalogue (docs/benchmarks/stored-value.md).
            coalesce(
              (select v.cost_price from ${productVariations} v
                where v.organization_id = ${organizationId} and v.id = x.variation_id),
              (select p.cost_price from ${products} p
                where p.organization_id = ${organizationId} and p.id = x.product_id)),
            x.discount, x.line_total, x.taxes, x.promotion_discount, x.promotions
          from json_to_recordset(${JSON.stringify(s.items)}::json) as x(id uuid, product_id uuid,
            variation_id uuid, product_name text, variation_name text, sku text, unit text, quantity numeric,
            price_at_sale numeric, discount numeric, line_total numeric, taxes jsonb,
            promotion_discount numeric, promotions jsonb)
          returning id),${
            ledger
              ? sql`
        ${ledger.cte},`
              : sql``
          }
        number as (
          insert into document_counters as c (organization_id, series, last_number)
          values (${organizationId}, 'sale', 1)
          on conflict (organization_id, series) do update set last_number = c.last_number + 1
          returning last_number),
        sale as (
          insert into transactions (organization_id, id, customer_id, store_id, user_id, status,
            payment_method, subtotal, discount_total, taxes, tax_total, prices_include_tax, rounding,
            total_amount, transaction_date,
            idempotency_key, request_hash, document_number, shift_id, amount_paid, change_given,
            approved_by, sale_discount, discount_reason, device_id, local_number, synced_at,
            review_reasons, needs_review)
          select ${organizationId}, ${t.id}, ${t.customerId}, ${t.storeId}, ${t.userId}, 'Completed',
            ${t.paymentMethod}, ${t.subtotal}, ${t.discountTotal}, ${JSON.stringify(t.taxes)}::jsonb,
            ${t.taxTotal}, ${t.pricesIncludeTax}, ${t.rounding}, ${t.totalAmount},
            ${t.transactionDate.toISOString()}::timestamptz,
            ${t.idempotencyKey}, ${t.requestHash}, number.last_number, ${t.shiftId}::uuid,
            ${t.amountPaid}, ${t.changeGiven}, ${t.approvedBy}::uuid, ${t.saleDiscount},
            ${t.discountReason}::text, ${t.offline?.deviceId ?? null}::uuid,
            ${t.offline?.localNumber ?? null}, ${t.offline?.syncedAt.toISOString() ?? null}::timestamptz,
            r.reasons, cardinality(r.reasons) > 0
          from number, (select ${reasons} as reasons) r
          returning document_number, review_reasons)
        select (select count(*) from logged) as logged, ${stock.check} as refused,
          (select count(*) from payments) as payments, (select count(*) from lines) as lines,${
            ledger ? sql` ${ledger.written} as ledger,` : sql``
          }
          (select document_number from sale) as document_number,
          (select review_reasons from sale) as review_reasons${
            // `moved` is the stock move's (stock-move.fragment): each level's quantity after it.
            opts.belowZero
              ? sql`, (select json_agg(json_build_array(ord, quantity - delta, -delta))
                    from moved where delta < 0 and quantity < 0) as below_zero`
              : sql``
          }`,
  );
  if (!row) throw new Error('the sale statement answered nothing');
  return {
    documentNumber: row.document_number,
    reviewReasons: row.review_reasons,
    /** The balance each ledger row left, by its id (its payment's). */
    balances: new Map((row.ledger ?? []).map(([id, balance]) => [id, Number(balance)])),
    /** Each move below zero: its position in the stock plan, the stock before, the quantity sold. */
    belowZero: (row.below_zero ?? []).map(([ord, available, requested]) => ({
      ord,
      available,
      requested,
    })),
  };
}

/**
 * The stock of each item at a store (read-only: the inventory module owns stock_levels), keyed
 * `productId|variationId`: to name every short line of a refused sale.
 */
export async function stockAtStore(
  ex: Executor,
  organizationId: string,
  storeId: string,
  items: { productId: string; variationId: string | null }[],
) {
  const rows = await queryRows<{ key: string; quantity: number }>(
    ex,
    sql`select x."productId" || '|' || coalesce(x."variationId"::text, '') as key,
          coalesce(s.quantity, 0)::float8 as quantity
        from json_to_recordset(${JSON.stringify(items)}::json) as x("productId" uuid, "variationId" uuid)
        left join ${stockLevels} s on s.organization_id = ${organizationId}
          and s.product_id = x."productId" and s.variation_id is not distinct from x."variationId"
          and s.store_id = ${storeId} and s.warehouse_id is null`,
  );
  return new Map(rows.map((r) => [r.key, r.quantity]));
}
