import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EXAMPLE_SCALE_RULES,
  readScaleBarcode,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import { scaleLabelCode } from '@pos/contracts/scale-labels';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const ok = okAs(t);

/**
 * Renders each page of the PDF (poppler's pdftoppm) and reads its barcode back (zbarimg), as
 * a scanner at the till would. Both come from Debian (scripts/ensure-tools.mjs).
 */
function scan(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '200',
      path.join(dir, 'labels.pdf'),
      path.join(dir, 'page'),
    ]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) =>
        execFileSync('zbarimg', ['-q', path.join(dir, f)], { stdio: ['ignore', 'pipe', 'ignore'] })
          .toString()
          .trim(),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** Green tea, whose SKU (TEA-G: letters and a dash) no UPC-A or EAN-13 can encode. */
const addGreenTea = (owner: { token: string }) =>
  t.as(owner).post('products', { name: 'Green tea', price: 4.5, stock: 1, sku: 'TEA-G' });

describe('labels', () => {
  it('renders one PDF page per label copy, in every symbology the SKU allows', async () => {
    const owner = await signUp(t);
    await addGreenTea(owner);
    await t.as(owner).post('products', {
      name: 'Scanner',
      price: 99,
      stock: 1,
      sku: '590123412345',
    });
    const res = await t.as(owner).post('labels/generate', {
      products: [
        { sku: 'TEA-G', name: 'ignored', price: 1, copies: 3 },
        { sku: '590123412345', copies: 2 },
      ],
      symbology: 'code128',
      labelSize: 'small',
      logoUrl: null,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(res.rawPayload)).toBe(5);
    expect(scan(res.rawPayload)).toEqual([
      'CODE-128:TEA-G',
      'CODE-128:TEA-G',
      'CODE-128:TEA-G',
      'CODE-128:590123412345',
      'CODE-128:590123412345',
    ]);
    // 3 × 1.5 in = 216 × 108 pt.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 216 108\]/);

    const ean = await t.as(owner).post('labels/generate', {
      products: [{ sku: '590123412345', copies: 1 }],
      symbology: 'ean13',
      labelSize: 'large',
    });
    expect(ean.statusCode).toBe(200);
    expect(scan(ean.rawPayload)).toEqual(['EAN-13:5901234123457']);
    expect(ean.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 144\]/);
    // Rendering and scanning six pages takes a while on a busy machine.
  }, 60_000);

  it('names the SKU that a symbology cannot encode, and unknown SKUs', async () => {
    const owner = await signUp(t);
    await addGreenTea(owner);
    const bad = await t.as(owner).post('labels/generate', {
      products: [{ sku: 'TEA-G', copies: 1 }],
      symbology: 'upc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^SKU "TEA-G" cannot be encoded as UPC-A/);
    const unknown = await t.as(owner).post('labels/generate', {
      products: [{ sku: 'NOPE', copies: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No product or variation has the SKU "NOPE".');
    const none = await t.as(owner).post('labels/generate', { products: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Select at least one product to generate labels.');
    // Another organization's SKU is as unknown as any other.
    const other = await signUp(t);
    expect(
      (await t.as(other).post('labels/generate', { products: [{ sku: 'TEA-G', copies: 1 }] }))
        .statusCode,
    ).toBe(404);
  });
});

// Weighed packages (docs/guide/labels.md, "Weighed packages (scale labels)"): a label of one
// package of an item sold by a measure, whose barcode is the scale code the register sells it by.
const EAN_WEIGHT: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.weight;
const UPC_PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.upcPrice;

/** A shop whose scales print these labels, selling gouda by the kilogram and mugs each. */
async function deli(rules: TScaleBarcodeRule[]) {
  const owner = await signUp(t);
  await ok(owner, 'PUT', 'settings/general', { ...SHOP_SETTINGS, scaleBarcodes: rules });
  await ok(owner, 'POST', 'products', {
    name: 'Gouda',
    sku: '1234',
    price: 12.99,
    stock: 10,
    unit: 'kg',
  });
  await ok(owner, 'POST', 'products', { name: 'Mug', sku: '4321', price: 8, stock: 3 });
  return owner;
}

/** A scanned code's digits as the register gets them (zbar names UPC-A an EAN-13 with a 0). */
const digitsOf = (scanned: string) => scanned.replace(/^[\w-]+:/, '');

describe('weighed labels', () => {
  it('prints 0.375 kg of gouda at $12.99/kg as $4.87 with the scale code the register sells it by', async () => {
    const owner = await deli([EAN_WEIGHT, UPC_PRICE]);
    const res = await t.as(owner).post('labels/generate', {
      products: [
        { sku: '1234', weight: 0.375, copies: 2 },
        { sku: '4321', copies: 1 },
      ],
      symbology: 'code128',
      labelSize: 'small',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // The price rule is taken before the weight rule: UPC-A 2 01234 00487 and its check digit.
    const code = '201234004875';
    expect(
      scaleLabelCode([EAN_WEIGHT, UPC_PRICE], {
        sku: '1234',
        unit: 'kg',
        priceCents: 1299,
        weight: 0.375,
      }),
    ).toMatchObject({ ok: true, code, grossCents: 487 });
    const text = pdfText(res.rawPayload);
    const pages = text.split('\f');
    for (const page of pages.slice(0, 2)) {
      expect(page).toContain('Gouda');
      expect(page).toContain('0.375 kg × $12.99/kg');
      expect(page).toContain('$4.87');
      expect(page).toContain(code);
    }
    expect(pages[2]).toContain('Mug');
    expect(pages[2]).toContain('$8.00');
    expect(pages[2]).not.toContain('kg');

    const scanned = scan(res.rawPayload);
    expect(scanned.slice(2)).toEqual(['CODE-128:4321']);
    for (const s of scanned.slice(0, 2)) {
      expect(readScaleBarcode(digitsOf(s), [EAN_WEIGHT, UPC_PRICE])).toMatchObject({
        ok: true,
        rule: UPC_PRICE,
        item: '01234',
        value: 4.87,
      });
    }
    // The register sells exactly the package the label says.
    const sold = await ok(owner, 'GET', `products/lookup?code=${digitsOf(scanned[0] ?? '')}`);
    expect(sold.data).toMatchObject({ sku: '1234', scale: { kind: 'price', lineTotal: 4.87 } });
  }, 60_000);

  it('carries the weight under a weight rule, drawn as EAN-13 whatever the symbology asked', async () => {
    const owner = await deli([EAN_WEIGHT]);
    const res = await t.as(owner).post('labels/generate', {
      products: [{ sku: '1234', weight: 0.375 }],
      symbology: 'upc',
      labelSize: 'a4-4x10',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('0.375 kg × $12.99/kg');
    expect(text).toContain('$4.87');
    expect(text).toContain('2201234003753');
    expect(scan(res.rawPayload)).toEqual(['EAN-13:2201234003753']);
    const sold = await ok(owner, 'GET', 'products/lookup?code=2201234003753');
    expect(sold.data).toMatchObject({ scale: { kind: 'weight', quantity: 0.375, price: 12.99 } });
  }, 60_000);

  it('refuses a weight for an item sold each, without a scale rule, and SKUs no scale code holds', async () => {
    const refused = async (owner: { token: string }, product: Record<string, unknown>) => {
      const res = await t.as(owner).post('labels/generate', { products: [product] });
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { code: string; message: string };
    };
    const owner = await deli([UPC_PRICE]);
    expect(await refused(owner, { sku: '4321', weight: 0.5 })).toMatchObject({
      code: 'BAD_REQUEST',
      message: '"Mug" is sold each: only an item sold by weight or measure gets a weighed label.',
    });
    await ok(owner, 'POST', 'products', {
      name: 'Trail mix',
      sku: 'TRAIL-MIX',
      price: 20,
      stock: 5,
      unit: 'kg',
    });
    expect(await refused(owner, { sku: 'TRAIL-MIX', weight: 0.5 })).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'SKU "TRAIL-MIX" cannot be a scale label\'s item number: it must be at most 5 digits.',
    });
    // 1234 prints as item 01234: with another item of that SKU, the register would sell it.
    await ok(owner, 'POST', 'products', {
      name: 'Brie',
      sku: '01234',
      price: 30,
      stock: 1,
      unit: 'kg',
    });
    expect((await refused(owner, { sku: '1234', weight: 0.5 })).message).toBe(
      'SKU "1234" prints as item number 01234 on a scale label, which is the SKU of "Brie": the register would sell that item.',
    );
    // A package dearer than the code's 5 digits hold, and a weight of 4 decimals.
    expect((await refused(owner, { sku: '01234', weight: 400 })).message).toBe(
      "The package's price 12000.00 does not fit the scale label's 5 digits (at most 999.99).",
    );
    expect(await refused(owner, { sku: '01234', weight: 0.3755 })).toMatchObject({
      code: 'VALIDATION_ERROR',
    });

    const noRule = await deli([]);
    expect(await refused(noRule, { sku: '1234', weight: 0.375 })).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Add a scale barcode rule in Settings to print weighed labels.',
    });
  });
});
