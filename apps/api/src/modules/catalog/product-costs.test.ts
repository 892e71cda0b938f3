import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

async function addProduct(s: Session, body: Record<string, unknown>) {
  const res = await t.as(s).post('products', { stock: 0, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    _id: string;
    costPrice: number | null;
    variations: { _id: string; sku: string; costPrice: number | null }[];
  };
}

const product = async (s: Session, id: string) =>
  (await t.as(s).get(`products/${id}`)).json().data as {
    costPrice: number | null;
    variations: { sku: string; costPrice: number | null; stock: number }[];
    totalStock: number;
  };

/** A purchase by barcode, as the stock movement modal sends it. */
async function purchase(
  s: Session,
  barcode: string,
  quantity: number,
  unitCost?: number,
  at?: object,
) {
  const res = await t.as(s).post('inventory-log/add-by-barcode', {
    barcode,
    quantity,
    type: 'purchase',
    ...(unitCost === undefined ? {} : { unitCost }),
    ...at,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as { unitCost: number | null; quantityChanged: number };
}

/**
 * The moving average as docs/guide/suppliers-and-purchase-orders.md states it, rounded to 4
 * decimals at each receipt — in whole ten-thousandths, so that no floating-point error moves a
 * rounding.
 */
function averaged(onHand: number, cost: number | null, quantity: number, unitCost: number) {
  if (cost === null || onHand <= 0) return unitCost;
  const units = (n: number) => Math.round(n * 10_000);
  const num = onHand * units(cost) + quantity * units(unitCost);
  const den = onHand + quantity;
  return Math.floor((2 * num + den) / (2 * den)) / 10_000;
}

describe('cost price', () => {
  it('is kept on products and variations: omitted on an edit it stays, null clears it', async () => {
    const owner = await signUp(t);
    const bad = await t.as(owner).post('products', {
      name: 'Mug',
      price: 9,
      stock: 0,
      costPrice: -1,
      variations: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ costPrice: 'Cost cannot be negative.' });
    const tooFine = await t
      .as(owner)
      .post('products', { name: 'Mug', price: 9, stock: 0, costPrice: 1.23456 });
    expect(tooFine.json().details).toMatchObject({ costPrice: 'Cost has at most 4 decimals.' });

    const p = await addProduct(owner, {
      name: 'Hoodie',
      price: 40,
      sku: 'HD',
      costPrice: 18.5,
      configurableAttributes: [{ name: 'Size', values: ['S', 'M'] }],
      variations: [
        { attributeCombination: ['S'], price: 40, stock: 0, sku: 'HD-S', costPrice: 17.25 },
        { attributeCombination: ['M'], price: 42, stock: 0, sku: 'HD-M' },
      ],
    });
    expect(p.costPrice).toBe(18.5);
    expect(p.variations.map((v) => v.costPrice)).toEqual([17.25, null]);
    // An older client's edit, without costPrice: the costs stay.
    const { _id } = p;
    const kept = await t.as(owner).put(`products/${_id}`, {
      name: 'Hoodie',
      price: 41,
      stock: 0,
      sku: 'HD',
      configurableAttributes: [{ name: 'Size', values: ['S', 'M'] }],
      variations: p.variations.map((v, i) => ({
        _id: v._id,
        attributeCombination: [i === 0 ? 'S' : 'M'],
        price: 40,
        stock: 0,
        sku: v.sku,
      })),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.costPrice).toBe(18.5);
    expect(kept.json().data.variations[0].costPrice).toBe(17.25);
    const cleared = await t.as(owner).put(`products/${_id}`, {
      name: 'Hoodie',
      price: 41,
      stock: 0,
      sku: 'HD',
      costPrice: null,
    });
    expect(cleared.json().data.costPrice).toBeNull();
    // The products CSV has the cost after the spec's columns (then the tax class).
    const csv = (await t.as(owner).get('products/export.csv')).body.split('\r\n');
    expect(csv[0]?.endsWith('"Created At","Cost Price","Tax Class","Unit"')).toBe(true);
  });

  it('moves by the moving average on purchases at a cost; the ledger row keeps the unit cost', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await addProduct(owner, {
      name: 'Tea',
      price: 6,
      sku: 'TEA',
      stock: 10,
      costPrice: 2,
    });
    // 10 on hand at 2, 30 received at 3 → (10 × 2 + 30 × 3) / 40 = 2.75.
    const row = await purchase(owner, 'TEA', 30, 3);
    expect(row).toMatchObject({ unitCost: 3, quantityChanged: 30 });
    expect((await product(owner, p._id)).costPrice).toBe(2.75);
    // At a warehouse: on hand counts every location (40 at 2.75, 10 at 4 → 3).
    const [warehouse] = (await t.as(owner).get('warehouses')).json().data;
    const w = warehouse ?? (await t.as(owner).post('warehouses', { name: 'Back' })).json().data;
    await purchase(owner, 'TEA', 10, 4, { warehouseId: w._id });
    expect((await product(owner, p._id)).costPrice).toBe(3);
    // Without a unit cost the cost stays; the row has none.
    expect((await purchase(owner, 'tea', 5)).unitCost).toBeNull();
    expect((await product(owner, p._id)).costPrice).toBe(3);
    // A unit cost is for purchases only.
    const refused = await t.as(owner).post('inventory-log/add-by-barcode', {
      barcode: 'TEA',
      quantity: 1,
      type: 'adjustment_in',
      unitCost: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual({
      unitCost: 'A unit cost is given with a purchase only.',
    });

    // A product without a cost, or with nothing on hand, takes the receipt's cost.
    await addProduct(owner, { name: 'Honey', price: 9, sku: 'HONEY' });
    await purchase(owner, 'HONEY', 4, 5.5);
    const honey = (await t.as(owner).get('products?search=HONEY')).json().data[0];
    expect(honey.costPrice).toBe(5.5);
    // A variation without its own cost averages from its product's.
    const v = await addProduct(owner, {
      name: 'Cap',
      price: 12,
      sku: 'CAP',
      costPrice: 4,
      configurableAttributes: [{ name: 'Colour', values: ['Red'] }],
      variations: [{ attributeCombination: ['Red'], price: 12, stock: 2, sku: 'CAP-RED' }],
    });
    await purchase(owner, 'CAP-RED', 2, 6);
    expect((await product(owner, v._id)).variations[0]?.costPrice).toBe(5);
    await expectStockAddsUp(t, org);
  });

  it('holds the guide’s formula for any sequence of receipts and sales (property)', async () => {
    const owner = await signUp(t);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            receive: fc.integer({ min: 1, max: 500 }),
            cents: fc.integer({ min: 0, max: 100_000 }),
            sell: fc.integer({ min: 0, max: 600 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (steps) => {
          n += 1;
          const sku = `PROP-${n}`;
          await addProduct(owner, { name: sku, price: 1, sku });
          let onHand = 0;
          let cost: number | null = null;
          for (const s of steps) {
            const unitCost = s.cents / 100;
            cost = averaged(onHand, cost, s.receive, unitCost);
            await purchase(owner, sku, s.receive, unitCost);
            onHand += s.receive;
            if (s.sell) {
              // Stock taken out (below zero too): the next receipt averages from what is left.
              const out = await t.as(owner).post('inventory-log/add-by-barcode', {
                barcode: sku,
                quantity: s.sell,
                type: 'adjustment_out',
              });
              if (out.statusCode === 201) onHand -= s.sell;
            }
          }
          const got = (await t.as(owner).get(`products?search=${sku}`)).json().data[0];
          expect(got.costPrice).toBe(cost);
        },
      ),
      { numRuns: 25 },
    );
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('a sale line records the cost of what was sold', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await addProduct(owner, {
      name: 'Scarf',
      price: 30,
      sku: 'SCARF',
      stock: 5,
      costPrice: 11.125,
      configurableAttributes: [{ name: 'Colour', values: ['Blue', 'Grey'] }],
      variations: [
        { attributeCombination: ['Blue'], price: 30, stock: 3, sku: 'SC-B', costPrice: 12 },
        { attributeCombination: ['Grey'], price: 30, stock: 3, sku: 'SC-G' },
      ],
    });
    const noCost = await addProduct(owner, { name: 'Pin', price: 2, sku: 'PIN', stock: 3 });
    const [blue, grey] = p.variations;
    const sale = await t.as(owner).post('transactions', {
      items: [
        { productId: p._id, quantity: 1 },
        { productId: p._id, variationId: blue?._id, quantity: 1 },
        { productId: p._id, variationId: grey?._id, quantity: 2 },
        { productId: noCost._id, quantity: 1 },
      ],
      paymentMethod: 'Cash',
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const lines = await queryRows<{ sku: string; cost_at_sale: string | null }>(
      t.db,
      sql`select sku, cost_at_sale::text from transaction_items
          where organization_id = ${org} and transaction_id = ${sale.json().data._id} order by sku`,
    );
    expect(lines).toEqual([
      { sku: 'PIN', cost_at_sale: null },
      { sku: 'SC-B', cost_at_sale: '12.0000' },
      { sku: 'SC-G', cost_at_sale: '11.1250' },
      { sku: 'SCARF', cost_at_sale: '11.1250' },
    ]);
  });
});
