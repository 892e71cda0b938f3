import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn } from '../../db/columns.js';
import { stores } from '../inventory/stores.tables.js';
import { organizations } from '../organization/organization.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A cashier's shift at a store's register: the cash drawer from its opening float to the cash
 * counted at the close. Sales and returns name the shift they were made in; the close keeps its
 * figures (`summary`) so the Z report never changes afterwards.
 */
export const shifts = pgTable(
  'shifts',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    storeId: uuid('store_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    openingFloat: numeric('opening_float', { precision: 12, scale: 2 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
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
    primaryKey({ columns: [t.organizationId, t.id] }),
    // One open shift per cashier and store.
    uniqueIndex('shifts_one_open_uq')
      .on(t.organizationId, t.userId, t.storeId)
      .where(sql`${t.status} = 'open'`),
    index('shifts_org_opened_idx').on(t.organizationId, t.openedAt, t.id),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.organizationId, t.storeId],
      foreignColumns: [stores.organizationId, stores.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/** Cash put into (pay in) or taken out of (pay out) a shift's drawer, with its reason. */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    shiftId: uuid('shift_id').notNull(),
    type: text('type', { enum: ['pay_in', 'pay_out'] }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('shift_cash_movements_shift_idx').on(t.organizationId, t.shiftId),
    foreignKey({
      columns: [t.organizationId, t.shiftId],
      foreignColumns: [shifts.organizationId, shifts.id],
    }).onDelete('cascade'),
  ],
);
