import type { TListResponse, TOption } from '@pos/contracts/list';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type Query, requestFile } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import type { OptionsSource, ResourceApi, RowBase } from './types';

/**
 * The generic data layer of the list screens: a page of a resource, the options of a select,
 * save, delete and CSV export, for any `ResourceApi` (a resource's own `api.ts` names it).
 */

/** Dropdowns load every option in one page (spec 2 §9). */
export const OPTIONS_LIMIT = 1000;

/** A list answer, with the figures over every match of the lists that have them (`totals`). */
export type ListAnswer<Row> = TListResponse<Row> & { totals?: unknown };

/**
 * `{data, totalCount}` as the contracts say; a bare array is accepted too (spec 1 §7), with a
 * warning, since paging cannot work without a total.
 */
export function normalizeListResponse<Row>(
  answer: ListAnswer<Row> | Row[] | null | undefined,
  endpoint: string,
): ListAnswer<Row> {
  if (Array.isArray(answer)) {
    console.warn(`${endpoint} answered a bare array; paging may not work.`);
    return { data: answer, totalCount: answer.length };
  }
  const data = Array.isArray(answer?.data) ? answer.data : [];
  const total = Number(answer?.totalCount);
  return {
    data,
    totalCount: Number.isFinite(total) && total >= 0 ? total : data.length,
    ...(answer?.totalCountCapped === true && { totalCountCapped: true }),
    ...(answer?.totals !== undefined && { totals: answer.totals }),
  };
}

/** GET a list endpoint with a query: one page, or every option with `limit: OPTIONS_LIMIT`. */
export async function fetchList<Row>(
  endpoint: string,
  query: Query,
  signal?: AbortSignal,
): Promise<ListAnswer<Row>> {
  return normalizeListResponse(
    await api.get<ListAnswer<Row> | Row[]>(endpoint, query, { signal }),
    endpoint,
  );
}

/** One page of a resource's list. */
export const resourceListQuery = <Row extends RowBase>(resource: ResourceApi, query: Query) =>
  queryOptions({
    queryKey: resourceKeys(resource.queryKeyRoot).list(query, resource.endpoint),
    queryFn: async ({ signal }) => {
      const answer = await fetchList<Row>(resource.endpoint, query, signal);
      const { rowId } = resource;
      return rowId
        ? { ...answer, data: answer.data.map((r) => ({ ...r, _id: rowId(r as never) })) }
        : answer;
    },
    // The previous page stays on screen while the next one loads: no flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useResourceList<Row extends RowBase>(resource: ResourceApi, query: Query) {
  return useQuery(resourceListQuery<Row>(resource, query));
}

/**
 * The `{_id, name}` items of another resource, for a select (filters, form fields); nothing is
 * asked for while the source is null (a form that needs none).
 */
export const optionsQuery = <T extends TOption = TOption>(source: OptionsSource | null) => {
  const query: Query = { limit: OPTIONS_LIMIT, ...source?.query };
  return queryOptions({
    queryKey: source ? resourceKeys(source.queryKeyRoot).list(query) : queryKeys.noOptions,
    queryFn: source ? ({ signal }) => fetchList<T>(source.endpoint, query, signal) : skipToken,
    select: (r) => r.data,
    staleTime: 60_000,
  });
};

export const useOptions = <T extends TOption = TOption>(source: OptionsSource | null) =>
  useQuery(optionsQuery<T>(source));

/** After a change, every list of the resource (and the lists that show its data) reloads. */
export function invalidateResource(queryClient: QueryClient, resource: ResourceApi) {
  return invalidateRoots(queryClient, [resource.queryKeyRoot, ...(resource.alsoInvalidates ?? [])]);
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

/** A list as a CSV file: its bytes and the number of rows in it. */
export async function fetchCsv(
  endpoint: string,
  query: Query,
): Promise<{ blob: Blob; rows: number; fileName: string }> {
  const { blob, headers } = await requestFile(endpoint, query, { accept: 'text/csv' });
  return { blob, rows: await rowCountOf(blob, headers), fileName: fileNameOf(headers, endpoint) };
}

/**
 * The name the API gives the file (Content-Disposition): the organization's day, in its time
 * zone, not the browser's. Without one, the endpoint's last word.
 */
export function fileNameOf(headers: Headers, endpoint: string): string {
  const named = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '');
  return (
    named?.[1] ??
    `${endpoint
      .replace(/\/export\.csv$/, '')
      .split('/')
      .pop()}.csv`
  );
}

/** Rows in a CSV answer: X-Total-Count when the API sends it, else the lines after the header. */
async function rowCountOf(blob: Blob, headers: Headers): Promise<number> {
  const header = headers.get('X-Total-Count');
  if (header !== null && /^\d+$/.test(header.trim())) return Number(header);
  const lines = (await blob.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
  return Math.max(0, lines.length - 1);
}
