import type { PlanId, TPlan } from '@pos/contracts/subscription';
import type { Config } from '../../config.js';

/** DESIGN §8: prices are the product's; credits per period are configuration. */
const PRICES: Record<PlanId, { name: string; priceMinor: number | null }> = {
  trail: { name: 'Trial', priceMinor: 0 },
  basic: { name: 'Basic', priceMinor: 1900 },
  pro: { name: 'Pro', priceMinor: 4900 },
  enterprise: { name: 'Enterprise', priceMinor: null },
};
export const PLAN_CURRENCY = 'USD';

export function plansOf(config: Config): TPlan[] {
  return (Object.keys(PRICES) as PlanId[]).map((id) => ({
    id,
    name: PRICES[id].name,
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
