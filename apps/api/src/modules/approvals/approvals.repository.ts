import type { ApprovalAction } from '@pos/contracts/approvals';
import { lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { users } from '../users/users.tables.js';
import { approvals } from './approvals.tables.js';

export async function insertApproval(
  ex: Executor,
  organizationId: string,
  values: {
    tokenHash: string;
    approverId: string;
    requestedBy: string;
    action: ApprovalAction;
    transactionId: string | null;
    expiresAt: Date;
  },
) {
  await ex.insert(approvals).values({ organizationId, ...values });
}

/**
 * Uses an approval once: of the tokens given (a request's `X-Approval` may carry several), one
 * that is the caller's own, for this action (and this sale, when it was given for one), unused
 * and unexpired — marked used in the same statement, so two requests with one token cannot both
 * pass. The approver, or null.
 */
export async function useApproval(
  ex: Executor,
  organizationId: string,
  use: {
    tokenHashes: string[];
    requestedBy: string;
    action: ApprovalAction;
    transactionId: string | null;
  },
) {
  const [row] = await queryRows<{ id: string; name: string }>(
    ex,
    sql`update approvals a set used_at = now()
        from ${users} u
        where a.id = (
            select x.id from approvals x
            where x.token_hash = any(${`{${use.tokenHashes.join(',')}}`}::text[])
              and x.organization_id = ${organizationId}
              and x.requested_by = ${use.requestedBy} and x.action = ${use.action}
              and x.used_at is null and x.expires_at > now()
              and ${
                use.transactionId
                  ? sql`(x.transaction_id is null or x.transaction_id = ${use.transactionId})`
                  : sql`x.transaction_id is null`
              }
            order by x.id limit 1)
          and a.organization_id = ${organizationId} and a.used_at is null
          and u.organization_id = a.organization_id and u.id = a.approver_id
        returning u.id, u.name`,
  );
  return row ?? null;
}

/** Approvals that can no longer be used (expired a day ago): kept a while for the record. */
export async function deleteStaleApprovals(ex: Executor, before: Date) {
  await ex.delete(approvals).where(lt(approvals.expiresAt, before));
}

/** Whether `id` is a sale of the organization (read-only: the sales module owns the table). */
export async function isSaleOf(ex: Executor, organizationId: string, id: string) {
  const rows = await queryRows<{ one: number }>(
    ex,
    sql`select 1 as one from transactions where organization_id = ${organizationId} and id = ${id}`,
  );
  return rows.length > 0;
}
