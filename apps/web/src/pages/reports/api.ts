import { canAccess, STORE_READ_ACCESS } from '@pos/contracts/permissions';
import type { SalesReportAnswer, SalesReportName } from '@pos/contracts/sales-reports';
import type { TStoreRow } from '@pos/contracts/stores';
import { queryOptions } from '@tanstack/react-query';
import { api, requestFile } from '../../api/client';
import { ALL_STORES } from '../../api/options';
import { queryKeys } from '../../api/query-keys';
import { useCurrentUser } from '../../auth/session-context';
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

/** The name the API gives the file (Content-Disposition), if it gives one. */
function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/** GET /reports/<name>/export.csv: every row of the report with the same query, as a file. */
export async function fetchReportCsv(name: SalesReportName, query: ReportRequest) {
  const { blob, headers } = await requestFile(
    `${reportPath(name)}/export.csv`,
    { ...query },
    { accept: 'text/csv' },
  );
  const fileName =
    attachmentName(headers.get('Content-Disposition')) ?? `${name}-${query.from}-${query.to}.csv`;
  return { blob, fileName };
}

/**
 * The stores to narrow a report to, inactive ones too (their past sales count). Listing stores
 * takes more than view_reports (STORE_READ_ACCESS): without it, null — every store only.
 */
export function useReportStores() {
  const mayList = canAccess(useCurrentUser(), STORE_READ_ACCESS);
  const stores = useOptions<TStoreRow>(mayList ? ALL_STORES : null);
  return mayList ? stores : null;
}
