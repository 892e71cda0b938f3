import { DATA_EXPORT_STATUSES } from '@pos/contracts/data-export';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { users } from '../users/users.tables.js';

/**
 * One "export all data" job (docs/guide/settings-and-subscription.md, "Your data, all of it"):
 * queued → running → done or failed. The zip lies in DATA_DIR/exports/<organization>/<id>.zip;
 * its link's token is kept as a SHA-256 hash (256 random bits, like a password-reset token)
 * and stops working at `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    ...tenantColumns(),
    requestedBy: uuid('requested_by').notNull(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    tokenHash: text('token_hash'),
    expiresAt: at('expires_at'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [
    tenantKey(t),
    // Looked up, not unique: 256 random bits never meet, and a unique index without the
    // organization could not be kept once tables are distributed (docs/DESIGN.md, "Operations").
    index('data_exports_token_hash_idx').on(t.tokenHash),
    index('data_exports_org_created_idx').on(t.organizationId, t.createdAt),
    belongsToOrganization(t),
    tenantRef(t, t.requestedBy, users).onDelete('cascade'),
    check('data_exports_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
