import { APPROVAL_ACTIONS } from '@pos/contracts/approvals';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tenantColumns } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

/**
 * A manager's approval of one action at a register (a return, a discount, a sale beyond the
 * stock), given with their register PIN: good once, for two minutes. Only the token's hash is
 * kept.
 */
export const approvals = pgTable(
  'approvals',
  {
    ...tenantColumns(),
    tokenHash: text('token_hash').notNull(),
    approverId: uuid('approver_id').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    action: text('action', { enum: APPROVAL_ACTIONS }).notNull(),
    /** The sale the approval is for, when it was asked for one. */
    transactionId: uuid('transaction_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t),
    // Looked up, not unique: 256 random bits never meet, and a unique index without the
    // organization could not be kept once tables are distributed (docs/DESIGN.md, "Operations").
    index('approvals_token_idx').on(t.tokenHash),
    index('approvals_expiry_idx').on(t.expiresAt),
    belongsToOrganization(t),
  ],
);
