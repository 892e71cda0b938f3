import type { SalesReportAnswer, SalesReportName } from '@pos/contracts/sales-reports';
import type { TStoreRow } from '@pos/contracts/stores';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ALL_STORES } from '../../api/options';
import { queryKeys } from '../../api/query-keys';
import { useOptions } from '../../components/resource-list/resource-queries';

/** The query a report is asked with: only the parameters the report reads. */
export interface ReportRequest {
  from: string;
  to: string;
  storeId?: string;
  groupBy?: string;
  order?: string;
}

const reportPath = (name: SalesReportName) => `/reports/${name}`;

/**
 * GET /reports/<name>. While another range or store loads, the previous answer of the same
 * report stays on screen; another report's answer never stands in (its rows differ).
 */
export const salesReportQuery = <N extends SalesReportName>(name: N, query: ReportRequest) =>
  queryOptions({
    queryKey: queryKeys.reports.sales(name, { ...query }),
    queryFn: ({ signal }) =>
      api.get<SalesReportAnswer<N>>(reportPath(name), { ...query }, { signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === name ? previous : undefined,
  });

/** The stores to narrow a report to, inactive ones too (their past sales count). */
export function useReportStores() {
  return useOptions<TStoreRow>(ALL_STORES);
}
