import { describe, expect, it } from 'vitest';
import {
  applyChange,
  hasActiveFilters,
  type ListConfig,
  type ListState,
  nextSort,
  parseListState,
  sortDirectionOf,
  toListQuery,
  toSearchParams,
  withForeignParams,
} from './list-url-state';
import type { FilterDef } from './types';

const filters: FilterDef[] = [
  {
    kind: 'select',
    param: 'role',
    label: 'Role',
    options: { endpoint: '/roles', queryKeyRoot: 'roles' },
    isValid: (v) => v.startsWith('r'),
  },
  {
    kind: 'select',
    param: 'status',
    label: 'Status',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
  { kind: 'date', param: 'activeSince', label: 'Active Since' },
  { kind: 'date', param: 'day', label: 'Day' },
  { kind: 'text', param: 'name', label: 'Name' },
  { kind: 'dateRange', fromParam: 'from', toParam: 'to', label: 'Period' },
];
const config: ListConfig = { filters, sortKeys: ['name', 'createdAt'] };
const parse = (qs: string) => parseListState(new URLSearchParams(qs), config);
const empty: ListState = { search: '', page: 1, sort: null, filters: {} };

describe('parseListState', () => {
  it('reads a well-formed URL', () => {
    expect(
      parse('search=ann&page=3&sort=-name&role=r1&status=false&activeSince=2026-11-01&name=x'),
    ).toEqual({
      search: 'ann',
      page: 3,
      sort: '-name',
      filters: { role: 'r1', status: 'false', activeSince: '2026-11-01', name: 'x' },
    });
  });

  it('falls back to defaults for junk instead of failing', () => {
    for (const page of ['abc', '0', '-2', '1.5', '99999999', '', '1e3']) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
    expect(parse('sort=password').sort).toBeNull();
    expect(parse('sort=--name').sort).toBeNull();
    expect(parse('status=maybe').filters).toEqual({});
    expect(parse('role=x1').filters).toEqual({});
    expect(parse('activeSince=2026-02-30&day=yesterday&from=2026-13-01').filters).toEqual({});
    expect(parse('name=%20%20').filters).toEqual({});
    expect(parse('unknown=1&page=2').page).toBe(2);
  });

  it('keeps the two ends of a date range separately', () => {
    expect(parse('from=2026-11-01&to=junk').filters).toEqual({ from: '2026-11-01' });
  });

  it('caps a very long search', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });
});

describe('toSearchParams', () => {
  it('leaves defaults out and round-trips', () => {
    expect(toSearchParams(empty).toString()).toBe('');
    const state: ListState = { search: 'a b', page: 2, sort: 'name', filters: { role: 'r1' } };
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });
});

describe('applyChange', () => {
  const onPage3: ListState = { ...empty, page: 3, sort: 'name', filters: { role: 'r1' } };

  it('returns to page 1 on search, filter and clear changes', () => {
    expect(applyChange(onPage3, { type: 'search', value: 'x' })).toMatchObject({
      search: 'x',
      page: 1,
    });
    expect(applyChange(onPage3, { type: 'filters', values: { name: 'y' } })).toMatchObject({
      page: 1,
      filters: { role: 'r1', name: 'y' },
    });
    expect(applyChange(onPage3, { type: 'clear' })).toEqual({ ...empty, sort: 'name' });
  });

  it('removes a filter set to null or blank', () => {
    expect(applyChange(onPage3, { type: 'filters', values: { role: null } }).filters).toEqual({});
    expect(applyChange(onPage3, { type: 'filters', values: { role: ' ' } }).filters).toEqual({});
  });

  it('keeps the page when sorting and clamps page numbers', () => {
    expect(applyChange(onPage3, { type: 'sort', sort: '-name' })).toMatchObject({ page: 3 });
    expect(applyChange(onPage3, { type: 'page', page: 0 }).page).toBe(1);
    expect(applyChange(onPage3, { type: 'page', page: 7 }).page).toBe(7);
  });
});

describe('sorting', () => {
  it('goes ascending first, then toggles', () => {
    expect(nextSort('-createdAt', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
  });

  it('reports the header state for aria-sort', () => {
    expect(sortDirectionOf('name', 'name')).toBe('ascending');
    expect(sortDirectionOf('-name', 'name')).toBe('descending');
    expect(sortDirectionOf('-createdAt', 'name')).toBe('none');
    expect(sortDirectionOf(undefined, 'name')).toBe('none');
  });
});

describe('toListQuery', () => {
  it('sends search, filters, sort and the page; dates as the days picked', () => {
    const state = parse(
      'search=%20ann%20&page=2&activeSince=2026-11-01&day=2026-11-02&from=2026-11-03',
    );
    const query = toListQuery({ filters, defaultSort: '-createdAt' }, state, 10);
    expect(query).toMatchObject({
      search: 'ann',
      page: 2,
      limit: 10,
      sort: '-createdAt',
      day: '2026-11-02',
    });
    // The API reads each day in the organization's time zone, not the browser's.
    expect(query).toMatchObject({ activeSince: '2026-11-01', from: '2026-11-03' });
    expect(query.to).toBeUndefined();
  });

  it('omits an empty search and uses the URL sort over the default', () => {
    const query = toListQuery({ filters, defaultSort: '-createdAt' }, parse('sort=name'), 25);
    expect(query.search).toBeUndefined();
    expect(query.sort).toBe('name');
  });
});

describe('hasActiveFilters', () => {
  it('counts search and filters, not sort or page', () => {
    expect(hasActiveFilters(parse('sort=name&page=2'))).toBe(false);
    expect(hasActiveFilters(parse('search=a'))).toBe(true);
    expect(hasActiveFilters(parse('role=r1'))).toBe(true);
  });
});

describe('number filters and extra select options', () => {
  const more: FilterDef[] = [
    { kind: 'number', param: 'minPrice', label: 'Min Price', min: 0, step: 0.01 },
    { kind: 'number', param: 'minStock', label: 'Min Stock', integer: true },
    {
      kind: 'select',
      param: 'parent',
      label: 'Parent',
      options: { endpoint: '/categories', queryKeyRoot: 'categories' },
      extraOptions: [{ value: 'none', label: 'Top level' }],
      isValid: (v) => v === 'none' || v.startsWith('c'),
    },
  ];
  const parseMore = (qs: string) =>
    parseListState(new URLSearchParams(qs), { filters: more, sortKeys: [] }).filters;

  it('keeps numbers within their rules and drops the rest', () => {
    expect(parseMore('minPrice=12.5&minStock=-3')).toEqual({ minPrice: '12.5', minStock: '-3' });
    expect(parseMore('minPrice=-1&minStock=2.5')).toEqual({});
    expect(parseMore('minPrice=abc&minStock=1e3')).toEqual({});
  });

  it('accepts an extra option of a loaded select', () => {
    expect(parseMore('parent=none')).toEqual({ parent: 'none' });
    expect(parseMore('parent=x1')).toEqual({});
  });

  it('takes a select loaded from several sources at its word, within isValid', () => {
    const location: FilterDef[] = [
      {
        kind: 'select',
        param: 'locationId',
        label: 'Location',
        options: {
          groups: [
            { group: 'Stores', source: { endpoint: '/stores', queryKeyRoot: 'stores' } },
            {
              group: 'Warehouses',
              source: { endpoint: '/warehouses', queryKeyRoot: 'warehouses' },
            },
          ],
        },
        isValid: (v) => v.startsWith('l'),
      },
    ];
    const read = (qs: string) =>
      parseListState(new URLSearchParams(qs), { filters: location, sortKeys: [] }).filters;
    expect(read('locationId=l1')).toEqual({ locationId: 'l1' });
    expect(read('locationId=x1')).toEqual({});
  });
});

describe('parameters of the page around the list', () => {
  it('keeps a tab parameter through list changes, and drops the list parameters it replaces', () => {
    const prev = new URLSearchParams('tab=warehouses&name=old&page=3&from=2026-01-01');
    const next = toSearchParams(applyChange(parse(prev.toString()), { type: 'clear' }));
    expect(withForeignParams(prev, next, config).toString()).toBe('tab=warehouses');
    const filtered = toSearchParams(
      applyChange(parse(prev.toString()), { type: 'filters', values: { name: 'new' } }),
    );
    expect(withForeignParams(prev, filtered, config).toString()).toBe(
      'tab=warehouses&name=new&from=2026-01-01',
    );
  });
});
