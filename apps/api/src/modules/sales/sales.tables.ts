import type { TAccountAllocation } from '@pos/contracts/customer-accounts';
import {
  PAYMENT_METHODS,
  REFUND_METHODS,
  REVIEW_REASONS,
  SALE_PAYMENT_METHODS,
  TENDER_METHODS,
  type TLinePromotion,
  TRANSACTION_STATUSES,
  type TTaxLine,
} from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, knownUnit, quantity, tenantColumns, unitColumn } from '../../db/columns.js';
import {
  belongsToOrganization,
  perOrganizationTable,
  tenantKey,
  tenantRef,
} from '../../db/tenant-keys.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { customers } from '../customers/customers.tables.js';
import { stores } from '../inventory/stores.tables.js';
import { users } from '../users/users.tables.js';

/** A sale. Amounts are numeric(12,2); the server computes them (DESIGN §7). */
export const transactions = pgTable(
  'transactions',
  {
    ...tenantColumns(),
    customerId: uuid('customer_id'),
    storeId: uuid('store_id'),
    userId: uuid('user_id'),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    /** The one method it was paid by, or `Split` (its payments are rows of their own). */
    paymentMethod: text('payment_method', { enum: SALE_PAYMENT_METHODS }).notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    discountTotal: numeric('discount_total', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Each tax name and rate as applied over the lines that carry it: name, rate, amount. */
    taxes: jsonb('taxes').$type<TTaxLine[]>().notNull().default([]),
    taxTotal: numeric('tax_total', { precision: 12, scale: 2 }).notNull(),
    /** Its line totals include their tax (docs/DESIGN.md, "Money"): the total is their sum. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** What cash rounding added to the total (signed); tax is never on it. */
    rounding: numeric('rounding', { precision: 12, scale: 2 }).notNull().default('0'),
    /** subtotal (+ taxes when added) + rounding. */
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    transactionDate: at('transaction_date').notNull(),
    /** The client's Idempotency-Key and a hash of its request: a retry gets the same sale. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    refundedAt: at('refunded_at'),
    refundedBy: uuid('refunded_by'),
    /** The number the receipt and invoice print, in order per organization (document_counters). */
    documentNumber: integer('document_number'),
    /** The open shift of the cashier at the store when the sale was made. */
    shiftId: uuid('shift_id'),
    /** What the payments came to (cash tendered included) and the change given back. */
    amountPaid: numeric('amount_paid', { precision: 12, scale: 2 }).notNull().default('0'),
    changeGiven: numeric('change_given', { precision: 12, scale: 2 }).notNull().default('0'),
    /** What the sale's returns gave back so far (their totals). */
    refundedTotal: numeric('refunded_total', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The manager whose approval let the cashier give the sale's discounts. */
    approvedBy: uuid('approved_by'),
    /**
     * The whole-sale discount (an amount, spread over the lines' discounts: docs/DESIGN.md,
     * "Money"); 0 when none.
     */
    saleDiscount: numeric('sale_discount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Why a discount above the cashier's limit was given (with the approving manager). */
    discountReason: text('discount_reason'),
    /** Receipts e-mailed for the sale (a limit per sale). */
    receiptEmails: integer('receipt_emails').notNull().default(0),
    /**
     * A sale an offline register made (DESIGN §13): its device, the receipt number it printed
     * and when it reached the server (`transaction_date` is when it was made). Null otherwise.
     */
    deviceId: uuid('device_id'),
    localNumber: text('local_number'),
    syncedAt: at('synced_at'),
    /**
     * An offline sale the server recorded although an online one would have been refused or
     * priced otherwise: why (REVIEW_REASONS), and whether a manager has looked at it yet. The
     * reasons stay after the review.
     */
    needsReview: boolean('needs_review').notNull().default(false),
    reviewReasons: text('review_reasons').array().notNull().default(sql`'{}'::text[]`),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // A device prints each local number once: a second sale with it is a register's bug, not a
    // retry (a retry sends the same Idempotency-Key).
    uniqueIndex('transactions_device_local_number_uq')
      .on(t.organizationId, t.deviceId, t.localNumber)
      .where(sql`${t.deviceId} is not null`),
    // The receipt's local number finds its sale (by-number, the list's search).
    index('transactions_local_number_idx')
      .on(t.organizationId, t.localNumber)
      .where(sql`${t.localNumber} is not null`),
    // The few sales waiting for a review, newest first.
    index('transactions_needs_review_idx')
      .on(t.organizationId, t.transactionDate, t.id)
      .where(sql`${t.needsReview}`),
    uniqueIndex('transactions_document_number_uq')
      .on(t.organizationId, t.documentNumber)
      .where(sql`${t.documentNumber} is not null`),
    index('transactions_shift_idx')
      .on(t.organizationId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    index('transactions_org_date_idx').on(t.organizationId, t.transactionDate, t.id),
    index('transactions_org_status_date_idx').on(t.organizationId, t.status, t.transactionDate),
    index('transactions_org_payment_date_idx').on(
      t.organizationId,
      t.paymentMethod,
      t.transactionDate,
    ),
    uniqueIndex('transactions_idempotency_uq')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('transactions_org_customer_idx').on(t.organizationId, t.customerId),
    belongsToOrganization(t),
    tenantRef(t, t.customerId, customers),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.userId, users),
    tenantRef(t, t.reviewedBy, users),
    check(
      'transactions_review_reasons',
      sql`${t.reviewReasons} <@ array[${sql.raw(REVIEW_REASONS.map((r) => `'${r}'`).join(', '))}]::text[]`,
    ),
    check(
      'transactions_offline_whole',
      sql`(${t.deviceId} is null) = (${t.localNumber} is null) and (${t.deviceId} is null) = (${t.syncedAt} is null)`,
    ),
  ],
);

/** Sold lines keep the product's name and price at the time of sale. */
export const transactionItems = pgTable(
  'transaction_items',
  {
    ...tenantColumns(),
    transactionId: uuid('transaction_id').notNull(),
    productId: uuid('product_id'),
    variationId: uuid('variation_id'),
    productName: text('product_name').notNull(),
    variationName: text('variation_name'),
    sku: text('sku'),
    /** What the item was sold by then: the receipt prints "0.375 kg" (docs/DESIGN.md, "Goods sold by weight"). */
    unit: unitColumn(),
    quantity: quantity('quantity').notNull(),
    priceAtSale: numeric('price_at_sale', { precision: 12, scale: 2 }).notNull(),
    /** What one unit cost the shop when sold (its cost price then; null: not known). */
    costAtSale: numeric('cost_at_sale', { precision: 14, scale: 4 }),
    /** All that came off the line: its promotions', its own, its share of the sale's. */
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** The part of `discount` the promotions took off (docs/DESIGN.md, "Promotions"). */
    promotionDiscount: numeric('promotion_discount', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    /** Each promotion that took something off the line: its id, name and amount. */
    promotions: jsonb('promotions').$type<TLinePromotion[]>().notNull().default([]),
    /** priceAtSale × quantity − discount. */
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * The line's taxes (name, rate) and its share of each (amount); null on a sale from before
     * tax classes, whose every line carried all of the sale's taxes.
     */
    taxes: jsonb('taxes').$type<TTaxLine[]>(),
    /** Units of the line given back by returns; never more than were sold. */
    returnedQuantity: quantity('returned_quantity').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    index('transaction_items_txn_idx').on(t.organizationId, t.transactionId),
    knownUnit('transaction_items_unit', t.unit),
    check(
      'transaction_items_returned_within_sold',
      sql`${t.returnedQuantity} between 0 and ${t.quantity}`,
    ),
    tenantRef(t, t.productId, products),
    tenantRef(t, t.variationId, productVariations),
    // DEFERRABLE INITIALLY DEFERRED (migration 0088; drizzle cannot declare it): the sale's one
    // statement writes this row before the sale (sales.repository.ts, recordSale).
    tenantRef(t, t.transactionId, transactions).onDelete('cascade'),
  ],
);

/** How a sale was paid: one row per payment (cash as tendered; the sale keeps the change). */
export const transactionPayments = pgTable(
  'transaction_payments',
  {
    ...tenantColumns(),
    transactionId: uuid('transaction_id').notNull(),
    method: text('method', { enum: TENDER_METHODS }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    tenantKey(t),
    index('transaction_payments_txn_idx').on(t.organizationId, t.transactionId, t.method),
    // DEFERRABLE INITIALLY DEFERRED (migration 0088; drizzle cannot declare it): the sale's one
    // statement writes this row before the sale (sales.repository.ts, recordSale).
    tenantRef(t, t.transactionId, transactions).onDelete('cascade'),
  ],
);

/** A return of some of a sale's lines: what it gave back, how, who did it and who approved. */
export const saleReturns = pgTable(
  'sale_returns',
  {
    ...tenantColumns(),
    transactionId: uuid('transaction_id').notNull(),
    /** The number the return receipt prints, in order per organization. */
    documentNumber: integer('document_number').notNull(),
    storeId: uuid('store_id'),
    userId: uuid('user_id'),
    approvedBy: uuid('approved_by'),
    /** The returner's open shift at the sale's store: a cash refund leaves its drawer. */
    shiftId: uuid('shift_id'),
    reason: text('reason'),
    /**
     * How `total − exchange_credit − points_back_amount` went back (`Exchange`: all of it paid an
     * exchange's sale; `Points`: all of it went back as points).
     */
    refundMethod: text('refund_method', { enum: TENDER_METHODS }).notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    taxes: jsonb('taxes').$type<TTaxLine[]>().notNull().default([]),
    taxTotal: numeric('tax_total', { precision: 12, scale: 2 }).notNull(),
    /** Its share of the sale's cash rounding (signed). */
    rounding: numeric('rounding', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The part of `total` that paid the new sale of its exchange (docs/DESIGN.md, "Exchanges"). */
    exchangeCredit: numeric('exchange_credit', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * The points it gave back of those that paid the sale, and the part of `total` they paid:
     * points go back as points, never as money (docs/DESIGN.md, "Stored value").
     */
    pointsBack: integer('points_back').notNull().default(0),
    pointsBackAmount: numeric('points_back_amount', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    check(
      'sale_returns_exchange_credit',
      sql`${t.exchangeCredit} >= 0 and ${t.pointsBackAmount} >= 0
        and ${t.exchangeCredit} + ${t.pointsBackAmount} <= ${t.total}`,
    ),
    index('sale_returns_txn_idx').on(t.organizationId, t.transactionId),
    // The dashboard's trend in a zone other than the rollups' (reports.repository).
    index('sale_returns_org_date_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('sale_returns_document_number_uq').on(t.organizationId, t.documentNumber),
    index('sale_returns_shift_idx')
      .on(t.organizationId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    tenantRef(t, t.transactionId, transactions),
    tenantRef(t, t.userId, users),
  ],
);

/**
 * An exchange (docs/DESIGN.md, "Exchanges"): a return of some units of a sale and a new sale,
 * made in one transaction. What the return gave back paid the new sale first; `net` (the new
 * sale's total less the return's) was paid, or, below 0, refunded by `refund_method`.
 */
export const exchanges = pgTable(
  'exchanges',
  {
    ...tenantColumns(),
    /** The number its receipt prints, in order per organization. */
    documentNumber: integer('document_number').notNull(),
    /** The sale some of whose units came back. */
    transactionId: uuid('transaction_id').notNull(),
    returnId: uuid('return_id').notNull(),
    saleId: uuid('sale_id').notNull(),
    net: numeric('net', { precision: 12, scale: 2 }).notNull(),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }),
    storeId: uuid('store_id'),
    userId: uuid('user_id'),
    /** An exchange sent again with its key is answered with the one it made. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('exchanges_document_number_uq').on(t.organizationId, t.documentNumber),
    uniqueIndex('exchanges_return_uq').on(t.organizationId, t.returnId),
    uniqueIndex('exchanges_sale_uq').on(t.organizationId, t.saleId),
    index('exchanges_txn_idx').on(t.organizationId, t.transactionId),
    uniqueIndex('exchanges_idempotency_uq')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    tenantRef(t, t.transactionId, transactions),
    tenantRef(t, t.returnId, saleReturns),
    tenantRef(t, t.saleId, transactions),
    tenantRef(t, t.userId, users),
  ],
);

/** The lines of a return: units of one sold line and the amount they gave back. */
export const returnItems = pgTable(
  'return_items',
  {
    ...tenantColumns(),
    returnId: uuid('return_id').notNull(),
    transactionItemId: uuid('transaction_item_id').notNull(),
    quantity: quantity('quantity').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    tenantKey(t),
    index('return_items_return_idx').on(t.organizationId, t.returnId),
    tenantRef(t, t.returnId, saleReturns).onDelete('cascade'),
    tenantRef(t, t.transactionItemId, transactionItems),
  ],
);

/**
 * A cart parked at a store's register, to be resumed by any register of that store. It
 * reserves no stock; prices are the catalogue's when the sale is completed.
 */
export const heldSales = pgTable(
  'held_sales',
  {
    ...tenantColumns(),
    storeId: uuid('store_id').notNull(),
    userId: uuid('user_id'),
    customerId: uuid('customer_id'),
    note: text('note'),
    /** The cart's lines as the register sends them (`ZHeldCart`). */
    cart: jsonb('cart').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    index('held_sales_store_idx').on(t.organizationId, t.storeId, t.createdAt),
    tenantRef(t, t.storeId, stores).onDelete('cascade'),
    // No key on the customer: one deleted meanwhile is found missing when the sale is made.
  ],
);

/**
 * How many sales each organization has: the dashboard's total without counting a million rows.
 * Kept by the statement that takes a sale's credit (the row every sale passes last anyway).
 */
export const salesCounters = perOrganizationTable('sales_counters', {
  transactions: integer('transactions').notNull().default(0),
});

/**
 * The last document number of each series (a sale's, a return's) per organization: gapless,
 * taken by the statement that writes the document, so a refused one gives its number back. A
 * row per series, apart from sales_counters (which every sale's commit trigger updates): a sale
 * locks its series' row as the last thing its statement does, and never waits for the row a
 * return holds (ARCHITECTURE, "The path of a sale").
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    organizationId: uuid('organization_id').notNull(),
    series: text('series', { enum: ['sale', 'return', 'exchange'] }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.series] }),
    check('document_counters_series', sql`${t.series} in ('sale', 'return', 'exchange')`),
    belongsToOrganization(t),
  ],
);

/**
 * A payment on a customer's charge account, taken at the register (docs/DESIGN.md, "Stored
 * value"): what was handed over, what it took off the account (its ledger row shares its id),
 * the change, the shift whose drawer took it, and the charges it settled (the oldest open ones,
 * as the ledger had them then: charge-accounts.repository.ts), kept for its receipt and replay.
 */
export const accountPayments = pgTable(
  'account_payments',
  {
    ...tenantColumns(),
    customerId: uuid('customer_id').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    tendered: numeric('tendered', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    change: numeric('change', { precision: 12, scale: 2 }).notNull().default('0'),
    storeId: uuid('store_id'),
    shiftId: uuid('shift_id'),
    userId: uuid('user_id'),
    allocations: jsonb('allocations').$type<TAccountAllocation[]>().notNull().default([]),
    /** A payment sent again with its key is answered with the one it made. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    check(
      'account_payments_amounts',
      sql`${t.amount} > 0 and ${t.tendered} = ${t.amount} + ${t.change}`,
    ),
    index('account_payments_shift_idx')
      .on(t.organizationId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    index('account_payments_customer_idx').on(t.organizationId, t.customerId, t.createdAt),
    uniqueIndex('account_payments_idempotency_uq')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    belongsToOrganization(t),
    tenantRef(t, t.customerId, customers),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.userId, users),
  ],
);

/**
 * The statements mailed to a customer on a day (UTC), counted before each is sent
 * (account-statement.repository.ts): at most STATEMENT_EMAILS_PER_DAY. A row goes with its
 * customer; a customer's earlier days are cleared as a new one is counted.
 */
export const statementEmails = pgTable(
  'statement_emails',
  {
    organizationId: uuid('organization_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.customerId, t.day] }),
    belongsToOrganization(t),
    tenantRef(t, t.customerId, customers).onDelete('cascade'),
  ],
);
