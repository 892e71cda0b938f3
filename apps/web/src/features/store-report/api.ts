import type { TStoreReportGroup } from '@pos/contracts/inventory';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { REPORT_ITEMS_PER_STORE, storeOptions } from './store-report-data';

const REPORT_PATH = '/inventory/by-store';
const reportKeys = resourceKeys('inventory-by-store');

type ReportAnswer = { data: TStoreReportGroup[] };

/**
 * The stores the report knows (every store, one item each at most), for the store filter: it
 * needs no settings permission, which /stores would.
 */
export const reportStoresQuery = () =>
  queryOptions({
    queryKey: reportKeys.list({ purpose: 'store-options' }),
    queryFn: ({ signal }) => api.get<ReportAnswer>(REPORT_PATH, { limit: 1 }, { signal }),
    select: (r) => storeOptions(r.data),
    staleTime: 60_000,
  });

/** Each store's stock, narrowed to a store or a search. */
export const storeReportQuery = (query: { storeId?: string; search?: string }) =>
  queryOptions({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ReportAnswer>(REPORT_PATH, { ...query, limit: REPORT_ITEMS_PER_STORE }, { signal }),
    placeholderData: keepPreviousData,
  });
