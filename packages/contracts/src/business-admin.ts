import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, TRANSACTION_STATUSES } from './subscription.js';

/**
 * GET business-admin/analytics: figures across every customer organization (the platform's own
 * is left out). Money in major units of `currency` (the platform currency); payments in other
 * currencies are summed apart in `otherRevenue`, never mixed in.
 */
export const ZBusinessAnalytics = z.object({
  totalUsers: z.number().int(),
  organizations: z.number().int(),
  /** Subscription payments that succeeded. */
  totalTransactions: z.number().int(),
  totalRevenue: z.number(),
  currency: z.string(),
  otherRevenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
  activeSubscriptions: z.number().int(),
  expiredSubscriptions: z.number().int(),
  /** The last 12 calendar months (UTC), oldest first, "2026-11"; months without payments are 0. */
  monthlyRevenue: z.array(z.object({ month: z.string(), amount: z.number() })),
  /** New users per month over the same 12 months. */
  userGrowth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type TBusinessAnalytics = z.infer<typeof ZBusinessAnalytics>;

/** All Users (spec 2 §2): every account of every organization. */
export const ZAdminUserRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  organizationName: z.string(),
  createdAt: z.string(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

const filterText = z.string().trim().max(200).optional();

export const ZAdminUsersQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'email', 'createdAt', 'organizationName']),
  email: filterText,
  organizationName: filterText,
}).strict();

/** All Transactions: subscription payments of every organization; amount in minor units. */
export const ZAdminTransactionRow = z.object({
  _id: z.string(),
  createdAt: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  transactionId: z.string(),
  organizationName: z.string(),
});
export type TAdminTransactionRow = z.infer<typeof ZAdminTransactionRow>;

export const ZAdminTransactionsQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt', 'amount']),
  userEmail: filterText,
  status: z.enum(TRANSACTION_STATUSES).optional(),
}).strict();

/** The statuses All Subscriptions filters by (an ended period is expired, whatever was stored). */
export const ADMIN_SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;

/** All Subscriptions: one per organization; the customer is the organization's Owner. */
export const ZAdminSubscriptionRow = z.object({
  _id: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  subscription_plan: z.enum(PLAN_IDS),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  organizationName: z.string(),
});
export type TAdminSubscriptionRow = z.infer<typeof ZAdminSubscriptionRow>;

export const ZAdminSubscriptionsQuery = ZListQueryBase.extend({
  sort: sortParam(['start_at', 'end_at', 'organizationName']),
  userEmail: filterText,
  /** Plan name as typed ("basic", "Pro", "trial"): matched against the plan id and its name. */
  subscription_plan: filterText,
  status: z.enum(ADMIN_SUBSCRIPTION_STATUSES).optional(),
}).strict();

/** An organization's own status: a disabled one signs nobody in (403 ORGANIZATION_DISABLED). */
export const ORGANIZATION_STATUSES = ['active', 'disabled'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/**
 * Organizations (the operators' landing): every customer organization — the platform's own is
 * not a customer and is left out — with its plan, how its subscription stands, its own status,
 * its users and its last sale.
 */
export const ZAdminOrganizationRow = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  ownerEmail: z.string().nullable(),
  plan: z.enum(PLAN_IDS).nullable(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  status: z.enum(ORGANIZATION_STATUSES),
  /** Why an operator disabled it; null while active. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  users: z.number().int(),
  lastSaleAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminOrganizationRow = z.infer<typeof ZAdminOrganizationRow>;

export const ZAdminOrganizationsQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt', 'lastSaleAt', 'users']),
  status: z
    .enum(ORGANIZATION_STATUSES, { error: 'status must be "active" or "disabled".' })
    .optional(),
}).strict();

export const ORGANIZATION_STATUS_MESSAGES = {
  reasonRequired: 'Give a reason: it goes into the audit log.',
  platformKept: 'The platform organization cannot be disabled.',
  alreadyDisabled: 'This organization is already disabled.',
  alreadyActive: 'This organization is already active.',
  disabled: 'Organization disabled.',
  enabled: 'Organization enabled.',
} as const;

/** `POST /business-admin/organizations/:id/disable` and `/enable`: why, for the audit log. */
export const ZOrganizationStatusBody = z.strictObject({
  reason: requiredText(
    ORGANIZATION_STATUS_MESSAGES.reasonRequired,
    500,
    'The reason is at most 500 characters.',
  ),
});
export type TOrganizationStatusBody = z.infer<typeof ZOrganizationStatusBody>;

export const ZOrganizationStatusResponse = z.object({
  data: ZAdminOrganizationRow,
  message: z.string(),
});

export const ORGANIZATION_DELETION_MESSAGES = {
  nameRequired: "Type the organization's name to confirm.",
  nameMismatch: "The name typed is not this organization's.",
  platformKept: 'The platform organization cannot be deleted.',
  stillActive: 'Disable the organization first: its users must be out before its data goes.',
  deleted: 'Organization deleted, with all its data and files.',
} as const;

/**
 * `POST /business-admin/organizations/:id/delete`: every row and file of a disabled organization goes
 * for good (docs/guide/running.md, "Deleting an organization"). The name, typed again, confirms
 * which; the reason stays in the platform's audit log.
 */
export const ZOrganizationDeletionBody = z.strictObject({
  reason: ZOrganizationStatusBody.shape.reason,
  name: requiredText(
    ORGANIZATION_DELETION_MESSAGES.nameRequired,
    200,
    'The name is at most 200 characters.',
  ),
});
export type TOrganizationDeletionBody = z.infer<typeof ZOrganizationDeletionBody>;

export const ZOrganizationDeletionResponse = z.object({
  data: z.object({
    _id: z.string(),
    name: z.string(),
    /** The organization's rows deleted, by table. */
    rows: z.record(z.string(), z.number().int()),
    /** Its uploaded files removed from the file store. */
    files: z.number().int(),
  }),
  message: z.string(),
});
export type TOrganizationDeletionResponse = z.infer<typeof ZOrganizationDeletionResponse>;

/** The server's scheduled jobs, which operators may also run at once. */
export const JOB_NAMES = ['low-stock-digest'] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const ZJobParams = z.strictObject({
  name: z.enum(JOB_NAMES, { error: `name must be one of ${JOB_NAMES.join(', ')}.` }),
});
