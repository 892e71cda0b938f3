import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

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
