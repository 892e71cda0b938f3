import type { ZInventoryValuationQuery } from '@pos/contracts/inventory-valuation';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The inventory valuation, read only: stock changes and cost changes refresh it. */
export const inventoryValuationApi = resourceApi(
  '/reports/inventory-valuation',
  'inventory-valuation',
);

export type InventoryValuationQuery = ListQuery<typeof ZInventoryValuationQuery>;
