import type { THeldSale } from '@pos/contracts/held-sales';
import {
  EXAMPLE_SCALE_RULES,
  SCALE_MESSAGES,
  scaleBarcode,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import { describe, expect, it } from 'vitest';
import { addItem, itemsOf, type SaleItem } from './cart';
import { linesOfParked } from './parked-cart';
import { moneyOf, totalsOf } from './register-totals';
import { findScanned } from './scale-scan';

const PRICE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.price;
const WEIGHT: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.weight;
const RULES = [PRICE, WEIGHT];

const saffron: SaleItem = {
  productId: 'p1',
  variationId: null,
  name: 'Saffron',
  variationName: null,
  sku: '42',
  price: 39.99,
  taxClassId: null,
  unit: 'g',
};
/** The register's copy: SKU → item (undefined for every code while it is not loaded). */
const copy =
  (loaded = true) =>
  (code: string) =>
    loaded ? (code === '42' ? saffron : null) : undefined;

describe('a scale label at the register', () => {
  it('is read in the register’s copy as the lookup reads it', () => {
    const code = scaleBarcode(PRICE, '42', 1.99);
    expect(findScanned(code, RULES, copy())).toMatchObject({
      productId: 'p1',
      scale: { code, kind: 'price', quantity: 0.05, price: 39.99, lineTotal: 1.99 },
    });
    const wrong = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
    expect(findScanned(wrong, RULES, copy())).toEqual({ refused: SCALE_MESSAGES.checkDigit });
    // Not loaded yet: asked again later (or of the server); an item the copy lacks: null.
    expect(findScanned(code, RULES, copy(false))).toBeUndefined();
    expect(findScanned(scaleBarcode(PRICE, '43', 1), RULES, copy())).toBeNull();
    // Without rules the digits are a SKU like any other.
    expect(findScanned(code, [], copy())).toBeNull();
    expect(findScanned('42', RULES, copy())).toBe(saffron);
  });

  it('adds each label on a line of its own that costs the label and sends its code', () => {
    const code = scaleBarcode(PRICE, '42', 1.99);
    const found = findScanned(code, RULES, copy());
    if (!found || 'refused' in found) throw new Error('not found');
    let cart = addItem([], found, found.scale?.quantity);
    cart = addItem(cart, found, found.scale?.quantity);
    expect(cart.map((l) => [l.quantity, l.price, l.label?.grossCents])).toEqual([
      [0.05, 39.99, 199],
      [0.05, 39.99, 199],
    ]);
    expect(new Set(cart.map((l) => l.key)).size).toBe(2);
    // 0.05 g typed in would cost 2.00; two labels cost 2 × 1.99.
    expect(totalsOf(cart, moneyOf({ taxes: [] }), false).total).toBe(398);
    expect(itemsOf(cart, false)).toEqual([
      { productId: 'p1', quantity: 0.05, scaleCode: code },
      { productId: 'p1', quantity: 0.05, scaleCode: code },
    ]);
  });

  it('resumes a parked label as the shop’s rules read it now', () => {
    const code = scaleBarcode(PRICE, '42', 1.99);
    const line: THeldSale['cart']['items'][number] = {
      productId: 'p1',
      variationId: null,
      quantity: 0.05,
      discount: 0,
      available: true,
      productName: 'Saffron',
      variationName: null,
      sku: '42',
      price: 39.99,
      taxClassId: null,
      categoryId: null,
      unit: 'g',
      scaleCode: code,
    };
    const held: THeldSale = {
      _id: 'h1',
      store: { _id: 's1', name: 'Main' },
      user: null,
      customer: null,
      note: null,
      createdAt: new Date(0).toISOString(),
      cart: { items: [line, line] },
    };
    const resumed = linesOfParked(held, RULES);
    expect(resumed.leftOut).toBe(0);
    expect(resumed.lines.map((l) => [l.quantity, l.label?.grossCents])).toEqual([
      [0.05, 199],
      [0.05, 199],
    ]);
    // Rules the label no longer fits: the line is left out rather than sold at a guess.
    expect(linesOfParked(held, [])).toMatchObject({ lines: [], leftOut: 2 });
  });
});
