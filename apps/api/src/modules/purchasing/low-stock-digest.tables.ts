import { sql } from 'drizzle-orm';
import { date, foreignKey, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orgColumn } from '../../db/columns.js';
import { stockLevels } from '../inventory/stock.tables.js';
import { organizations } from '../organization/organization.tables.js';

/**
 * The organization's last low-stock digest (ARCHITECTURE, "Scheduled jobs"): the local date it
 * went out for. Claiming the day is an update of this row, so two instances never send the same
 * day twice.
 */
export const lowStockDigests = pgTable(
  'low_stock_digests',
  {
    organizationId: uuid('organization_id').primaryKey(),
    lastSentOn: date('last_sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The stock levels the last digest found at or below their reorder level: the next digest
 * reports only levels not here (they crossed since), and forgets those back above.
 */
export const lowStockReported = pgTable(
  'low_stock_reported',
  {
    organizationId: orgColumn(),
    stockLevelId: uuid('stock_level_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.stockLevelId] }),
    foreignKey({
      columns: [t.organizationId, t.stockLevelId],
      foreignColumns: [stockLevels.organizationId, stockLevels.id],
    }).onDelete('cascade'),
  ],
);
