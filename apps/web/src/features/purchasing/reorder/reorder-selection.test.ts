import type { TReorderGroup, TReorderLine } from '@pos/contracts/reorder';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  invalidQuantity,
  ordersBody,
  pickedLines,
  setQuantity,
  toggle,
} from './reorder-selection';

const line = (id: string, supplierId: string | null, suggested: number): TReorderLine => ({
  _id: id,
  productId: `p-${id}`,
  productName: id,
  variationId: null,
  variationName: null,
  sku: null,
  storeId: 's1',
  warehouseId: null,
  locationName: 'Main Store',
  supplierId,
  supplierName: supplierId,
  quantity: 1,
  onOrder: 0,
  inDrafts: 0,
  reorderLevel: 5,
  reorderQuantity: null,
  suggestedQuantity: suggested,
  unitCost: 2,
});

const a = line('a', 'sup', 9);
const b = line('b', 'sup', 4);
const orphan = line('c', null, 7);
const groups: TReorderGroup[] = [
  { supplierId: 'sup', supplierName: 'sup', lines: [a, b] },
  { supplierId: null, supplierName: null, lines: [orphan] },
];

describe('reorder selection', () => {
  it('picks a supplier’s lines, never one without a supplier', () => {
    const s = toggle(toggle(EMPTY_SELECTION, [a, b], true), [orphan], true);
    expect(pickedLines(s, groups).map((l) => l._id)).toEqual(['a', 'b']);
    expect(pickedLines(toggle(s, [a], false), groups).map((l) => l._id)).toEqual(['b']);
  });

  it('orders the suggested quantity unless one was typed; an empty one is invalid', () => {
    const s = setQuantity(toggle(EMPTY_SELECTION, [a, b], true), 'b', 12);
    expect(ordersBody(s, pickedLines(s, groups)).lines).toEqual([
      { productId: 'p-a', variationId: null, storeId: 's1', warehouseId: null, quantity: 9 },
      { productId: 'p-b', variationId: null, storeId: 's1', warehouseId: null, quantity: 12 },
    ]);
    expect(invalidQuantity(setQuantity(s, 'a', ''), a)).toBe(true);
    expect(invalidQuantity(s, a)).toBe(false);
  });
});
