import { APPROVAL_ACTIONS } from '@pos/contracts/approvals';
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

/**
 * A manager's approval of one action at a register (a return, a discount, a sale beyond the
 * stock), given with their register PIN: good once, for two minutes. Only the token's hash is
 * kept.
 */
export const approvals = pgTable(
  'approvals',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    approverId: uuid('approver_id').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    action: text('action', { enum: APPROVAL_ACTIONS }).notNull(),
    /** The sale the approval is for, when it was asked for one. */
    transactionId: uuid('transaction_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('approvals_token_uq').on(t.tokenHash),
    index('approvals_expiry_idx').on(t.expiresAt),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
