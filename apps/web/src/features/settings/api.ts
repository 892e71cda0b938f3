import type { DataExportStatus, TDataExport } from '@pos/contracts/data-export';
import type { TOrganization, TOrganizationBody } from '@pos/contracts/organization';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

type Saved<T> = { data: T; message?: string };

/** GET /organization: the signed-in user's organization. */
export const organizationQuery = () =>
  queryOptions({
    queryKey: queryKeys.organization,
    queryFn: ({ signal }) =>
      api.get<{ data: TOrganization }>('/organization', undefined, { signal }),
    select: (answer) => answer.data,
  });

/** PUT /organization/:id; the cached organization is what was stored. */
export function useSaveOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationBody) =>
      api.put<Saved<TOrganization>>(`/organization/${encodeURIComponent(id)}`, body),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.organization, { data }),
  });
}

/**
 * GET /organization/export: the newest export of all data, polled every 2 s while it is queued
 * or running (docs/guide/settings-and-subscription.md, "Your data, all of it").
 */
export const latestDataExportQuery = () =>
  queryOptions({
    queryKey: queryKeys.dataExport,
    queryFn: ({ signal }) =>
      api.get<{ data: TDataExport | null }>('/organization/export', undefined, { signal }),
    select: (answer) => answer.data,
    refetchInterval: (q) => {
      const status = q.state.data?.data?.status;
      return status === 'queued' || status === 'running' ? 2_000 : false;
    },
  });

/** POST /organization/export: starts the job; the status is polled from then on. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ data: { _id: string; status: DataExportStatus }; message: string }>(
        '/organization/export',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataExport }),
  });
}
