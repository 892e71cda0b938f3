import { PLAN_IDS } from '@pos/contracts/subscription';
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, orgColumn, updatedAt } from '../../db/columns.js';
import { organizations } from '../organization/organization.tables.js';

const PLANS = PLAN_IDS;
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One current subscription per organization; plan 'trail' is the spec's name for the trial. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: orgColumn(),
    id: idColumn(),
    plan: text('plan', { enum: PLANS }).notNull(),
    status: text('status', {
      enum: ['active', 'authenticated', 'pending', 'halted', 'expired', 'cancelled'],
    }).notNull(),
    startDate: ts('start_date').notNull(),
    validUntil: ts('valid_until').notNull(),
    totalCredits: integer('total_credits').notNull().default(0),
    remainingCredits: integer('remaining_credits').notNull().default(0),
    /** The gateway's recurring subscription, when it runs one. */
    gatewaySubscriptionId: text('gateway_subscription_id'),
    renewOn: ts('renew_on'),
    nextBillingAmount: integer('next_billing_amount'),
    nextBillingCurrency: text('next_billing_currency'),
    nextBillingFrequency: text('next_billing_frequency'),
    paymentMethod: text('payment_method', { enum: ['card', 'upi'] }),
    upiId: text('upi_id'),
    cardType: text('card_type'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('subscriptions_org_uq').on(t.organizationId),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete(
      'cascade',
    ),
  ],
);
