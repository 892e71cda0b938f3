import { z } from 'zod';
import { ZEmail } from './common.js';
import { ZId } from './list.js';

/** What a manager's register PIN approves at a cashier's register (issue 20). */
export const APPROVAL_ACTIONS = ['return', 'discount'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export const APPROVAL_MESSAGES = {
  invalidPin: 'The e-mail or register PIN is not right.',
  cannotApprove: {
    return: 'This manager may not approve returns.',
    discount: 'This manager may not approve discounts.',
  },
  invalid: 'The approval is not valid: it was used, has expired or is for something else.',
  needed: {
    return: 'Returns need a manager: ask one to approve with their register PIN.',
    discount: 'Discounts need a manager: ask one to approve with their register PIN.',
  },
} as const;

/** How long an approval stays good, once. */
export const APPROVAL_MINUTES = 2;

/** `POST /approvals`: the manager's e-mail and PIN, for one action (on one sale). */
export const ZApprovalBody = z.strictObject({
  email: ZEmail,
  pin: z
    .string({ error: APPROVAL_MESSAGES.invalidPin })
    .regex(/^\d{4,8}$/, 'The PIN has 4 to 8 digits.'),
  action: z.enum(APPROVAL_ACTIONS, { error: 'Action must be return or discount.' }),
  transactionId: ZId.nullable().optional(),
});
export type TApprovalBody = z.infer<typeof ZApprovalBody>;

export const ZApprovalResponse = z.object({
  data: z.object({
    /** Sent as the `X-Approval` header of the one request it approves. */
    token: z.string(),
    expiresAt: z.string(),
    approver: z.object({ _id: z.string(), name: z.string() }),
  }),
});

/** The header an approved request carries. */
export const ZApprovalHeader = z.object({
  'x-approval': z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, APPROVAL_MESSAGES.invalid)
    .optional(),
});
