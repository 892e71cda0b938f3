import type { TListResponse, TOption } from '@pos/contracts/list';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type Query } from '../../api/client';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import type { OptionsSource, ResourceApi, RowBase } from './types';

/** Dropdowns load every option in one page (spec 2 §9). */
export const OPTIONS_LIMIT = 1000;

/**
 * `{data, totalCount}` as the contracts say; a bare array is accepted too (spec 1 §7), with a
 * warning, since paging cannot work without a total.
 */
export function normalizeListResponse<Row>(
  answer: TListResponse<Row> | Row[] | null | undefined,
  endpoint: string,
): TListResponse<Row> {
  if (Array.isArray(answer)) {
    console.warn(`${endpoint} answered a bare array; paging may not work.`);
    return { data: answer, totalCount: answer.length };
  }
  const data = Array.isArray(answer?.data) ? answer.data : [];
  const total = Number(answer?.totalCount);
  return { data, totalCount: Number.isFinite(total) && total >= 0 ? total : data.length };
}

export function useResourceList<Row extends RowBase>(resource: ResourceApi, query: Query) {
  return useQuery({
    queryKey: resourceKeys(resource.queryKeyRoot).list(query),
    queryFn: async ({ signal }) =>
      normalizeListResponse(
        await api.get<TListResponse<Row> | Row[]>(resource.endpoint, query, { signal }),
        resource.endpoint,
      ),
    // The previous page stays on screen while the next one loads: no flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** The `{_id, name}` items of another resource, for a select (filters, form fields). */
export function useOptions<T extends TOption = TOption>(source: OptionsSource | null) {
  const query: Query = { limit: OPTIONS_LIMIT, ...source?.query };
  return useQuery({
    queryKey: resourceKeys(source?.queryKeyRoot ?? 'none').list(query),
    queryFn: async ({ signal }) =>
      normalizeListResponse(
        await api.get<TListResponse<T> | T[]>(source?.endpoint ?? '', query, {
          signal,
        }),
        source?.endpoint ?? '',
      ),
    enabled: source !== null,
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** After a change, every list of the resource (and the lists that show its data) reloads. */
export async function invalidateResource(queryClient: QueryClient, resource: ResourceApi) {
  const roots = [resource.queryKeyRoot, ...(resource.alsoInvalidates ?? [])];
  await Promise.all([
    ...roots.map((root) => queryClient.invalidateQueries({ queryKey: resourceKeys(root).all })),
    // The dashboard's totals count these rows too.
    queryClient.invalidateQueries({ queryKey: queryKeys.counts.all }),
  ]);
}

export function useDeleteResource(resource: ResourceApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message?: string }>(`${resource.endpoint}/${encodeURIComponent(id)}`),
    onSuccess: () => invalidateResource(queryClient, resource),
  });
}

export interface SaveVariables<Body> {
  /** The id of the row being edited; none to create. */
  id?: string;
  body: Body;
}

export function useSaveResource<Body, Answer = unknown>(resource: ResourceApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveVariables<Body>) =>
      id
        ? api.put<Answer>(`${resource.endpoint}/${encodeURIComponent(id)}`, body)
        : api.post<Answer>(resource.endpoint, body),
    onSuccess: () => invalidateResource(queryClient, resource),
  });
}
