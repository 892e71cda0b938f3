import { describe, expect, it } from 'vitest';
import {
  filterItems,
  labelRequest,
  previewSheets,
  previewTiles,
  selectedLabels,
  toLabelItems,
  totalLabels,
} from './label-data';
import { serverMessageOf } from './label-pdf';

const product = {
  _id: 'p1',
  name: 'Tea',
  sku: 'TEA-1',
  categoryName: 'Drinks',
  price: 4.5,
  variations: [
    { _id: 'v1', attributeCombination: ['M', 'Red'], price: 5, sku: 'TEA-1-M', isActive: true },
    { _id: 'v2', attributeCombination: ['L'], price: 6, sku: null, isActive: true },
    { _id: 'v3', attributeCombination: ['S'], price: 6, sku: 'OLD', isActive: false },
  ],
};

describe('toLabelItems', () => {
  it('lists products and their active variations, one without a SKU too (not printable)', () => {
    const items = toLabelItems({ data: [product], totalCount: 1 });
    expect(items.map((i) => [i.key, i.sku, i.price, i.variant])).toEqual([
      ['p1', 'TEA-1', 4.5, undefined],
      ['p1:v1', 'TEA-1-M', 5, 'M / Red'],
      ['p1:v2', null, 6, 'L'],
    ]);
  });

  it('accepts the older shapes: bare array, products, id/SKU/title/text price/category.name', () => {
    const legacy = { id: 'x', SKU: 'X-1', title: 'Old', price: '2.25', category: { name: 'C' } };
    for (const answer of [[legacy], { products: [legacy] }]) {
      expect(toLabelItems(answer)).toEqual([
        { key: 'x', name: 'Old', sku: 'X-1', categoryName: 'C', price: 2.25 },
      ]);
    }
    expect(toLabelItems(null)).toEqual([]);
  });
});

describe('selection, preview and request', () => {
  const items = toLabelItems([product, { _id: 'p2', name: 'Cup', sku: null, price: 3 }]);

  it('takes the selected lines with a SKU, copies normalized to whole numbers ≥ 1', () => {
    const labels = selectedLabels(items, {
      selected: new Set(['p1', 'p1:v1', 'p2']),
      copies: { p1: '3', 'p1:v1': -2 },
    });
    expect(labels.map((l) => [l.item.sku, l.copies])).toEqual([
      ['TEA-1', 3],
      ['TEA-1-M', 1],
    ]);
    expect(totalLabels(labels)).toBe(4);

    const tiles = previewTiles(labels, 100);
    expect(tiles.map((t) => t.sku)).toEqual(['TEA-1', 'TEA-1', 'TEA-1', 'TEA-1-M']);
    expect(tiles[3]?.name).toBe('Tea – M / Red');
    expect(previewTiles(labels, 2)).toHaveLength(2);

    const options = { startPosition: 5, logoUrl: null, locale: 'en-IN' } as const;
    expect(labelRequest(labels, { ...options, symbology: 'ean13', labelSize: 'large' })).toEqual({
      products: [
        { sku: 'TEA-1', name: 'Tea', price: 4.5, copies: 3 },
        { sku: 'TEA-1-M', name: 'Tea – M / Red', price: 5, copies: 1 },
      ],
      symbology: 'ean13',
      labelSize: 'large',
      // A roll has no positions to skip.
      startPosition: 1,
      logoUrl: null,
      locale: 'en-IN',
    });
    expect(
      labelRequest(labels, { ...options, symbology: 'code128', labelSize: 'a4-3x8' }),
    ).toMatchObject({ labelSize: 'a4-3x8', startPosition: 5 });
  });

  it('filters by name, variant, SKU or category, ignoring case', () => {
    expect(filterItems(items, 'red').map((i) => i.key)).toEqual(['p1:v1']);
    expect(filterItems(items, 'DRINK').map((i) => i.key)).toEqual(['p1', 'p1:v1', 'p1:v2']);
    expect(filterItems(items, '  ')).toHaveLength(4);
  });
});

describe('previewSheets', () => {
  it('marks the used positions, fills across sheets and leaves the rest empty', () => {
    const tiles = Array.from({ length: 5 }, (_, i) => ({
      key: `k${i}`,
      name: `N${i}`,
      sku: `S${i}`,
      price: 1,
    }));
    const sheets = previewSheets(tiles, 'a4-3x8', 22);
    expect(sheets).toHaveLength(2);
    expect(sheets.map((s) => s.length)).toEqual([24, 24]);
    expect(sheets[0]?.slice(0, 21).every((s) => s === 'used')).toBe(true);
    expect(sheets[0]?.slice(21).map((s) => (s as { key: string }).key)).toEqual(['k0', 'k1', 'k2']);
    expect(sheets[1]?.slice(0, 3)).toEqual([tiles[3], tiles[4], null]);
  });
});

describe('serverMessageOf', () => {
  it("reads the API's message from a JSON failure only", () => {
    expect(serverMessageOf('{"message":"SKU \\"A\\" cannot be encoded"}')).toBe(
      'SKU "A" cannot be encoded',
    );
    expect(serverMessageOf('<html>oops</html>')).toBeNull();
    expect(serverMessageOf('')).toBeNull();
  });
});
