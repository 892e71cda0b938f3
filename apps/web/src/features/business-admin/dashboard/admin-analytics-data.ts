import type { PieChartCell } from '@mantine/charts';
import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import { DEFAULT_PLATFORM_SETTINGS } from '@pos/contracts/platform-settings';
import { i18n, msg } from '../../../lib/i18n';

/**
 * The currency of an answer that names none (a failed load's zeros): the platform's default, so
 * a fresh platform's figures read the same either way (spec 2 §9 said rupees; DESIGN §8 why not).
 */
export const DEFAULT_ADMIN_CURRENCY = DEFAULT_PLATFORM_SETTINGS.defaultCurrency;
export const MONTHS_SHOWN = 12;

const SHORT_MONTHS = [
  msg('Jan'),
  msg('Feb'),
  msg('Mar'),
  msg('Apr'),
  msg('May'),
  msg('Jun'),
  msg('Jul'),
  msg('Aug'),
  msg('Sep'),
  msg('Oct'),
  msg('Nov'),
  msg('Dec'),
] as const;

const count = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
};
const money = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The `count` months up to the one holding `now`, oldest first, as "2026-11" (UTC, as the API). */
export function lastMonths(now: Date = new Date(), months = MONTHS_SHOWN): string[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (months - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The analytics answer made whole. Spec 2 §7: a failed load is not reported, the page shows
 * zeros — so `undefined` (no answer) gives zeros over the last twelve months, and a field the
 * answer lacks or garbles counts as zero rather than breaking the page.
 */
export function toAnalytics(raw: unknown, now: Date = new Date()): TBusinessAnalytics {
  const a = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<string, unknown>>;
  const currency =
    typeof a.currency === 'string' && a.currency.trim()
      ? a.currency.trim().toUpperCase()
      : DEFAULT_ADMIN_CURRENCY;
  const revenue = list<{ month?: unknown; amount?: unknown }>(a.monthlyRevenue);
  const growth = list<{ month?: unknown; count?: unknown }>(a.userGrowth);
  const months = lastMonths(now);
  return {
    totalUsers: count(a.totalUsers),
    organizations: count(a.organizations),
    totalTransactions: count(a.totalTransactions),
    totalRevenue: money(a.totalRevenue),
    currency,
    otherRevenue: list<{ currency?: unknown; amount?: unknown }>(a.otherRevenue).flatMap((o) =>
      typeof o?.currency === 'string' && o.currency.trim()
        ? [{ currency: o.currency.trim().toUpperCase(), amount: money(o.amount) }]
        : [],
    ),
    activeSubscriptions: count(a.activeSubscriptions),
    expiredSubscriptions: count(a.expiredSubscriptions),
    monthlyRevenue: revenue.length
      ? revenue.map((p) => ({ month: String(p?.month ?? ''), amount: money(p?.amount) }))
      : months.map((month) => ({ month, amount: 0 })),
    userGrowth: growth.length
      ? growth.map((p) => ({ month: String(p?.month ?? ''), count: count(p?.count) }))
      : months.map((month) => ({ month, count: 0 })),
  };
}

/** "2026-11" → "Nov 2026"; anything else is shown as it came. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  const name = m ? SHORT_MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${i18n.t(name, { ns: 'business-admin' })} ${m[1]}` : month;
}

/**
 * Money in the currency's own sign with the browser's grouping ("₹12,34,567.50" in India,
 * "₹1,234,567.50" in the US). A code Intl does not know still shows, as "XYZ 12.00".
 */
export function formatCurrency(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    const digits = amount.toLocaleString(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${currency} ${digits}`;
  }
}

/** The sign people read for a currency: "₹" for INR, "$" for USD, "CA$" for CAD. */
export function currencySign(currency: string, locale?: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** Spec 2 §2 names the series "Revenue (₹)"; another platform currency shows its own sign. */
export const revenueSeriesLabel = (currency: string, locale?: string) =>
  i18n.t('Revenue ({{sign}})', { ns: 'business-admin', sign: currencySign(currency, locale) });

/**
 * Payments in other currencies than the platform's are never added into its total (there is no
 * rate to add them at); each shows as a line of its own, e.g. "+ $57.00 in USD".
 */
export function otherRevenueNotes(
  other: TBusinessAnalytics['otherRevenue'],
  platformCurrency: string,
  locale?: string,
): string[] {
  return other
    .filter((o) => o.amount !== 0 && o.currency !== platformCurrency)
    .map((o) =>
      i18n.t('+ {{amount}} in {{currency}}', {
        ns: 'business-admin',
        amount: formatCurrency(o.amount, o.currency, locale),
        currency: o.currency,
      }),
    );
}

export interface MonthPoint {
  month: string;
  value: number;
}

export const revenuePoints = (a: TBusinessAnalytics): MonthPoint[] =>
  a.monthlyRevenue.map((p) => ({ month: monthLabel(p.month), value: p.amount }));

export const growthPoints = (a: TBusinessAnalytics): MonthPoint[] =>
  a.userGrowth.map((p) => ({ month: monthLabel(p.month), value: p.count }));

/** Spec 2 §9: Active green, Expired red. */
export const subscriptionSlices = (a: TBusinessAnalytics): PieChartCell[] => [
  {
    name: i18n.t('Active', { ns: 'business-admin' }),
    value: a.activeSubscriptions,
    color: 'green.6',
  },
  {
    name: i18n.t('Expired', { ns: 'business-admin' }),
    value: a.expiredSubscriptions,
    color: 'red.6',
  },
];

/** Short axis ticks: "₹1.2K", "₹3M". */
export function compactCurrency(amount: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      // A currency's own 2 decimals would make "₹0.0" and "₹500.0" of round ticks.
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return new Intl.NumberFormat(locale, { notation: 'compact' }).format(amount);
  }
}
