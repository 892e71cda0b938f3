import type { TPlan, TSubscription } from '@pos/contracts/subscription';
import { describe, expect, it } from 'vitest';
import {
  billingAmountLabel,
  canCancel,
  canUpdateCard,
  creditBar,
  orderedPlans,
  paymentMethodLabel,
  planAction,
  planCreditsLabel,
  planLabel,
  planPriceLabel,
  statusColor,
  transactionsLink,
} from './subscription-data';

const plan = (id: TPlan['id'], over: Partial<TPlan> = {}): TPlan => ({
  id,
  name: id,
  priceMinor: { trail: 0, basic: 1900, pro: 4900, enterprise: null }[id],
  currency: 'USD',
  interval: id === 'trail' ? '30 days' : 'month',
  credits: { trail: 500, basic: 5000, pro: 50000, enterprise: 1000000 }[id],
  contactSales: id === 'enterprise',
  ...over,
});
const PLANS = [plan('trail'), plan('basic'), plan('pro'), plan('enterprise')];

const noPayment = {
  paymentMethod: null,
  upiDetails: null,
  paymentMethodType: null,
  paymentMethodLast4: null,
  paymentMethodExpiry: null,
} satisfies Partial<TSubscription>;

describe('creditBar', () => {
  it('is green above 50 % remaining, yellow above 20 %, red otherwise', () => {
    expect(creditBar(500, 500)).toEqual({ percent: 100, color: 'green' });
    expect(creditBar(51, 100).color).toBe('green');
    expect(creditBar(50, 100).color).toBe('yellow');
    expect(creditBar(21, 100).color).toBe('yellow');
    expect(creditBar(20, 100).color).toBe('red');
    expect(creditBar(0, 100)).toEqual({ percent: 0, color: 'red' });
  });

  it('has zero width when the plan includes no credits', () => {
    expect(creditBar(0, 0).percent).toBe(0);
    expect(creditBar(10, 0).percent).toBe(0);
  });

  it('keeps the width within 0–100 whatever the figures say', () => {
    expect(creditBar(150, 100).percent).toBe(100);
    expect(creditBar(-5, 100).percent).toBe(0);
    expect(creditBar(1, 3).percent).toBeCloseTo(33.33, 1);
  });
});

describe('planAction', () => {
  const actions = (current: TPlan['id']) =>
    Object.fromEntries(PLANS.map((p) => [p.id, planAction(current, p).kind]));

  it('offers only strictly higher plans, enterprise through sales', () => {
    expect(actions('trail')).toEqual({
      trail: 'current',
      basic: 'upgrade',
      pro: 'upgrade',
      enterprise: 'contact-sales',
    });
    expect(actions('pro')).toEqual({
      trail: 'none',
      basic: 'none',
      pro: 'current',
      enterprise: 'contact-sales',
    });
  });

  it('once the period has expired: the same paid plan renews, any other paid plan is bought', () => {
    const lapsed = (current: TPlan['id']) =>
      Object.fromEntries(PLANS.map((p) => [p.id, planAction(current, p, 'expired').kind]));
    expect(lapsed('pro')).toEqual({
      trail: 'none',
      basic: 'upgrade',
      pro: 'renew',
      enterprise: 'contact-sales',
    });
    expect(lapsed('trail')).toEqual({
      trail: 'current',
      basic: 'upgrade',
      pro: 'upgrade',
      enterprise: 'contact-sales',
    });
  });

  it('offers nothing at all on enterprise', () => {
    expect(actions('enterprise')).toEqual({
      trail: 'none',
      basic: 'none',
      pro: 'none',
      enterprise: 'current',
    });
  });
});

describe('plan texts', () => {
  it('prices read as spec 2 §9 writes them', () => {
    expect(PLANS.map(planPriceLabel)).toEqual([
      'Free (30 days)',
      '$19/month',
      '$49/month',
      'Custom (Contact Sales)',
    ]);
    expect(planPriceLabel(plan('basic', { priceMinor: 1950 }))).toBe('$19.5/month');
  });

  it('credits per period', () => {
    expect(planCreditsLabel(plan('trail'))).toBe(`${(500).toLocaleString()} sales in 30 days`);
    expect(planCreditsLabel(plan('basic'))).toBe(`${(5000).toLocaleString()} sales per month`);
  });

  it('the trial is called Trial; plans sort into their order', () => {
    expect(planLabel('trail')).toBe('Trial');
    expect(planLabel('pro')).toBe('Pro');
    expect(
      orderedPlans([PLANS[3], PLANS[1], PLANS[0], PLANS[2]] as TPlan[]).map((p) => p.id),
    ).toEqual(['trail', 'basic', 'pro', 'enterprise']);
  });
});

describe('status and billing', () => {
  it('active and authenticated are green, every other status red', () => {
    expect(statusColor('active')).toBe('green');
    expect(statusColor('authenticated')).toBe('green');
    for (const s of ['pending', 'halted', 'expired', 'cancelled'])
      expect(statusColor(s)).toBe('red');
  });

  it('the next charge is minor units ÷ 100 with 0–2 decimals, USD by default', () => {
    expect(billingAmountLabel({ nextBillingAmount: 1900, nextBillingCurrency: 'USD' })).toBe('$19');
    expect(billingAmountLabel({ nextBillingAmount: 1999, nextBillingCurrency: null })).toBe(
      '$19.99',
    );
    expect(billingAmountLabel({ nextBillingAmount: null, nextBillingCurrency: 'USD' })).toBeNull();
  });

  it('a card shows its type, last four and expiry; UPI its id; nothing on file is null', () => {
    expect(
      paymentMethodLabel({
        ...noPayment,
        paymentMethod: 'card',
        paymentMethodType: 'Visa',
        paymentMethodLast4: '4242',
        paymentMethodExpiry: '08/29',
      }),
    ).toBe('Visa ending in 4242, expires 08/29');
    expect(
      paymentMethodLabel({ ...noPayment, paymentMethod: 'card', paymentMethodLast4: '4444' }),
    ).toBe('Card ending in 4444');
    expect(
      paymentMethodLabel({
        ...noPayment,
        paymentMethod: 'upi',
        upiDetails: { upiId: 'shop@okbank' },
      }),
    ).toBe('UPI: shop@okbank');
    expect(paymentMethodLabel(noPayment)).toBeNull();
  });
});

describe('actions', () => {
  it('cancel is hidden on the trial and once cancelled', () => {
    expect(canCancel({ currentPlan: 'trail', subscriptionStatus: 'active' })).toBe(false);
    expect(canCancel({ currentPlan: 'basic', subscriptionStatus: 'cancelled' })).toBe(false);
    expect(canCancel({ currentPlan: 'basic', subscriptionStatus: 'active' })).toBe(true);
    expect(canCancel({ currentPlan: 'pro', subscriptionStatus: 'expired' })).toBe(true);
  });

  it('the trial has no card to update', () => {
    expect(canUpdateCard({ currentPlan: 'trail' })).toBe(false);
    expect(canUpdateCard({ currentPlan: 'basic' })).toBe(true);
  });

  it('the transactions link carries the subscription id for the list filter', () => {
    expect(transactionsLink('0199-abc')).toBe('/subscription-transactions?subscriptionId=0199-abc');
  });
});
