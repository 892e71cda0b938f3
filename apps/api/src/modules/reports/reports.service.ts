import { addDays } from '@pos/contracts/report-periods';
import type { TSalesTrendPoint, TSalesTrendQuery, TTopProduct } from '@pos/contracts/reports';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { rollupView } from '../rollups/rollups.service.js';
import * as repo from './reports.repository.js';
import { salesOverTime } from './sales-reports.repository.js';

/**
 * The dashboard's trend: net sales per local day (returns on their own day), the figure the
 * sales-over-time report gives for each day, from the same rollups, folded first (never
 * behind). Without `tz`, or with the rollups' zone, the rollups answer; another zone's days
 * are added up from the sales and returns of the range (`repo.netSalesPerDay`: the rollups
 * exist in one zone).
 */
export async function salesTrend(
  deps: AppDeps,
  caller: Caller,
  q: TSalesTrendQuery,
): Promise<TSalesTrendPoint[]> {
  const org = caller.organizationId;
  const view = await rollupView(deps, org);
  const db = await deps.reads.current();
  if (q.tz && q.tz !== view.timeZone) {
    const rows = await repo.netSalesPerDay(db, org, q.startDate, q.endDate, q.tz);
    return rows.map((r) => ({ date: r.date, totalSales: Number(r.net) / 100 }));
  }
  const scope = {
    org,
    generation: view.generation,
    from: q.startDate,
    to: q.endDate,
    storeId: null,
  };
  const net = new Map(
    (await salesOverTime(db, scope, 'day')).map((r) => [r.period, Number(r.net) / 100]),
  );
  const days: TSalesTrendPoint[] = [];
  for (let d = q.startDate; d <= q.endDate; d = addDays(d, 1)) {
    days.push({ date: d, totalSales: net.get(d) ?? 0 });
  }
  return days;
}

/** The best sellers by units over all time, net of returns (the rollups, folded first). */
export async function topProducts(
  deps: AppDeps,
  caller: Caller,
  limit: number,
): Promise<TTopProduct[]> {
  const org = caller.organizationId;
  const view = await rollupView(deps, org);
  const rows = await repo.topProducts(await deps.reads.current(), org, view.generation, limit);
  return rows.map((r) => ({ productName: r.product_name, totalQuantity: Number(r.units) }));
}
