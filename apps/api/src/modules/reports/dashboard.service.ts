import type { TDashboardToday } from '@pos/contracts/dashboard';
import { ZInventoryItemsQuery } from '@pos/contracts/inventory';
import { canAccess, SCREENS } from '@pos/contracts/permissions';
import { ZShiftsQuery } from '@pos/contracts/shifts';
import { countList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { inventoryItemsList } from '../inventory/inventory.list.js';
import { shiftsList } from '../shifts/shifts.list.js';
import { salesToday } from './sales-reports.service.js';

/**
 * `GET /dashboard/today` (docs/guide/dashboard-and-operators.md): each figure is what its own
 * list or report answers — the sales summary of today, and the counts of the shifts list
 * filtered to open ones and of the inventory items filtered to low stock, through those lists'
 * own specs — so the dashboard and the screens it leads to never disagree. A count is given to
 * whoever may open its list as a whole: everyone's shifts need manage_shifts (without it the
 * shifts list shows one's own).
 */
export async function dashboardToday(deps: AppDeps, caller: Caller): Promise<TDashboardToday> {
  const org = caller.organizationId;
  const mayCountShifts = caller.permissions.includes('manage_shifts');
  const mayCountStock = canAccess(caller, SCREENS.inventory.access);
  const reads = mayCountShifts || mayCountStock ? await deps.reads.current() : null;
  const [sales, openShifts, lowStock] = await Promise.all([
    salesToday(deps, org),
    reads && mayCountShifts
      ? countList(reads, shiftsList, org, ZShiftsQuery.parse({ status: 'open' }))
      : null,
    reads && mayCountStock
      ? countList(reads, inventoryItemsList, org, ZInventoryItemsQuery.parse({ lowStock: 'true' }))
      : null,
  ]);
  return {
    date: sales.date,
    timeZone: sales.timeZone,
    netSales: sales.netSales,
    transactions: sales.sales,
    averageBasket: sales.averageSale,
    openShifts,
    lowStock,
  };
}
