import { z } from 'zod';
import { minorDigits, toMajor } from './currency.js';
import { sortParam, ZDateFilter, ZListQueryBase } from './list.js';
import { NOT_BLANK } from './text.js';

/** Plans in their order (spec 2 §4): only a strictly higher one can be bought. */
export const PLAN_IDS = ['trail', 'basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const ZPlanId = z.enum(PLAN_IDS, { error: 'Please select a plan to upgrade to.' });

/** The names people read; `trail` is the stored id of the trial (spec 2 §3). */
export const PLAN_LABELS: Record<PlanId, string> = {
  trail: 'Trial',
  basic: 'Basic',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

export const SUBSCRIPTION_MESSAGES = {
  planRequired: 'Please select a plan to upgrade to.',
  higherPlanRequired: 'Please select a higher plan to upgrade.',
  enterprise: 'For Enterprise plans, please contact sales directly.',
  noSubscription: 'No subscription found or an error occurred...',
  expired:
    'Your subscription has expired. Upgrade your plan in Settings → Subscription to make changes again.',
  verificationFailed: 'Payment verification failed.',
  upgraded: 'Subscription upgraded successfully!',
  cancelled: 'Subscription cancelled successfully.',
  alreadyCancelled: 'The subscription is already cancelled.',
  trialNotCancellable: 'The trial cannot be cancelled.',
  loginRequired: 'You must be logged in to manage subscriptions.',
  loadFailed: 'Failed to load subscription...',
  sdkMissing: 'Razorpay SDK not loaded...',
  upgradeFailed: 'Upgrade payment failed: ',
  networkError: 'Network error during upgrade payment...',
  cancelFailed: 'Failed to cancel the subscription.',
  cardFailed: 'Failed to update the card.',
} as const;

export const ZPlan = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  /** Minor units per interval; null for a price agreed with sales. */
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
  interval: z.enum(['30 days', 'month']),
  /** Sales included per billing period. */
  credits: z.number().int(),
  contactSales: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'authenticated',
  'pending',
  'halted',
  'expired',
  'cancelled',
] as const;

/** The current subscription as spec 2 §3 names its fields. */
export const ZSubscription = z.object({
  _id: z.string(),
  currentPlan: z.enum(PLAN_IDS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  razorpaySubscriptionId: z.string().nullable(),
  startDate: z.string(),
  validUntil: z.string(),
  renewOn: z.string().nullable(),
  nextBillingAmount: z.number().int().nullable(),
  nextBillingCurrency: z.string().nullable(),
  nextBillingFrequency: z.string().nullable(),
  remainingCredits: z.number().int(),
  totalCredits: z.number().int(),
  paymentMethod: z.enum(['card', 'upi']).nullable(),
  upiDetails: z.object({ upiId: z.string() }).nullable(),
  paymentMethodType: z.string().nullable(),
  paymentMethodLast4: z.string().nullable(),
  paymentMethodExpiry: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** The checkout order the web app opens (Razorpay's field names). */
export const ZUpgradeOrder = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  razorpay_key_id: z.string(),
});
export type TUpgradeOrder = z.infer<typeof ZUpgradeOrder>;

const ZOptionalId = z.string().trim().max(100).nullable().optional();

export const ZUpgradeBody = z.strictObject({
  newPlan: ZPlanId,
  userId: ZOptionalId,
  currentRazorpaySubscriptionId: ZOptionalId,
});

export const ZUpgradeResponse = z.object({
  data: z.union([ZUpgradeOrder, z.object({ subscription: ZSubscription })]),
  message: z.string().optional(),
});
export type TUpgradeResponse = z.infer<typeof ZUpgradeResponse>;

const token = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .regex(NOT_BLANK, `${name} is required.`)
    .max(200);

export const ZVerifyPaymentBody = z.strictObject({
  razorpay_order_id: token('razorpay_order_id'),
  razorpay_payment_id: token('razorpay_payment_id'),
  razorpay_signature: token('razorpay_signature'),
  newPlan: ZPlanId,
  userId: ZOptionalId,
});
export type TVerifyPaymentBody = z.infer<typeof ZVerifyPaymentBody>;

export const ZSubscriptionActionBody = z.strictObject({
  subscriptionId: z.string().trim().max(100).optional(),
  userId: ZOptionalId,
});

export const ZSubscriptionResponse = z.object({
  data: ZSubscription,
  message: z.string().optional(),
});

/** The sandbox checkout's answer: what Razorpay's checkout hands to its success handler. */
export const ZSandboxPayBody = z.strictObject({ outcome: z.enum(['success', 'failure']) });
export const ZPaymentSuccess = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/** The sandbox's card page (the caller's own subscription, known from the session). */
export const ZSandboxCardBody = z.strictObject({
  cardNumber: z
    .string({ error: 'Card number is required.' })
    .regex(/^[0-9 ]{12,23}$/, 'Enter a card number of 12 to 19 digits.')
    // The document says what the payment service also wants: 12 to 19 digits (BAD_REQUEST
    // otherwise), with single spaces between them.
    .meta({ pattern: '^(?:[0-9] ?){11,18}[0-9]$', minLength: 12, maxLength: 23 }),
  expiry: z
    .string({ error: 'Expiry is required.' })
    .regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/, 'Enter the expiry as MM/YY.'),
});

export const TRANSACTION_STATUSES = ['success', 'pending', 'failed'] as const;

/** A subscription payment (spec 2 §3 "Subscription transaction"). */
export const ZSubscriptionTransactionRow = z.object({
  _id: z.string(),
  createdAt: z.string(),
  customer_id: z.string(),
  paymentId: z.string(),
  subscriptionId: z.string(),
  plan: z.enum(PLAN_IDS),
  method: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  transactionId: z.string(),
});
export type TSubscriptionTransactionRow = z.infer<typeof ZSubscriptionTransactionRow>;

export const ZSubscriptionTransactionsQuery = ZListQueryBase.extend({
  sort: sortParam(['createdAt', 'amount']),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  from: ZDateFilter.optional(),
  to: ZDateFilter.optional(),
  subscriptionId: z.string().trim().max(100).optional(),
}).strict();

const order = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/**
 * Why `next` cannot be bought from `current`, or null when it can (spec 2 §5). While a period
 * runs only a strictly higher plan can be bought; once it has ended (`expired`), any paid plan
 * starts a new period — that is how a lapsed organization renews.
 */
export function upgradeRefusal(
  current: PlanId,
  next: PlanId | undefined,
  status?: (typeof SUBSCRIPTION_STATUSES)[number],
): string | null {
  if (!next) return SUBSCRIPTION_MESSAGES.planRequired;
  const floor = status === 'expired' ? order('trail') : order(current);
  if (order(next) <= floor) return SUBSCRIPTION_MESSAGES.higherPlanRequired;
  if (next === 'enterprise') return SUBSCRIPTION_MESSAGES.enterprise;
  return null;
}

/**
 * Money in minor units → "$19" / "$19.5" / "$19.99" (spec 2 §9: 0–2 decimals), in the currency's
 * own minor unit ("¥1,900" for 1900 JPY).
 */
export function formatMinor(amount: number, currency = 'USD', locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: minorDigits(currency),
  }).format(toMajor(amount, currency));
}

/** The payment webhook's answer: whether the event was new and handled (a repeat is not). */
export const ZWebhookAnswer = z.object({ status: z.literal('ok'), handled: z.boolean() });
