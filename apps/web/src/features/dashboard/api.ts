import type { TCount } from '@pos/contracts/common';
import type { TDashboardToday } from '@pos/contracts/dashboard';
import type { TSalesTrendPoint, TTopProduct } from '@pos/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { type CountedEntity, queryKeys } from '../../api/query-keys';

/** GET /<entity>/count: one of the dashboard's totals. */
export const countQuery = (entity: CountedEntity) =>
  queryOptions({
    queryKey: queryKeys.counts.of(entity),
    queryFn: ({ signal }) => api.get<TCount>(`/${entity}/count`, undefined, { signal }),
    select: (r) => r.count,
  });

/** GET /reports/sales-trend: the day-by-day sales of a period, in the organization's time zone. */
export const salesTrendQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: queryKeys.reports.salesTrend(startDate, endDate),
    queryFn: ({ signal }) =>
      api.get<TSalesTrendPoint[]>(
        '/reports/sales-trend',
        { startDate, endDate, interval: 'day' },
        { signal },
      ),
  });

/** GET /reports/top-products: the best sellers. */
export const topProductsQuery = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.reports.topProducts(limit),
    queryFn: ({ signal }) => api.get<TTopProduct[]>('/reports/top-products', { limit }, { signal }),
  });

/** GET /dashboard/today: the shop's figures of its today (view_reports only). */
export const todayQuery = () =>
  queryOptions({
    queryKey: queryKeys.reports.today,
    queryFn: ({ signal }) =>
      api.get<{ data: TDashboardToday }>('/dashboard/today', undefined, { signal }),
    select: (r) => r.data,
  });

export const useToday = (enabled: boolean) => useQuery({ ...todayQuery(), enabled });
export const useCount = (entity: CountedEntity) => useQuery(countQuery(entity));
export const useSalesTrend = (startDate: string, endDate: string) =>
  useQuery(salesTrendQuery(startDate, endDate));
export const useTopProducts = (limit: number) => useQuery(topProductsQuery(limit));
