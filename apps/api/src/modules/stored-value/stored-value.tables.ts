import { LEDGER_ENTRY_KINDS, STORED_VALUE_KINDS } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { customers } from '../customers/customers.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A stored-value account (docs/DESIGN.md, "Stored value"): a customer's store credit, or a gift
 * card (its code kept as a hash and its last four characters, its expiry, its holder if known).
 * `balance` is the sum of its ledger rows, kept by the ledger's insert trigger alone
 * (stored-value.functions.sql) and held in range by the CHECK: concurrent spends of one account
 * queue on its row, and the one the balance no longer covers fails the CHECK.
 */
export const storedValueAccounts = pgTable(
  'stored_value_accounts',
  {
    ...tenantColumns(),
    kind: text('kind', { enum: STORED_VALUE_KINDS }).notNull(),
    customerId: uuid('customer_id'),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    /** A gift card's: the SHA-256 of its code in its one form (gift-card-code.ts), never the code. */
    codeHash: text('code_hash'),
    /** A gift card's last four characters, to tell cards apart on screens and receipts. */
    codeLast4: text('code_last4'),
    /** A gift card's end of validity: spent no more after it; its balance stays (breakage). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Who issued the gift card. */
    issuedBy: uuid('issued_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    check('stored_value_accounts_balance_in_range', sql`${t.balance} >= 0`),
    // A customer has one account of each kind (and any number of gift cards).
    uniqueIndex('stored_value_accounts_customer_kind_uq')
      .on(t.organizationId, t.customerId, t.kind)
      .where(sql`${t.customerId} is not null and ${t.kind} <> 'gift_card'`),
    // A code is one card of the organization; a card is found by its code alone.
    uniqueIndex('stored_value_accounts_code_uq')
      .on(t.organizationId, t.codeHash)
      .where(sql`${t.codeHash} is not null`),
    check(
      'stored_value_accounts_gift_card_code',
      sql`(${t.kind} = 'gift_card') = (${t.codeHash} is not null and ${t.codeLast4} is not null)`,
    ),
    index('stored_value_accounts_gift_cards_idx')
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`${t.kind} = 'gift_card'`),
    belongsToOrganization(t),
    // A customer who holds value is not deleted (the customers service says so).
    tenantRef(t, t.customerId, customers),
    tenantRef(t, t.issuedBy, users),
  ],
);

/**
 * The ledger: append-only rows, each what it added to its account's balance (signed) and the
 * balance it left, why, and
 * the document that caused it (a sale, a return) when one did — by id, without a key into the
 * sales module, which sits above this one (it will write rows of its own). Updates and deletes are refused
 * by trigger (only the organization's own deletion takes them along).
 */
export const storedValueEntries = pgTable(
  'stored_value_entries',
  {
    ...tenantColumns(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The account's balance once this row was in: set by the insert trigger, never by a writer. */
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason'),
    transactionId: uuid('transaction_id'),
    returnId: uuid('return_id'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    check('stored_value_entries_amount_not_zero', sql`${t.amount} <> 0`),
    // An account's ledger in order, and the running balance over it.
    index('stored_value_entries_account_idx').on(t.organizationId, t.accountId, t.createdAt, t.id),
    // What a sale wrote (its gift cards sold, its points), read with the sale.
    index('stored_value_entries_transaction_idx')
      .on(t.organizationId, t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    // The account's key names the organization too, and goes with it: a key of the rows' own to
    // the organization would be one more check at every sale paid from stored value
    // (docs/benchmarks/stored-value.md). An account is never deleted alone: the cascade meets
    // the append-only trigger, which lets rows go only with their organization.
    tenantRef(t, t.accountId, storedValueAccounts).onDelete('cascade'),
    tenantRef(t, t.userId, users),
  ],
);
