import { PLAN_IDS } from '@pos/contracts/subscription';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

const PLANS = PLAN_IDS;

/** One current subscription per organization; plan 'trail' is the spec's name for the trial. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...tenantColumns(),
    plan: text('plan', { enum: PLANS }).notNull(),
    status: text('status', {
      enum: ['active', 'authenticated', 'pending', 'halted', 'expired', 'cancelled'],
    }).notNull(),
    startDate: at('start_date').notNull(),
    validUntil: at('valid_until').notNull(),
    totalCredits: integer('total_credits').notNull().default(0),
    remainingCredits: integer('remaining_credits').notNull().default(0),
    /** The gateway's recurring subscription, when it runs one. */
    gatewaySubscriptionId: text('gateway_subscription_id'),
    renewOn: at('renew_on'),
    nextBillingAmount: integer('next_billing_amount'),
    nextBillingCurrency: text('next_billing_currency'),
    nextBillingFrequency: text('next_billing_frequency'),
    paymentMethod: text('payment_method', { enum: ['card', 'upi'] }),
    upiId: text('upi_id'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('subscriptions_org_uq').on(t.organizationId),
    belongsToOrganization(t),
  ],
);
