import { PLAN_LABELS, type PlanId, type TPlan } from '@pos/contracts/subscription';
import type { Config } from '../../config.js';

/** DESIGN §8: prices are the product's; credits per period are configuration. */
const PRICES: Record<PlanId, { priceMinor: number | null }> = {
  trail: { priceMinor: 0 },
  basic: { priceMinor: 1900 },
  pro: { priceMinor: 4900 },
  enterprise: { priceMinor: null },
};
export const PLAN_CURRENCY = 'USD';

export function plansOf(config: Config): TPlan[] {
  return (Object.keys(PRICES) as PlanId[]).map((id) => ({
    id,
    name: PLAN_LABELS[id],
    priceMinor: PRICES[id].priceMinor,
    currency: PLAN_CURRENCY,
    interval: id === 'trail' ? '30 days' : 'month',
    credits: config.planCredits[id],
    contactSales: id === 'enterprise',
  }));
}

export const planPrice = (plan: PlanId) => PRICES[plan].priceMinor;

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
