import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { signUp, useTestApp } from '../../test/test-app.js';
import { skuSlug, variationSkuStem } from './variation-skus.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;
type Variation = { _id: string; sku: string | null; attributeCombination: string[] };

/** A tee in sizes and colours; variations without a SKU unless one is given. */
const tee = (over: { name?: string; sku?: string; skus?: (string | undefined)[] } = {}) => ({
  name: over.name ?? 'Basic tee',
  ...(over.sku === undefined ? {} : { sku: over.sku }),
  price: 20,
  stock: 0,
  configurableAttributes: [
    { name: 'Colour', values: ['Red', 'Sky blue'] },
    { name: 'Size', values: ['M'] },
  ],
  variations: [
    { attributeCombination: ['Red', 'M'], price: 20, stock: 2, sku: over.skus?.[0] },
    { attributeCombination: ['Sky blue', 'M'], price: 21, stock: 1, sku: over.skus?.[1] },
  ],
});

async function create(s: Session, body: unknown) {
  const res = await t.as(s).post('products', body);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  return res.json().data as { _id: string; variations: Variation[] };
}

const skusOf = (p: { variations: Variation[] }) => p.variations.map((v) => v.sku);

describe('generated variation SKUs', () => {
  it('slugs text to SKU characters', () => {
    expect(skuSlug('Crème brûlée / Large')).toBe('CREME-BRULEE-LARGE');
    expect(skuSlug('  10% off: "XL"  ')).toBe('10-OFF-XL');
    expect(skuSlug('红')).toBe('');
    expect(variationSkuStem({ sku: 'tee_1', name: 'x' }, ['Sky blue', 'M'], 0)).toBe(
      'TEE_1-SKY-BLUE-M',
    );
    expect(variationSkuStem({ sku: undefined, name: 'Basic tee' }, ['红'], 2)).toBe('BASIC-TEE-V3');
    expect(variationSkuStem({ sku: 'A'.repeat(64), name: 'x' }, ['M'], 0)).toHaveLength(60);
  });

  it('gives a variation saved without a SKU "<product SKU>-<options>", unique, scannable and on labels', async () => {
    const owner = await signUp(t);
    const first = await create(owner, tee({ sku: 'TEE', skus: [undefined, 'MY-OWN'] }));
    expect(skusOf(first)).toEqual(['TEE-RED-M', 'MY-OWN']);

    // A product whose SKU is a stem, in lower case.
    await create(owner, { name: 'Blue tee', price: 5, stock: 0, sku: 'tee-sky-blue-m' });
    // No product SKU: the name is the stem. Taken stems get "-2", in any letter case.
    const second = await create(owner, tee({ name: 'Tee' }));
    expect(skusOf(second)).toEqual(['TEE-RED-M-2', 'TEE-SKY-BLUE-M-2']);
    // "-2" is stored and "-3" is in the same body: "-4".
    const third = await create(owner, tee({ name: 'tee', skus: [undefined, 'TEE-RED-M-3'] }));
    expect(skusOf(third)).toEqual(['TEE-RED-M-4', 'TEE-RED-M-3']);
    // Another organization has its own SKUs: no suffix there.
    const other = await signUp(t);
    expect(skusOf(await create(other, tee({ sku: 'TEE' })))).toEqual([
      'TEE-RED-M',
      'TEE-SKY-BLUE-M',
    ]);

    // Scanned at the till: the generated SKU finds its variation.
    const found = await t.as(owner).get('products/lookup', { query: { code: 'tee-red-m-4' } });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      productId: third._id,
      variationId: third.variations[0]?._id,
      sku: 'TEE-RED-M-4',
      variationName: 'Red / M',
    });
    // And printed: its label's barcode is the SKU.
    const labels = await t
      .as(owner)
      .post('labels/generate', { products: [{ sku: 'TEE-RED-M-4', copies: 1 }] });
    expect(labels.statusCode).toBe(200);
    expect(labels.rawPayload.toString('latin1')).toMatch(/^%PDF-/);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('on an edit: a new or cleared variation gets one, a kept SKU stays, an audit names it', async () => {
    const owner = await signUp(t);
    const p = await create(owner, tee({ sku: 'CAP', skus: ['CAP-1', 'CAP-2'] }));
    const [red, blue] = p.variations as [Variation, Variation];
    const body = tee({ sku: 'CAP' });
    body.configurableAttributes[1] = { name: 'Size', values: ['M', 'L'] };
    const res = await t.as(owner).put(`products/${p._id}`, {
      ...body,
      variations: [
        // Cleared: generated again.
        { _id: red._id, attributeCombination: ['Red', 'M'], price: 20, stock: 2, sku: '' },
        {
          _id: blue._id,
          attributeCombination: ['Sky blue', 'M'],
          price: 21,
          stock: 1,
          sku: 'CAP-2',
        },
        // New, without a SKU.
        { attributeCombination: ['Red', 'L'], price: 20, stock: 0 },
      ],
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(skusOf(res.json().data)).toEqual(['CAP-RED-M', 'CAP-2', 'CAP-RED-L']);

    // Saved again as the form sends it back: nothing changes.
    const again = await t.as(owner).put(`products/${p._id}`, {
      ...body,
      variations: (res.json().data.variations as Variation[]).map((v, i) => ({
        _id: v._id,
        attributeCombination: v.attributeCombination,
        price: 20 + (i === 1 ? 1 : 0),
        stock: [2, 1, 0][i],
        sku: v.sku,
      })),
    });
    expect(skusOf(again.json().data)).toEqual(['CAP-RED-M', 'CAP-2', 'CAP-RED-L']);

    const audit = await t
      .as(owner)
      .get('audit-events', { query: { entityId: p._id, action: 'update' } });
    expect(audit.statusCode).toBe(200);
    const changes = (audit.json().data as { changes: Record<string, unknown> }[]).map(
      (e) => e.changes,
    );
    expect(changes).toContainEqual(
      expect.objectContaining({
        'sku (Red / M)': { before: 'CAP-1', after: 'CAP-RED-M' },
        'sku (Red / L)': { before: null, after: 'CAP-RED-L' },
      }),
    );
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it("keeps an archived product's variation SKUs taken: a typed one is refused as SKU_TAKEN, a generated one steps past it", async () => {
    const owner = await signUp(t);
    // Stock history (its opening stock), so deleting archives it rather than removing it.
    const old = await create(owner, tee({ sku: 'OLD', skus: ['ARC-1', undefined] }));
    const emptied = await t.as(owner).put(`products/${old._id}`, {
      ...tee({ sku: 'OLD' }),
      variations: old.variations.map((v) => ({
        _id: v._id,
        attributeCombination: v.attributeCombination,
        price: 20,
        stock: 0,
        sku: v.sku,
      })),
    });
    expect(emptied.statusCode, emptied.body.slice(0, 300)).toBe(200);
    expect((await t.as(owner).delete(`products/${old._id}`)).statusCode).toBe(200);
    expect((await t.as(owner).get(`products/${old._id}`)).statusCode).toBe(404);

    const typed = await t.as(owner).post('products', tee({ name: 'New tee', skus: ['arc-1'] }));
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({ code: 'SKU_TAKEN', details: { skus: ['ARC-1'] } });
    // The archived product's own SKU is free again; its variations' generated SKUs are not.
    const again = await create(owner, tee({ sku: 'OLD' }));
    expect(skusOf(again)).toEqual(['OLD-RED-M', 'OLD-SKY-BLUE-M-2']);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
