import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orgColumn, tenantColumns } from '../../db/columns.js';
import { tenantKey, tenantRef } from '../../db/tenant-keys.js';
import { users } from '../users/users.tables.js';

/** Password-reset and e-mail-verification tokens; only a SHA-256 of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['password_reset', 'email_verification'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a verification link was sent to: it verifies that address and no other. */
    email: text('email'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // Looked up, not unique: 256 random bits never meet, and a unique index without the
    // organization could not be kept once tables are distributed (docs/DESIGN.md, "Operations").
    index('auth_tokens_hash_idx').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.organizationId, t.userId, t.kind),
    tenantRef(t, t.userId, users).onDelete('cascade'),
  ],
);

/**
 * Attempt counters (failed sign-ins per account, per IP and per account and IP; sign-ups per
 * IP), kept in the database so that several API instances share them (DESIGN §11).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull(),
  /** The latest counted attempt: growing delays run from it. */
  lastAttemptAt: at('last_attempt_at'),
});

/**
 * Addresses a user has signed in from successfully: a correct password from one of them is
 * never refused by the account-wide lock-out, so an attacker cannot lock the owner out.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    organizationId: orgColumn(),
    userId: uuid('user_id').notNull(),
    ip: text('ip').notNull(),
    lastSignedInAt: at('last_signed_in_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.ip] }),
    tenantRef(t, t.userId, users).onDelete('cascade'),
  ],
);
