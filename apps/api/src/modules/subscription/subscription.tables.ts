import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

/** One current subscription per organization; plan 'trail' is the spec's name for the trial. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    plan: text('plan', { enum: ['trail', 'basic', 'pro', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['active', 'expired', 'cancelled'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    totalCredits: integer('total_credits').notNull().default(0),
    remainingCredits: integer('remaining_credits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('subscriptions_org_uq').on(t.organizationId),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
