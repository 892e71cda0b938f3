import type { TBusinessAnalytics } from '@pos/contracts/business-admin';
import type { TListQueryBase } from '@pos/contracts/list';
import type { Db } from '../../db/client.js';
import { EVERY_ORGANIZATION, type ListSpec, runList } from '../../lib/list-query.js';
import { getPlatformSettings } from '../platform/platform-settings.service.js';
import * as repo from './analytics.repository.js';

const MONTHS = 12;
const major = (minor: number) => Math.round(minor) / 100;

/** The last `MONTHS` UTC months, oldest first, as "YYYY-MM", and the first instant of the oldest. */
export function lastMonths(now = new Date()) {
  const months: string[] = [];
  for (let i = MONTHS - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  return { months, since };
}

/**
 * Spec 2 §3 business analytics, computed from the data of every customer organization. Money
 * is reported in the platform currency; payments in any other currency are summed apart.
 */
export async function analytics(db: Db): Promise<TBusinessAnalytics> {
  const { defaultCurrency: currency } = await getPlatformSettings(db);
  const { months, since } = lastMonths();
  const [totals, revenue, monthly, growth] = await Promise.all([
    repo.platformTotals(db),
    repo.revenueByCurrency(db),
    repo.revenueByMonth(db, currency, since),
    repo.newUsersByMonth(db, since),
  ]);
  return {
    totalUsers: totals.users,
    organizations: totals.organizations,
    totalTransactions: totals.payments,
    totalRevenue: major(revenue.find((r) => r.currency === currency)?.minor ?? 0),
    currency,
    otherRevenue: revenue
      .filter((r) => r.currency !== currency)
      .map((r) => ({ currency: r.currency, amount: major(r.minor) })),
    activeSubscriptions: totals.active,
    expiredSubscriptions: totals.expired,
    monthlyRevenue: months.map((month) => ({ month, amount: major(monthly.get(month) ?? 0) })),
    userGrowth: months.map((month) => ({ month, count: growth.get(month) ?? 0 })),
  };
}

/** A platform-wide list page (operators only: the routes check the role). */
export const listEverywhere = <Q extends TListQueryBase, Row>(
  db: Db,
  spec: ListSpec<Q, Row>,
  q: Q,
) => runList(db, spec, EVERY_ORGANIZATION, q);
