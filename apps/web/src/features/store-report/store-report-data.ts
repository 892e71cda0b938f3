import type { TStoreReportGroup } from '@pos/contracts/inventory';
import { ZId } from '@pos/contracts/list';
import type { TFunction } from 'i18next';
import { msg } from '../../lib/i18n';

/** The "All Stores" choice of the store filter (a select cannot hold an empty value). */
export const ALL_STORES = 'all';

/** Items asked per store; a store holding more says so and suggests a search. */
export const REPORT_ITEMS_PER_STORE = 200;

export interface ReportState {
  /** A store id, or null for every store. */
  storeId: string | null;
  search: string;
}

/** The report's state from the URL (`?storeId=&search=`); whatever the URL holds, the page opens. */
export function parseReportParams(params: URLSearchParams): ReportState {
  const storeId = params.get('storeId')?.trim() ?? '';
  return {
    storeId: ZId.safeParse(storeId).success ? storeId : null,
    search: (params.get('search') ?? '').slice(0, 200),
  };
}

export function toReportParams(state: ReportState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.storeId) params.set('storeId', state.storeId);
  if (state.search.trim()) params.set('search', state.search.trim());
  return params;
}

/** The store filter's options: All Stores first (its label a key, translated where shown), then every store of the report. */
export function storeOptions(groups: readonly TStoreReportGroup[] | undefined) {
  return [
    { value: ALL_STORES, label: msg('All Stores') },
    ...(groups ?? []).map((g) => ({ value: g.store._id, label: g.store.name })),
  ];
}

/**
 * The stores to show. A search hides the stores where nothing matches; without one, a store
 * that holds nothing yet still shows (with a line saying so), unless no store holds anything.
 */
export function visibleGroups(
  groups: readonly TStoreReportGroup[],
  searching: boolean,
): TStoreReportGroup[] {
  if (groups.every((g) => g.totalCount === 0)) return [];
  return searching ? groups.filter((g) => g.totalCount > 0) : [...groups];
}

/** "12 units · 3 items" */
export const groupSummary = (g: TStoreReportGroup, t: TFunction) =>
  `${t('{{count, number}} units', { count: g.totalUnits })} · ${t('{{count, number}} items', { count: g.totalCount })}`;

/** "Showing 200 of 340 items — search to narrow", or null when every item is shown. */
export function truncationNote(g: TStoreReportGroup, t: TFunction): string | null {
  const shown = g.inventory.length;
  return g.totalCount > shown
    ? t('Showing {{shown}} of {{total}} items — search to narrow', {
        shown: shown.toLocaleString(),
        total: g.totalCount.toLocaleString(),
      })
    : null;
}

/** "Shirt · Red / L": the product, and the variation when the line is one. */
export const itemLabel = (p: { name: string; variationName: string | null }) =>
  p.variationName ? `${p.name} · ${p.variationName}` : p.name;
