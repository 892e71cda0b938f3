import { z } from 'zod';
import { ZEmail } from './common.js';
import { ZId } from './list.js';
import type { PermissionName } from './permissions.js';

/**
 * What a manager's register PIN approves at a cashier's register (DESIGN §13): a return, a
 * cashier's discount, and selling an item beyond its stock where negative stock is off.
 */
export const APPROVAL_ACTIONS = ['return', 'discount', 'sell_without_stock'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * The permission that lets a user approve an action for others — and do it without approval,
 * except selling without stock, which always takes a manager's PIN: the shop chose no negative
 * stock, and each exception names who allowed it. The API checks it; the profile offers a
 * register PIN to whoever holds one of them.
 */
export const APPROVED_PERMISSION: Record<ApprovalAction, PermissionName> = {
  return: 'process_returns',
  discount: 'apply_discounts',
  sell_without_stock: 'manage_inventory',
};

/** Whether a user with these permissions approves anything at a register (and needs a PIN). */
export const approvesAnything = (permissions: readonly string[]) =>
  APPROVAL_ACTIONS.some((a) => permissions.includes(APPROVED_PERMISSION[a]));

export const APPROVAL_MESSAGES = {
  invalidPin: 'The e-mail or register PIN is not right.',
  cannotApprove: {
    return: 'This manager may not approve returns.',
    discount: 'This manager may not approve discounts.',
    sell_without_stock: 'This manager may not approve selling without stock.',
  },
  /** The manager exists, may approve, but has set no PIN: where to set one (`PIN_NOT_SET`). */
  pinNotSet: (name: string) =>
    `${name} has no register PIN yet. A manager sets one in Profile → Register PIN.`,
  invalid: 'The approval is not valid: it was used, has expired or is for something else.',
  needed: {
    return: 'Returns need a manager: ask one to approve with their register PIN.',
    discount: 'Discounts need a manager: ask one to approve with their register PIN.',
    sell_without_stock:
      'Selling beyond the stock needs a manager: ask one to approve with their register PIN.',
  },
} as const;

const TOKEN = '[A-Za-z0-9_-]{20,100}';

/** How long an approval stays good, once. */
export const APPROVAL_MINUTES = 2;

/** `POST /approvals`: the manager's e-mail and PIN, for one action (on one sale). */
export const ZApprovalBody = z.strictObject({
  email: ZEmail,
  pin: z
    .string({ error: APPROVAL_MESSAGES.invalidPin })
    .regex(/^\d{4,8}$/, 'The PIN has 4 to 8 digits.'),
  action: z.enum(APPROVAL_ACTIONS, {
    error: 'Action must be return, discount or sell_without_stock.',
  }),
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

/**
 * The header an approved request carries: one token, or several separated by commas when one
 * request needs several approvals (a sale with a cashier's discount that also sells beyond the
 * stock: `X-Approval: <discount token>,<sell_without_stock token>`, in any order). Each token
 * serves only the action it was given for.
 */
export const ZApprovalHeader = z.object({
  'x-approval': z
    .string()
    .regex(
      new RegExp(`^${TOKEN}(?: *, *${TOKEN}){0,${APPROVAL_ACTIONS.length - 1}}$`),
      APPROVAL_MESSAGES.invalid,
    )
    .optional(),
});

/**
 * An item a sale asks more of than its store holds, as a 409 `INSUFFICIENT_STOCK` of
 * `POST /transactions` lists it in `details.lines` (the same item on several lines: its first
 * line's `index` and the whole quantity) — what a `sell_without_stock` approval lets go below zero.
 */
export interface TShortStockLine {
  index: number;
  productId: string | null;
  variationId: string | null;
  name: string;
  available: number;
  requested: number;
}

/** The tokens of an `X-Approval` header (`approvalHeader` joins them). */
export const approvalTokens = (header: string | undefined) =>
  header ? header.split(',').map((t) => t.trim()) : [];

/** The `X-Approval` value for one or more tokens. */
export const approvalHeader = (tokens: readonly string[]) => tokens.join(',');
