import type { TPlatformSettings } from '@pos/contracts/platform-settings';
import { PLAN_IDS, PLAN_LABELS, type PlanId, type TPlan } from '@pos/contracts/subscription';
import type { Config } from '../../config.js';

/** What plans cost: platform settings (DESIGN §8). Their credits are configuration. */
export type PlanPricing = Pick<
  TPlatformSettings,
  'defaultCurrency' | 'basicPriceMinor' | 'proPriceMinor'
>;

/** Minor units of the platform currency; the trial is free, Enterprise is agreed with sales. */
export function planPrice(pricing: PlanPricing, plan: PlanId): number | null {
  if (plan === 'trail') return 0;
  if (plan === 'basic') return pricing.basicPriceMinor;
  if (plan === 'pro') return pricing.proPriceMinor;
  return null;
}

export function plansOf(config: Config, pricing: PlanPricing): TPlan[] {
  return PLAN_IDS.map((id) => ({
    id,
    name: PLAN_LABELS[id],
    priceMinor: planPrice(pricing, id),
    currency: pricing.defaultCurrency,
    interval: id === 'trail' ? '30 days' : 'month',
    credits: config.planCredits[id],
    contactSales: id === 'enterprise',
  }));
}

/** A paid period: one calendar month from `from` (the 31st runs to the month's last day). */
export function monthAfter(from: Date): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
