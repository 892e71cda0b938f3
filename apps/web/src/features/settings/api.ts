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
