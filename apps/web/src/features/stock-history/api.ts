import type { ZStockHistoryQuery } from '@pos/contracts/inventory';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The stock ledger, read only: every stock change writes its rows. */
export const stockHistoryApi = resourceApi('/inventory-log', 'inventory-log');

export type StockHistoryQuery = ListQuery<typeof ZStockHistoryQuery>;
