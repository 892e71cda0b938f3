import { INVENTORY_VALUATION_CSV_COLUMNS } from '@pos/contracts/inventory-valuation';
import { formatUnitCost } from '@pos/contracts/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Owner = Awaited<ReturnType<typeof signUp>>;
type Row = {
  productName: string;
  variationName: string | null;
  sku: string | null;
  categoryName: string | null;
  locationName: string;
  quantity: number;
  costPrice: number | null;
  valueAtCost: number | null;
  retailPrice: number;
  valueAtRetail: number;
};

async function created(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { _id: string } }).data;
}

/**
 * A shop: a category, a warehouse, a product with a cost at the store and the warehouse, a
 * shirt whose M variation has its own cost and whose L falls back to the product's, a product
 * without a cost and one with nothing on hand.
 */
async function shop() {
  const owner = await signUp(t);
  const as = t.as(owner);
  const woollens = await created(await as.post('categories', { name: 'Woollens' }));
  const depot = await created(await as.post('warehouses', { name: 'Depot' }));
  const scarf = await created(
    await as.post('products', {
      name: 'Wool scarf',
      sku: 'SCARF',
      price: 30,
      costPrice: 12.3456,
      stock: 10,
      categoryId: woollens._id,
    }),
  );
  await created(
    await as.post('inventory-items', { productId: scarf._id, quantity: 5, warehouseId: depot._id }),
  );
  await created(
    await as.post('products', {
      name: 'Linen shirt',
      sku: 'SHIRT',
      price: 40,
      costPrice: 15,
      stock: 0,
      configurableAttributes: [{ name: 'Size', values: ['M', 'L'] }],
      variations: [
        { attributeCombination: ['M'], price: 39.5, costPrice: 17.25, stock: 3, sku: 'SHIRT-M' },
        { attributeCombination: ['L'], price: 41, stock: 2, sku: 'SHIRT-L' },
      ],
    }),
  );
  await created(
    await as.post('products', { name: 'Mystery box', sku: 'BOX', price: 9.99, stock: 7 }),
  );
  await created(await as.post('products', { name: 'Sold out', price: 5, costPrice: 1, stock: 0 }));
  return { owner, woollens, depot };
}

const valuation = async (owner: Owner, query = '') => {
  const res = await t.as(owner).get(`reports/inventory-valuation?limit=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Row[];
    totalCount: number;
    totals: { units: number; valueAtCost: number; valueAtRetail: number; itemsWithoutCost: number };
  };
};

/** A CSV line as the export writes it: every cell quoted. */
const csvLine = (cells: readonly unknown[]) => cells.map((c) => `"${String(c)}"`).join(',');

const cents = (n: number) => Math.round(n * 100);
/** The totals a reader would add up from the rows, in cents. */
const summed = (rows: Row[]) => ({
  units: rows.reduce((s, r) => s + r.quantity, 0),
  valueAtCost: rows.reduce((s, r) => s + cents(r.valueAtCost ?? 0), 0) / 100,
  valueAtRetail: rows.reduce((s, r) => s + cents(r.valueAtRetail), 0) / 100,
  itemsWithoutCost: rows.filter((r) => r.costPrice === null).length,
});

/** A new shop that sells beyond its stock (allowNegativeStock), and its owner's requests. */
async function shopAllowingNegativeStock() {
  const owner = await signUp(t);
  const as = t.as(owner);
  const saved = await as.put('settings/general', { ...SHOP_SETTINGS, allowNegativeStock: true });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, as };
}

describe('inventory valuation', () => {
  it('values each item at each location at cost and at retail, and totals them', async () => {
    const { owner } = await shop();
    const all = await valuation(owner);
    const line = (r: Row) => [
      r.productName,
      r.variationName,
      r.locationName,
      r.quantity,
      r.costPrice,
      r.valueAtCost,
      r.retailPrice,
      r.valueAtRetail,
    ];
    // By product name; an item with nothing on hand is left out.
    expect(all.data.map(line)).toEqual(
      expect.arrayContaining([
        ['Linen shirt', 'M', 'Main Store', 3, 17.25, 51.75, 39.5, 118.5],
        // L has no cost of its own: its product's.
        ['Linen shirt', 'L', 'Main Store', 2, 15, 30, 41, 82],
        ['Mystery box', null, 'Main Store', 7, null, null, 9.99, 69.93],
        // 10 × 12.3456 = 123.456 → 123.46; 5 × 12.3456 = 61.728 → 61.73.
        ['Wool scarf', null, 'Main Store', 10, 12.3456, 123.46, 30, 300],
        ['Wool scarf', null, 'Depot', 5, 12.3456, 61.73, 30, 150],
      ]),
    );
    expect(all.totalCount).toBe(5);
    expect(all.data.map((r) => r.productName)).toEqual([
      'Linen shirt',
      'Linen shirt',
      'Mystery box',
      'Wool scarf',
      'Wool scarf',
    ]);
    expect(all.totals).toEqual(summed(all.data));
    expect(all.totals).toEqual({
      units: 27,
      valueAtCost: 266.94,
      valueAtRetail: 720.43,
      itemsWithoutCost: 1,
    });

    // The totals are of every match, not of the page.
    const page = await t.as(owner).get('reports/inventory-valuation?limit=2&sort=-valueAtCost');
    expect(page.json().data.map((r: Row) => r.valueAtCost)).toEqual([123.46, 61.73]);
    expect(page.json().totals).toEqual(all.totals);
    expect(page.json().totalCount).toBe(5);

    // Every row at once (counted first, then read): the same totals.
    const unpaged = await t.as(owner).get('reports/inventory-valuation?noPagination=true');
    expect(unpaged.json().data).toHaveLength(5);
    expect(unpaged.json().totals).toEqual(all.totals);

    const search = await valuation(owner, '&search=shirt-m');
    expect(search.data.map((r) => r.variationName)).toEqual(['M']);
    expect(search.totals).toEqual({
      units: 3,
      valueAtCost: 51.75,
      valueAtRetail: 118.5,
      itemsWithoutCost: 0,
    });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('filters by location (a store or a warehouse) and by category', async () => {
    const { owner, depot, woollens } = await shop();
    const atDepot = await valuation(owner, `&locationId=${depot._id}`);
    expect(atDepot.data.map((r) => [r.productName, r.locationName, r.quantity])).toEqual([
      ['Wool scarf', 'Depot', 5],
    ]);
    expect(atDepot.totals).toEqual({
      units: 5,
      valueAtCost: 61.73,
      valueAtRetail: 150,
      itemsWithoutCost: 0,
    });
    const [store] = (await t.as(owner).get('stores')).json().data;
    const atStore = await valuation(owner, `&locationId=${store._id}`);
    expect(atStore.totalCount).toBe(4);
    expect(atStore.totals).toEqual(summed(atStore.data));
    expect(atStore.data.every((r) => r.locationName === 'Main Store')).toBe(true);

    const inCategory = await valuation(owner, `&categoryId=${woollens._id}`);
    // Rows of one product come in no particular order of location.
    expect(inCategory.data.map((r) => [r.categoryName, r.locationName]).sort()).toEqual([
      ['Woollens', 'Depot'],
      ['Woollens', 'Main Store'],
    ]);
    expect(inCategory.totals.valueAtCost).toBe(185.19);
    const both = await valuation(owner, `&categoryId=${woollens._id}&locationId=${depot._id}`);
    expect(both.totalCount).toBe(1);
  });

  it('shows each value as on hand × the unit cost shown, to the cent, and totals the rows (property)', async () => {
    const { owner, as } = await shopAllowingNegativeStock();
    /** The cost as the screen shows it, read back in ten-thousandths of the currency. */
    const shownCost = (cost: number) =>
      Math.round(Number(formatUnitCost(cost, '$', 'en-US').replace(/[$,]/g, '')) * 10_000);
    /** numeric's round(): half away from zero. */
    const roundToCents = (tenThousandths: number) =>
      Math.sign(tenThousandths) * Math.round(Math.abs(tenThousandths) / 100);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            onHand: fc.integer({ min: -500, max: 50_000 }).filter((n) => n !== 0),
            // Up to 4 decimals, as a moving-average cost can have.
            cost: fc.integer({ min: 0, max: 99_999_999 }).map((n) => n / 10_000),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (items) => {
          run += 1;
          for (const [i, item] of items.entries()) {
            const sku = `VAL-${run}-${i}`;
            const stock = Math.max(item.onHand, 0);
            await created(
              await as.post('products', { name: sku, sku, price: 1, costPrice: item.cost, stock }),
            );
            if (item.onHand < 0) {
              const out = await as.post('inventory-log/add-by-barcode', {
                barcode: sku,
                quantity: -item.onHand,
                type: 'adjustment_out',
              });
              expect(out.statusCode, out.body).toBe(201);
            }
          }
          const { data, totals } = await valuation(owner, `&search=VAL-${run}-`);
          expect(data).toHaveLength(items.length);
          for (const r of data) {
            expect(r.costPrice).not.toBeNull();
            const shown = shownCost(r.costPrice ?? 0);
            expect(cents(r.valueAtCost ?? 0), r.productName).toBe(roundToCents(r.quantity * shown));
          }
          expect(totals).toEqual(summed(data));
        },
      ),
      { seed: 7, numRuns: 25 },
    );
    await expectStockAddsUp(t, owner.user.organizationId, { allowNegative: true });
  });

  it('counts negative stock against the value', async () => {
    const { owner, as } = await shopAllowingNegativeStock();
    const mug = await created(
      await as.post('products', { name: 'Mug', price: 8, costPrice: 3, stock: 1 }),
    );
    const sale = await as.post('transactions', {
      items: [{ productId: mug._id, quantity: 3 }],
      paymentMethod: 'Cash',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const { data, totals } = await valuation(owner);
    expect(data.map((r) => [r.quantity, r.valueAtCost, r.valueAtRetail])).toEqual([[-2, -6, -16]]);
    expect(totals).toEqual({ units: -2, valueAtCost: -6, valueAtRetail: -16, itemsWithoutCost: 0 });
    await expectStockAddsUp(t, owner.user.organizationId, { allowNegative: true });
  });

  it('exports the same rows as CSV', async () => {
    const { owner, depot } = await shop();
    const res = await t
      .as(owner)
      .get(`reports/inventory-valuation/export.csv?locationId=${depot._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inventory-valuation-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      csvLine(INVENTORY_VALUATION_CSV_COLUMNS),
      csvLine([
        'Wool scarf',
        '',
        'SCARF',
        'Woollens',
        'Depot',
        5,
        '12.3456',
        '61.73',
        '30.00',
        '150.00',
      ]),
    ]);
    const all = await t.as(owner).get('reports/inventory-valuation/export.csv');
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.body).toContain(
      csvLine(['Mystery box', '', 'BOX', '', 'Main Store', 7, '', '', '9.99', '69.93']),
    );
    expect(all.body).toContain(
      csvLine([
        'Linen shirt',
        'L',
        'SHIRT-L',
        '',
        'Main Store',
        2,
        '15.0000',
        '30.00',
        '41.00',
        '82.00',
      ]),
    );
  });

  it("answers 404 for another organization's location or category, 403 to a cashier", async () => {
    const { owner } = await shop();
    const other = await shop();
    for (const query of [`locationId=${other.depot._id}`, `categoryId=${other.woollens._id}`]) {
      for (const path of [
        'reports/inventory-valuation',
        'reports/inventory-valuation/export.csv',
      ]) {
        const res = await t.as(owner).get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(404);
      }
    }
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const denied = await t.as(cashier).get('reports/inventory-valuation');
    expect(denied.statusCode).toBe(403);
  });
});
