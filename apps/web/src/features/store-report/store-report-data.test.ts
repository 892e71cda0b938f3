import type { TStoreReportGroup } from '@pos/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  groupSummary,
  parseReportParams,
  storeOptions,
  toReportParams,
  truncationNote,
  visibleGroups,
} from './store-report-data';

const t = i18n.getFixedT('en', 'store-report');
const ID = '0190a4d6-8f1e-7cc0-9a3b-1d2e3f4a5b6c';

const group = (name: string, totalCount: number, shown = totalCount): TStoreReportGroup => ({
  store: { _id: `${name}-id`, name, location: null },
  inventory: Array.from({ length: shown }, (_, i) => ({
    product: {
      _id: `p${i}`,
      name: `P${i}`,
      sku: null,
      price: 1,
      variationId: null,
      variationName: null,
    },
    stock: 1,
  })),
  totalCount,
  totalUnits: totalCount,
});

describe('store report state', () => {
  it('keeps a valid store id and the search, drops anything else', () => {
    expect(parseReportParams(new URLSearchParams(`storeId=${ID}&search=tea`))).toEqual({
      storeId: ID,
      search: 'tea',
    });
    expect(parseReportParams(new URLSearchParams('storeId=main'))).toEqual({
      storeId: null,
      search: '',
    });
  });

  it('writes a clean URL', () => {
    expect(toReportParams({ storeId: null, search: '  ' }).toString()).toBe('');
    expect(toReportParams({ storeId: ID, search: ' tea ' }).toString()).toBe(
      `storeId=${ID}&search=tea`,
    );
  });
});

describe('store report display', () => {
  it('lists All Stores first', () => {
    expect(storeOptions([group('Main', 1)]).map((o) => o.label)).toEqual(['All Stores', 'Main']);
    expect(storeOptions(undefined)).toHaveLength(1);
  });

  it('shows nothing when no store holds an item; hides empty stores only when searching', () => {
    expect(visibleGroups([group('A', 0), group('B', 0)], false)).toEqual([]);
    expect(visibleGroups([group('A', 0), group('B', 2)], false)).toHaveLength(2);
    expect(visibleGroups([group('A', 0), group('B', 2)], true).map((g) => g.store.name)).toEqual([
      'B',
    ]);
  });

  it('says when a store holds more than it shows', () => {
    expect(truncationNote(group('A', 3), t)).toBeNull();
    expect(truncationNote(group('A', 340, 200), t)).toBe(
      'Showing 200 of 340 items — search to narrow',
    );
    expect(groupSummary(group('A', 1), t)).toBe('1 unit · 1 item');
  });
});
