import { API_KEY_DEFAULT_RATE_LIMIT } from '@pos/contracts/api-keys';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { users } from '../users/users.tables.js';

/**
 * An API key (docs/guide/api-keys-and-webhooks.md): its secret kept as a SHA-256 hash (the
 * secret is 32 random bytes, not a password: one indexed read finds the key, no slow hash is
 * needed), its own permissions, and the counter of its one-minute window — the rate limit is
 * this row's, so it holds across any number of API instances (ARCHITECTURE, "API keys").
 * A key acts as its creator in what it writes (a sale's cashier) and goes with them.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** The secret's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    permissions: text('permissions').array().notNull(),
    rateLimit: integer('rate_limit').notNull().default(API_KEY_DEFAULT_RATE_LIMIT),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    /** The minute the count is of, and the requests made in it. */
    windowStart: at('window_start'),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    // Looked up, not unique: 256 random bits never meet, and a unique index without the
    // organization could not be kept once tables are distributed (docs/DESIGN.md, "Operations").
    index('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    belongsToOrganization(t),
    tenantRef(t, t.createdBy, users).onDelete('cascade'),
    check('api_keys_rate_limit_ck', sql`${t.rateLimit} > 0`),
  ],
);
