import type { TSalesTrendPoint, TSalesTrendQuery, TTopProduct } from '@pos/contracts/reports';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './reports.repository.js';

export async function salesTrend(
  deps: AppDeps,
  caller: Caller,
  q: TSalesTrendQuery,
): Promise<TSalesTrendPoint[]> {
  const rows = await repo.salesPerDay(deps.db, caller.organizationId, q.startDate, q.endDate, q.tz);
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
