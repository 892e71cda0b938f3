import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { describe, expect, it } from 'vitest';
import {
  filterItems,
  labelRequest,
  previewSheets,
  previewTiles,
  selectedLabels,
  toLabelItems,
  totalLabels,
  weightOf,
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
        { key: 'x', name: 'Old', sku: 'X-1', categoryName: 'C', price: 2.25, unit: 'each' },
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
      // A weight typed for an item sold each is no weighed label.
      weights: { p1: '0.5' },
    });
    expect(labels.map((l) => [l.item.sku, l.copies])).toEqual([
      ['TEA-1', 3],
      ['TEA-1-M', 1],
    ]);
    expect(totalLabels(labels)).toBe(4);

    expect(labels.every((l) => l.weight === undefined)).toBe(true);
    const tiles = previewTiles(labels, 100, []);
    expect(tiles.map((t) => t.sku)).toEqual(['TEA-1', 'TEA-1', 'TEA-1', 'TEA-1-M']);
    expect(tiles[3]?.name).toBe('Tea – M / Red');
    expect(previewTiles(labels, 2, [])).toHaveLength(2);

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

describe('weighed packages', () => {
  const PRICE: TScaleBarcodeRule = {
    symbology: 'ean13',
    prefix: '21',
    itemDigits: 5,
    valueDigits: 5,
    kind: 'price',
    decimals: 2,
  };
  const gouda = {
    _id: 'g',
    name: 'Gouda',
    sku: '1234',
    price: '12.99',
    unit: 'kg',
    variations: [
      { _id: 'v', attributeCombination: ['Aged'], price: 15, sku: '777', isActive: true },
    ],
  };
  const items = toLabelItems({ data: [gouda, product] });

  it('knows what each line is sold by: a variation by its product’s unit, an unknown one each', () => {
    expect(items.map((i) => [i.key, i.unit])).toEqual([
      ['g', 'kg'],
      ['g:v', 'kg'],
      ['p1', 'each'],
      ['p1:v1', 'each'],
      ['p1:v2', 'each'],
    ]);
    expect(toLabelItems([{ ...gouda, unit: 'stone' }])[0]?.unit).toBe('each');
  });

  it('previews 0.375 kg of gouda at 12.99/kg as 4.87 with its scale code, and sends the weight', () => {
    const labels = selectedLabels(items, {
      selected: new Set(['g', 'g:v', 'p1']),
      copies: { g: 2 },
      weights: { g: 0.375, 'g:v': '', p1: 1 },
    });
    expect(labels.map((l) => [l.item.sku, l.copies, l.weight])).toEqual([
      ['1234', 2, 0.375],
      ['777', 1, undefined],
      ['TEA-1', 1, undefined],
    ]);
    const tiles = previewTiles(labels, 100, [PRICE]);
    // 21 01234 00487 and its GS1 check digit.
    const scale = {
      ok: true,
      weight: 0.375,
      unit: 'kg',
      gross: 4.87,
      code: '2101234004876',
      symbologyLabel: 'EAN-13',
    };
    expect(tiles.map((t) => t.scale)).toEqual([scale, scale, undefined, undefined]);
    // Without a rule the tile says what to do.
    expect(previewTiles(labels, 1, [])[0]?.scale).toEqual({
      ok: false,
      problem: 'Add a scale barcode rule in Settings to print weighed labels.',
    });
    const request = labelRequest(labels, {
      symbology: 'code128',
      labelSize: 'small',
      startPosition: 1,
      logoUrl: null,
      locale: 'en-US',
    });
    expect(request.products).toEqual([
      { sku: '1234', name: 'Gouda', price: 12.99, copies: 2, weight: 0.375 },
      { sku: '777', name: 'Gouda – Aged', price: 15, copies: 1 },
      { sku: 'TEA-1', name: 'Tea', price: 4.5, copies: 1 },
    ]);
  });

  it('reads the weight as typed: empty is none, text that is no number is none', () => {
    const [cheese] = items;
    if (!cheese) throw new Error('no gouda');
    expect(weightOf(cheese, '0.25')).toBe(0.25);
    expect(weightOf(cheese, 0)).toBe(0);
    expect(weightOf(cheese, '  ')).toBeNull();
    expect(weightOf(cheese, '-')).toBeNull();
    expect(weightOf(cheese, undefined)).toBeNull();
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
