import {
  APPROVAL_MINUTES,
  type ApprovalAction,
  APPROVAL_MESSAGES as M,
  type TApprovalBody,
} from '@pos/contracts/approvals';
import type { PermissionName } from '@pos/contracts/permissions';
import type { Executor } from '../../db/client.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { beginPinAttempt } from '../auth/auth.service.js';
import { findApprover } from '../users/users.service.js';
import * as repo from './approvals.repository.js';

/**
 * A manager's approval at a cashier's register (issue 20, DESIGN §13): the manager types their
 * e-mail and register PIN on the cashier's screen; the cashier's request then carries the token
 * (`X-Approval`), good once, for one action, for two minutes. The sale or return records who
 * approved it.
 */

/** The permission that lets a user do an action without approval, and approve it for others. */
export const APPROVED_PERMISSION: Record<ApprovalAction, PermissionName> = {
  return: 'process_returns',
  discount: 'apply_discounts',
};

const MINUTE = 60_000;

/** `POST /approvals`: checks the manager's PIN (throttled like sign-in) and issues a token. */
export async function requestApproval(
  deps: AppDeps,
  caller: Caller,
  body: TApprovalBody,
  ip: string,
) {
  const org = caller.organizationId;
  const transactionId = body.transactionId ?? null;
  if (transactionId && !(await repo.isSaleOf(deps.db, org, transactionId))) {
    throw notFound('Transaction not found.');
  }
  const approver = await findApprover(deps.db, org, body.email);
  const attempt = await beginPinAttempt(deps.db, ip, {
    login: body.email,
    user: approver ? { organizationId: org, id: approver.id } : null,
  });
  // The same work whether the manager exists or not, so timing tells nothing.
  const right = await verifyPassword(approver?.registerPinHash ?? null, body.pin);
  if (!approver || !right) throw unauthorized(M.invalidPin, 'INVALID_PIN');
  await attempt.succeeded({ organizationId: org, id: approver.id });
  if (!approver.permissions.includes(APPROVED_PERMISSION[body.action])) {
    throw forbidden(M.cannotApprove[body.action], {
      permission: APPROVED_PERMISSION[body.action],
    });
  }
  const { token, hash } = newSecretToken();
  const now = Date.now();
  const expiresAt = new Date(now + APPROVAL_MINUTES * MINUTE);
  await deps.db.transaction(async (tx) => {
    await repo.deleteStaleApprovals(tx, new Date(now - 24 * 60 * MINUTE));
    await repo.insertApproval(tx, org, {
      tokenHash: hash,
      approverId: approver.id,
      requestedBy: caller.userId,
      action: body.action,
      transactionId,
      expiresAt,
    });
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    approver: { _id: approver.id, name: approver.name },
  };
}

/**
 * Whether the caller may do `action` (on `transactionId`): null when they hold the permission
 * themselves; the approver when `token` is a valid approval, used up here in the caller's
 * transaction `ex` (a rolled-back write leaves it unused); else 403.
 */
export async function authorizeAction(
  ex: Executor,
  caller: Caller,
  token: string | undefined,
  need: { permission: PermissionName; action: ApprovalAction; transactionId?: string | null },
): Promise<{ id: string; name: string } | null> {
  if (caller.permissions.includes(need.permission)) return null;
  if (!token) throw forbidden(M.needed[need.action], { permission: need.permission });
  const approver = await repo.useApproval(ex, caller.organizationId, {
    tokenHash: hashToken(token),
    requestedBy: caller.userId,
    action: need.action,
    transactionId: need.transactionId ?? null,
  });
  if (!approver) throw new AppError('APPROVAL_INVALID', M.invalid);
  return approver;
}
