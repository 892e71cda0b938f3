import type { TCount } from '@pos/contracts/common';
import type { TSalesTrendPoint, TTopProduct } from '@pos/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { type CountedEntity, queryKeys } from './query-keys';

export const useCount = (entity: CountedEntity) =>
  useQuery({
    queryKey: queryKeys.counts.of(entity),
    queryFn: ({ signal }) => api.get<TCount>(`/${entity}/count`, undefined, { signal }),
    select: (r) => r.count,
  });

export const useSalesTrend = (startDate: string, endDate: string) =>
  useQuery({
    queryKey: queryKeys.reports.salesTrend(startDate, endDate),
    queryFn: ({ signal }) =>
      api.get<TSalesTrendPoint[]>(
        '/reports/sales-trend',
        {
          startDate,
          endDate,
          interval: 'day',
          tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        { signal },
      ),
  });

export const useTopProducts = (limit: number) =>
  useQuery({
    queryKey: queryKeys.reports.topProducts(limit),
    queryFn: ({ signal }) => api.get<TTopProduct[]>('/reports/top-products', { limit }, { signal }),
  });
