import { describe, expect, it } from 'vitest';
import { locationGroups, locationIds, prefixedLocationIds } from './locations';

describe('location values', () => {
  it('turn into the API ids of a store or a warehouse', () => {
    expect(locationIds('store:s1')).toEqual({ storeId: 's1', warehouseId: null });
    expect(locationIds('warehouse:w1')).toEqual({ storeId: null, warehouseId: 'w1' });
    expect(locationIds(null)).toEqual({ storeId: null, warehouseId: null });
    expect(locationIds('junk')).toEqual({ storeId: null, warehouseId: null });
    expect(prefixedLocationIds('from', 'warehouse:w1')).toEqual({
      fromStoreId: null,
      fromWarehouseId: 'w1',
    });
  });

  it('group stores (the default marked) before warehouses, leaving out an empty kind', () => {
    expect(
      locationGroups(
        [
          { _id: 's1', name: 'Main Store', isDefault: true },
          { _id: 's2', name: 'Annex', isDefault: false },
        ],
        [],
      ),
    ).toEqual([
      {
        group: 'Stores',
        items: [
          { value: 'store:s1', label: 'Main Store (default)' },
          { value: 'store:s2', label: 'Annex' },
        ],
      },
    ]);
    expect(locationGroups([], [{ _id: 'w1', name: 'Depot' }])).toEqual([
      { group: 'Warehouses', items: [{ value: 'warehouse:w1', label: 'Depot' }] },
    ]);
  });
});
