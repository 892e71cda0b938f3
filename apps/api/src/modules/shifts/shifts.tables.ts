import { DRAWER_EVENT_TYPES } from '@pos/contracts/shifts';
import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { stores } from '../inventory/stores.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A cashier's shift at a store's register: the cash drawer from its opening float to the cash
 * counted at the close. Sales and returns name the shift they were made in; the close keeps its
 * figures (`summary`) so the Z report never changes afterwards.
 */
export const shifts = pgTable(
  'shifts',
  {
    ...tenantColumns(),
    storeId: uuid('store_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    openedAt: at('opened_at').notNull(),
    openingFloat: numeric('opening_float', { precision: 12, scale: 2 }).notNull(),
    closedAt: at('closed_at'),
    closedBy: uuid('closed_by'),
    // Sums of a shift's cash, not amounts someone typed: no fixed precision, so that no number of
    // large sales or movements can overflow the close (each amount stays numeric(12,2)).
    expectedCash: numeric('expected_cash'),
    countedCash: numeric('counted_cash', { precision: 12, scale: 2 }),
    difference: numeric('difference'),
    note: text('note'),
    /** The close's figures (per payment method, sales, returns, discounts, taxes). */
    summary: jsonb('summary').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // One open shift per cashier and store.
    uniqueIndex('shifts_one_open_uq')
      .on(t.organizationId, t.userId, t.storeId)
      .where(sql`${t.status} = 'open'`),
    index('shifts_org_opened_idx').on(t.organizationId, t.openedAt, t.id),
    belongsToOrganization(t),
    tenantRef(t, t.storeId, stores),
    tenantRef(t, t.userId, users),
  ],
);

/**
 * The drawer's log: cash put into (pay in) or taken out of (pay out) a shift's drawer, and the
 * drawer opened without a sale (no sale, amount 0), each with its reason.
 */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    ...tenantColumns(),
    shiftId: uuid('shift_id').notNull(),
    type: text('type', { enum: DRAWER_EVENT_TYPES }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    index('shift_cash_movements_shift_idx').on(t.organizationId, t.shiftId),
    tenantRef(t, t.shiftId, shifts).onDelete('cascade'),
  ],
);
