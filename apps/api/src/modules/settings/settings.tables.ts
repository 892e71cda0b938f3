import type { TGeneralSettings } from '@pos/contracts/settings';
import { boolean, foreignKey, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

export const generalSettings = pgTable(
  'general_settings',
  {
    organizationId: uuid('organization_id').primaryKey(),
    itemsPerPage: integer('items_per_page').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyCode: text('currency_code').notNull(),
    taxes: jsonb('taxes').$type<TGeneralSettings['taxes']>().notNull(),
    receiptShowLogo: boolean('receipt_show_logo').notNull(),
    receiptShowAddress: boolean('receipt_show_address').notNull(),
    receiptShowCustomerName: boolean('receipt_show_customer_name').notNull(),
    receiptFooterMessage: text('receipt_footer_message').notNull(),
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    requireOpenShift: boolean('require_open_shift').notNull().default(true),
    /** The local hour (0–23) the low-stock digest goes out; null: no digest. */
    lowStockDigestHour: integer('low_stock_digest_hour').default(8),
    /** IANA name; null: the platform's default time zone. */
    timeZone: text('time_zone'),
    /** Audit events older than this many days are removed by the daily retention job. */
    auditRetentionDays: integer('audit_retention_days').notNull().default(365),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
