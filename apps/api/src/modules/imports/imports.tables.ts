import { IMPORT_KINDS, IMPORT_SOURCES, IMPORT_STATUSES } from '@pos/contracts/imports';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, orgColumn, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { users } from '../users/users.tables.js';

/** One row error as the job keeps it (errors.csv lists them). */
export interface StoredRowError {
  row: number;
  column?: string;
  message: string;
}

/**
 * One import from another POS (docs/DESIGN.md, "Integrations, languages and switching", step 5):
 * queued → running → done or failed, with its progress (`rows_done` of `rows_total`), what it
 * created and changed, and its rows' errors (row number as the spreadsheet shows it).
 */
export const imports = pgTable(
  'imports',
  {
    ...tenantColumns(),
    requestedBy: uuid('requested_by').notNull(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    /** The vendor layout the file was read as (`shopify-products`, `lightspeed-r-products`…). */
    layout: text('layout').notNull(),
    fileName: text('file_name').notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').$type<StoredRowError[]>().notNull().default([]),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    error: text('error'),
  },
  (t) => [
    tenantKey(t),
    index('imports_org_created_idx').on(t.organizationId, t.createdAt),
    belongsToOrganization(t),
    tenantRef(t, t.requestedBy, users).onDelete('cascade'),
    check('imports_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * What each vendor id became (docs/DESIGN.md, step 5: "idempotent by the source's ids"): a
 * product, a variation, a customer. `fingerprint` is the record as last imported: the same
 * record again changes nothing.
 */
export const externalRefs = pgTable(
  'external_refs',
  {
    organizationId: orgColumn(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    kind: text('kind', { enum: ['product', 'variation', 'customer'] }).notNull(),
    externalId: text('external_id').notNull(),
    entityId: uuid('entity_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.source, t.kind, t.externalId] }),
    belongsToOrganization(t),
  ],
);
