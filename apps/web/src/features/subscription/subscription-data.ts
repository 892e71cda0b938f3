import { SCREENS } from '@pos/contracts/permissions';
import {
  formatMinor,
  PLAN_IDS,
  PLAN_LABELS,
  type PlanId,
  type TPlan,
  type TSubscription,
} from '@pos/contracts/subscription';
import { i18n, msg } from '../../lib/i18n';

/** A plan's period as people read it. */
const INTERVALS: Record<TPlan['interval'], string> = {
  '30 days': msg('30 days'),
  month: msg('month'),
};
const intervalText = (interval: TPlan['interval']) =>
  i18n.t(INTERVALS[interval] ?? interval, { ns: 'subscription' });

export const planLabel = (plan: string): string =>
  (PLAN_LABELS as Record<string, string>)[plan] ?? plan;

/** Spec 2 §4: active and authenticated are in good standing; anything else needs attention. */
export const statusColor = (status: string): 'green' | 'red' =>
  status === 'active' || status === 'authenticated' ? 'green' : 'red';

export const capitalize = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

export interface CreditBar {
  /** Width of the bar, 0–100. */
  percent: number;
  color: 'green' | 'yellow' | 'red';
}

/** Spec 2 §4: green above 50 % remaining, yellow above 20 %, red otherwise; empty when total is 0. */
export function creditBar(remaining: number, total: number): CreditBar {
  const percent = total > 0 ? Math.min(100, Math.max(0, (remaining / total) * 100)) : 0;
  const color = percent > 50 ? 'green' : percent > 20 ? 'yellow' : 'red';
  return { percent, color };
}

/** What a plan card offers from the current plan (spec 2 §4, §5). */
export type PlanAction =
  | { kind: 'current' }
  /** A lower plan: nothing to buy. */
  | { kind: 'none' }
  | { kind: 'upgrade' }
  /** The lapsed plan itself, bought again for a new period. */
  | { kind: 'renew' }
  /** Enterprise is sold by the sales team: the button answers with the spec's text, no order. */
  | { kind: 'contact-sales' };

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/**
 * While a period runs, only strictly higher plans; once it has expired, any paid plan starts a
 * new period (the same one is a renewal) — the rule `upgradeRefusal` applies on both sides.
 */
export function planAction(
  current: PlanId,
  plan: TPlan,
  status: TSubscription['subscriptionStatus'] = 'active',
): PlanAction {
  const lapsed = status === 'expired';
  const sales = plan.contactSales || plan.priceMinor === null;
  if (plan.id === current) {
    return lapsed && !sales && plan.priceMinor !== 0 ? { kind: 'renew' } : { kind: 'current' };
  }
  const floor = lapsed ? rank('trail') : rank(current);
  if (rank(plan.id) <= floor) return { kind: 'none' };
  return sales ? { kind: 'contact-sales' } : { kind: 'upgrade' };
}

/** Spec 2 §9: "Free (30 days)", "$19/month", "Custom (Contact Sales)". */
export function planPriceLabel(plan: TPlan): string {
  if (plan.contactSales || plan.priceMinor === null)
    return i18n.t('Custom (Contact Sales)', { ns: 'subscription' });
  const interval = intervalText(plan.interval);
  if (plan.priceMinor === 0) return i18n.t('Free ({{interval}})', { ns: 'subscription', interval });
  return i18n.t('{{price}}/{{interval}}', {
    ns: 'subscription',
    price: formatMinor(plan.priceMinor, plan.currency),
    interval,
  });
}

/** "500 sales in 30 days" / "5,000 sales per month". */
export function planCreditsLabel(plan: TPlan): string {
  const n = plan.credits.toLocaleString();
  const count = plan.credits;
  return plan.interval === 'month'
    ? i18n.t('{{n}} sales per month', { ns: 'subscription', count, n })
    : i18n.t('{{n}} sales in {{interval}}', {
        ns: 'subscription',
        count,
        n,
        interval: intervalText(plan.interval),
      });
}

/** The next charge, minor units → "$19" in its currency (USD when the API names none). */
export function billingAmountLabel(
  sub: Pick<TSubscription, 'nextBillingAmount' | 'nextBillingCurrency'>,
) {
  if (sub.nextBillingAmount === null) return null;
  return formatMinor(sub.nextBillingAmount, sub.nextBillingCurrency || 'USD');
}

/** "Visa ending in 4242, expires 08/29" or "UPI: name@bank"; null when nothing is on file. */
export function paymentMethodLabel(
  sub: Pick<
    TSubscription,
    | 'paymentMethod'
    | 'upiDetails'
    | 'paymentMethodType'
    | 'paymentMethodLast4'
    | 'paymentMethodExpiry'
  >,
): string | null {
  if (sub.paymentMethod === 'upi') {
    return sub.upiDetails?.upiId ? `UPI: ${sub.upiDetails.upiId}` : 'UPI';
  }
  if (sub.paymentMethod === 'card' || sub.paymentMethodLast4) {
    const type = sub.paymentMethodType?.trim() || i18n.t('Card', { ns: 'subscription' });
    const values = {
      ns: 'subscription',
      type,
      last4: sub.paymentMethodLast4,
      expiry: sub.paymentMethodExpiry,
    };
    if (sub.paymentMethodLast4 && sub.paymentMethodExpiry)
      return i18n.t('{{type}} ending in {{last4}}, expires {{expiry}}', values);
    if (sub.paymentMethodLast4) return i18n.t('{{type}} ending in {{last4}}', values);
    if (sub.paymentMethodExpiry) return i18n.t('{{type}}, expires {{expiry}}', values);
    return type;
  }
  return null;
}

/** A day in the browser's locale; null for a missing or broken date. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString();
}

/** Spec 2 §4: no cancelling a trial or an already cancelled subscription. */
export const canCancel = (sub: Pick<TSubscription, 'currentPlan' | 'subscriptionStatus'>) =>
  sub.currentPlan !== 'trail' && sub.subscriptionStatus !== 'cancelled';

/** A trial is paid by nobody: there is no card to replace (the API refuses it too). */
export const canUpdateCard = (sub: Pick<TSubscription, 'currentPlan'>) =>
  sub.currentPlan !== 'trail';

/** The payment list of this subscription: its id pre-fills the list's filter (spec 2 §2). */
export const transactionsLink = (subscriptionId: string) =>
  `${SCREENS.subscriptionTransactions.path}?${new URLSearchParams({ subscriptionId })}`;

/** The plans in their order (spec 2 §4), whatever order the API lists them in. */
export const orderedPlans = (plans: readonly TPlan[]) =>
  [...plans].sort((a, b) => rank(a.id) - rank(b.id));
