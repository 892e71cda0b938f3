import { sql } from 'drizzle-orm';
import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at, orgColumn } from '../../db/columns.js';
import { perOrganizationTable, tenantRef } from '../../db/tenant-keys.js';
import { stockLevels } from '../inventory/stock.tables.js';

/**
 * The organization's last low-stock digest (ARCHITECTURE, "Scheduled jobs"): the local date it
 * went out for. Claiming the day is an update of this row, so two instances never send the same
 * day twice.
 */
export const lowStockDigests = perOrganizationTable('low_stock_digests', {
  lastSentOn: date('last_sent_on', { mode: 'string' }).notNull(),
  sentAt: at('sent_at').notNull().default(sql`now()`),
});

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
    tenantRef(t, t.stockLevelId, stockLevels).onDelete('cascade'),
  ],
);
