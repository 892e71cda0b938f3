import type { TSalesTrendPoint, TSalesTrendQuery, TTopProduct } from '@pos/contracts/reports';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { timeZoneOf } from '../settings/settings.service.js';
import * as repo from './reports.repository.js';

export async function salesTrend(
  deps: AppDeps,
  caller: Caller,
  q: TSalesTrendQuery,
): Promise<TSalesTrendPoint[]> {
  const org = caller.organizationId;
  const tz = q.tz ?? (await timeZoneOf(deps, org));
  const rows = await repo.salesPerDay(deps.db, org, q.startDate, q.endDate, tz);
  return rows.map((r) => ({ date: r.date, totalSales: Number(r.total) }));
}

export async function topProducts(
  deps: AppDeps,
  caller: Caller,
  limit: number,
): Promise<TTopProduct[]> {
  const rows = await repo.topProducts(deps.db, caller.organizationId, limit);
  return rows.map((r) => ({ productName: r.product_name, totalQuantity: Number(r.qty) }));
}
