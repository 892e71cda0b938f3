import type { TLoyalty } from '@pos/contracts/loyalty';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import type { TTax } from '@pos/contracts/settings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, timestamps, updatedAt } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';
import { organizations } from '../organization/organization.tables.js';

export const generalSettings = pgTable(
  'general_settings',
  {
    organizationId: uuid('organization_id').primaryKey(),
    itemsPerPage: integer('items_per_page').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyCode: text('currency_code').notNull(),
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
    /** The organization's language (docs/DESIGN.md, "Languages"), for users without their own. */
    language: text('language').notNull().default('en'),
    /** Audit events older than this many days are removed by the daily retention job. */
    auditRetentionDays: integer('audit_retention_days').notNull().default(365),
    /** Shelf prices include tax (docs/DESIGN.md, "Money"); off: taxes are added to them. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** Cash is paid in multiples of this (0: to the cent). */
    cashRoundingIncrement: numeric('cash_rounding_increment', { precision: 4, scale: 2 })
      .notNull()
      .default('0'),
    cashRoundingMode: text('cash_rounding_mode').notNull().default('nearest'),
    /** Months a gift card issued from now on can pay (docs/DESIGN.md, "Stored value"); null: no end. */
    giftCardValidityMonths: integer('gift_card_validity_months'),
    /** The loyalty programme (docs/DESIGN.md, "Stored value"), as general settings' `loyalty`. */
    loyalty: jsonb('loyalty')
      .$type<TLoyalty>()
      .notNull()
      .default({ enabled: false, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 }),
    /** What an offline sale may take from stored value (docs/DESIGN.md, "Stored value"). */
    offlineStoredValueLimit: numeric('offline_stored_value_limit', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    /** How the shop's scales print labels (docs/DESIGN.md, "Scale barcodes"), as `scaleBarcodes`. */
    scaleBarcodes: jsonb('scale_barcodes').$type<TScaleBarcodeRule[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
    check(
      'general_settings_gift_card_validity_ck',
      sql`${t.giftCardValidityMonths} between 1 and 120`,
    ),
    check('general_settings_language_ck', sql`${t.language} in ('en', 'es', 'hi')`),
    check(
      'general_settings_cash_rounding_ck',
      sql`${t.cashRoundingIncrement} in (0, 0.05, 0.10, 0.25, 0.50, 1) and ${t.cashRoundingMode} in ('nearest', 'down')`,
    ),
  ],
);

/**
 * What each product is taxed by (docs/DESIGN.md, "Money"): a product or variation names its
 * class, else it is taxed by its organization's one default class, whose taxes general settings
 * answer as `taxes`.
 */
export const taxClasses = pgTable(
  'tax_classes',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** Each tax: an id (kept for general settings' `taxes`), a name and a rate in percent. */
    taxes: jsonb('taxes').$type<TTax[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('tax_classes_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex('tax_classes_org_default_uq').on(t.organizationId).where(sql`${t.isDefault}`),
    belongsToOrganization(t),
  ],
);
