import type { Query } from '../../api/client';
import { isIsoDate } from '../../lib/dates';
import { type FilterDef, isLoadedOptions } from './types';

/**
 * The state of a list screen, kept in the URL (`?search=&page=&sort=&<filter>=`) so a reload or a
 * shared link shows the same page. Parsing is tolerant: whatever a URL holds, the screen opens.
 */
export interface ListState {
  search: string;
  page: number;
  /** A valid sort from the URL, or null for the screen's default. */
  sort: string | null;
  /** URL parameter → value, for filters that hold a valid value only. */
  filters: Record<string, string>;
}

/** What parsing needs to know about a screen. */
export interface ListConfig {
  filters: readonly FilterDef[];
  sortKeys: readonly string[];
}

export type ListChange =
  | { type: 'search'; value: string }
  | { type: 'filters'; values: Record<string, string | null> }
  | { type: 'page'; page: number }
  | { type: 'sort'; sort: string | null }
  | { type: 'clear' };

export const TEXT_MAX = 200;
const PAGE_MAX = 1_000_000;

/** The URL parameters a filter owns. */
export function paramsOf(filter: FilterDef): string[] {
  return filter.kind === 'dateRange' ? [filter.fromParam, filter.toParam] : [filter.param];
}

function validFilterValue(filter: FilterDef, raw: string): boolean {
  const value = raw.trim();
  if (!value || value.length > TEXT_MAX) return false;
  switch (filter.kind) {
    case 'date':
    case 'dateRange':
      return isIsoDate(value);
    case 'select':
      if (filter.isValid && !filter.isValid(value)) return false;
      return (
        isLoadedOptions(filter.options) ||
        filter.options.some((o) => o.value === value) ||
        (filter.extraOptions?.some((o) => o.value === value) ?? false)
      );
    case 'text':
      return true;
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(value)) return false;
      const n = Number(value);
      if (filter.integer && !Number.isInteger(n)) return false;
      return filter.min === undefined || n >= filter.min;
    }
  }
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,7}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return n >= 1 && n <= PAGE_MAX ? n : 1;
}

function parseSort(raw: string | null, sortKeys: readonly string[]): string | null {
  if (!raw) return null;
  const key = raw.startsWith('-') ? raw.slice(1) : raw;
  return sortKeys.includes(key) ? raw : null;
}

export function parseListState(params: URLSearchParams, config: ListConfig): ListState {
  const filters: Record<string, string> = {};
  for (const filter of config.filters) {
    for (const param of paramsOf(filter)) {
      const raw = params.get(param);
      if (raw !== null && validFilterValue(filter, raw)) filters[param] = raw.trim();
    }
  }
  return {
    search: (params.get('search') ?? '').slice(0, TEXT_MAX),
    page: parsePage(params.get('page')),
    sort: parseSort(params.get('sort'), config.sortKeys),
    filters,
  };
}

/** The canonical URL of a state: defaults are left out, so a fresh screen has a clean URL. */
export function toSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Every URL parameter the list reads and writes; any other belongs to the page around it. */
export function ownedParams(config: ListConfig): Set<string> {
  return new Set(['search', 'page', 'sort', ...config.filters.flatMap(paramsOf)]);
}

/**
 * The list's new parameters after the page's own ones (a screen's `?tab=`), which a list change
 * keeps as they were.
 */
export function withForeignParams(
  previous: URLSearchParams,
  next: URLSearchParams,
  config: ListConfig,
): URLSearchParams {
  const owned = ownedParams(config);
  const out = new URLSearchParams();
  for (const [key, value] of previous) if (!owned.has(key)) out.append(key, value);
  for (const [key, value] of next) out.append(key, value);
  return out;
}

/** Search, filter and clear changes go back to page 1 (spec 1 §2); sorting keeps the page. */
export function applyChange(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'search':
      return { ...state, search: change.value.slice(0, TEXT_MAX), page: 1 };
    case 'filters': {
      const filters = { ...state.filters };
      for (const [key, value] of Object.entries(change.values)) {
        if (value?.trim()) filters[key] = value.trim().slice(0, TEXT_MAX);
        else delete filters[key];
      }
      return { ...state, filters, page: 1 };
    }
    case 'page':
      return { ...state, page: Math.min(Math.max(1, Math.trunc(change.page) || 1), PAGE_MAX) };
    case 'sort':
      return { ...state, sort: change.sort };
    case 'clear':
      return { ...state, search: '', filters: {}, page: 1 };
  }
}

/** True when the list is narrowed: the "no match" empty state instead of "nothing yet". */
export const hasActiveFilters = (state: ListState) =>
  state.search.trim() !== '' || Object.keys(state.filters).length > 0;

/** The next sort when a header is clicked: ascending first, then it toggles. */
export function nextSort(current: string, sortKey: string): string {
  return current === sortKey ? `-${sortKey}` : sortKey;
}

export function sortDirectionOf(
  current: string | undefined,
  sortKey: string,
): 'ascending' | 'descending' | 'none' {
  if (current === sortKey) return 'ascending';
  if (current === `-${sortKey}`) return 'descending';
  return 'none';
}

/**
 * The filters as the API reads them. Dates go as the days picked (yyyy-MM-dd): the API takes a
 * day in the organization's time zone (general settings, DESIGN §13), whatever the browser's.
 */
export function filtersToQuery(filters: readonly FilterDef[], state: ListState): Query {
  const query: Query = {};
  for (const filter of filters) {
    const params =
      filter.kind === 'dateRange' ? [filter.fromParam, filter.toParam] : [filter.param];
    for (const param of params) {
      const value = state.filters[param];
      if (value) query[param] = value;
    }
  }
  return query;
}

/** The whole list query: search, filters, sort and the page of the given size. */
export function toListQuery(
  config: { filters: readonly FilterDef[]; defaultSort?: string },
  state: ListState,
  pageSize: number,
): Query {
  return {
    search: state.search.trim() || undefined,
    ...filtersToQuery(config.filters, state),
    sort: state.sort ?? config.defaultSort,
    page: state.page,
    limit: pageSize,
  };
}
