import type { TApprovalBody, ZApprovalResponse } from '@pos/contracts/approvals';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';

type Answer = z.infer<typeof ZApprovalResponse>;

/**
 * POST /approvals: a one-time token for one action (2 minutes). A wrong PIN is a 401 of this
 * call only; a manager without a PIN is a 409 `PIN_NOT_SET`.
 */
export function useRequestApproval() {
  return useMutation({
    mutationFn: (body: TApprovalBody) =>
      // The 401 of a wrong PIN is the manager's, not the cashier's session ending.
      api.post<Answer>('/approvals', body, { handleUnauthorized: false }),
  });
}
