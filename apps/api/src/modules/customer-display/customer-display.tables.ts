import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

/**
 * A customer display paired (or waiting to be) with one register's device (docs/DESIGN.md,
 * "Customer display"). The code the register shows and the token the display then holds are
 * kept as SHA-256 hashes; a display sees its device's cart until `revoked_at` or `expires_at`.
 */
export const customerDisplays = pgTable(
  'customer_displays',
  {
    ...tenantColumns(),
    deviceId: uuid('device_id').notNull(),
    /** Who showed the code (no key: the pairing outlives a deleted user as a plain row). */
    createdBy: uuid('created_by'),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: at('code_expires_at').notNull(),
    /** Set once, when a display claims the code. */
    tokenHash: text('token_hash'),
    pairedAt: at('paired_at'),
    /** The paired display's end (null while waiting). */
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // A short code typed on the display, unique platform-wide: kept in global_keys
    // (customer-display.repository.ts); this finds the display.
    index('customer_displays_code_idx').on(t.codeHash),
    // Looked up, not unique: 256 random bits never meet, and a unique index without the
    // organization could not be kept once tables are distributed (docs/DESIGN.md, "Operations").
    index('customer_displays_token_idx').on(t.tokenHash),
    index('customer_displays_device_idx').on(t.organizationId, t.deviceId),
    belongsToOrganization(t),
    check(
      'customer_displays_paired_ck',
      sql`(${t.tokenHash} is null) = (${t.pairedAt} is null) and (${t.pairedAt} is null) = (${t.expiresAt} is null)`,
    ),
  ],
);

/**
 * The latest cart each register sent its displays (`TDisplayState`), and its version: a display
 * that connects reads it, one that hears of a change reads it again.
 */
export const customerDisplayStates = pgTable(
  'customer_display_states',
  {
    organizationId: uuid('organization_id').notNull(),
    deviceId: uuid('device_id').notNull(),
    state: jsonb('state').$type<unknown>().notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    updatedAt: at('updated_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.deviceId] }), belongsToOrganization(t)],
);
