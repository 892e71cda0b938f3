import type { Executor } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import type { Caller } from '../../plugins/types.js';

export const RETURN_NOT_ALLOWED = 'You do not have the permission to return items.';

/**
 * Who lets this caller return items of a sale: null when they hold process_returns.
 * INTERIM until the approvals module lands on main: then this is `authorizeAction` with
 * action 'return', which also accepts a manager's X-Approval token and answers its approver.
 */
export async function authorizeReturn(
  _ex: Executor,
  caller: Caller,
  _approvalToken: string | undefined,
  _transactionId: string,
): Promise<string | null> {
  if (caller.permissions.includes('process_returns')) return null;
  throw forbidden(RETURN_NOT_ALLOWED, { permission: 'process_returns' });
}
