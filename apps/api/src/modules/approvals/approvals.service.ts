import {
  APPROVAL_MINUTES,
  APPROVED_PERMISSION,
  type ApprovalAction,
  approvalTokens,
  APPROVAL_MESSAGES as M,
  type TApprovalBody,
} from '@pos/contracts/approvals';
import type { PermissionName } from '@pos/contracts/permissions';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { beginPinAttempt } from '../auth/auth.service.js';
import { findApprover } from '../users/users.service.js';
import * as repo from './approvals.repository.js';

/**
 * A manager's approval at a cashier's register (DESIGN §13): the manager types their
 * e-mail and register PIN on the cashier's screen; the cashier's request then carries the token
 * (`X-Approval`), good once, for one action, for two minutes. The sale or return records who
 * approved it. A request that needs several approvals carries their tokens in one header,
 * separated by commas; each token serves only its own action.
 */

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
  const mayApprove = approver?.permissions.includes(APPROVED_PERMISSION[body.action]) ?? false;
  // A manager of this shop who may approve this but has no PIN yet is told apart from a wrong
  // PIN, so the till learns where to set one (DESIGN §13). It tells a seller of the shop only
  // that a colleague's e-mail belongs to a manager — as the sales they approve show — and the
  // attempt still counts against the throttle, so it is no way to list the shop's people.
  if (approver && mayApprove && !approver.registerPinHash) {
    throw conflict(M.pinNotSet(approver.name), undefined, 'PIN_NOT_SET');
  }
  if (!approver || !right) throw unauthorized(M.invalidPin, 'INVALID_PIN');
  await attempt.succeeded({ organizationId: org, id: approver.id });
  if (!mayApprove) {
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
 * themselves; the approver when `header` (`X-Approval`) holds a valid approval for it, used up
 * here in the caller's transaction `ex` (a rolled-back write leaves it unused); else 403.
 */
export async function authorizeAction(
  ex: Executor,
  caller: Caller,
  header: string | undefined,
  need: { permission: PermissionName; action: ApprovalAction; transactionId?: string | null },
): Promise<{ id: string; name: string } | null> {
  if (caller.permissions.includes(need.permission)) return null;
  if (!header) throw forbidden(M.needed[need.action], { permission: need.permission });
  const approver = await useApprovalOf(ex, caller, header, need);
  if (!approver) throw new AppError('APPROVAL_INVALID', M.invalid);
  return approver;
}

/**
 * Uses up, in the caller's transaction `ex`, the one approval of `header` (`X-Approval`, one
 * token or several) given to the caller for `action` (on `transactionId`); its approver, or null
 * when none of the tokens is one (unknown, used, expired, or for another action or sale).
 */
export async function useApprovalOf(
  ex: Executor,
  caller: Caller,
  header: string | undefined,
  need: { action: ApprovalAction; transactionId?: string | null },
): Promise<{ id: string; name: string } | null> {
  const tokens = approvalTokens(header);
  if (tokens.length === 0) return null;
  return repo.useApproval(ex, caller.organizationId, {
    tokenHashes: tokens.map(hashToken),
    requestedBy: caller.userId,
    action: need.action,
    transactionId: need.transactionId ?? null,
  });
}
