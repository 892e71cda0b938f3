import { PRODUCT_MESSAGES, ZProductBody } from '@pos/contracts/products';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../lib/form-errors';
import {
  addImages,
  combinationsOf,
  errorUnder,
  fromRow,
  generateVariations,
  removeImage,
  serverFieldErrors,
  setPrimary,
  toBody,
  variationsFit,
} from './product-draft';

const img = (name: string) => ({ url: `data:image/png;base64,${name}`, name });
const primaries = (list: { name: string; isPrimary: boolean }[]) =>
  list.filter((i) => i.isPrimary).map((i) => i.name);

describe('images', () => {
  it('makes the first image of an empty list primary, and only that one', () => {
    const list = addImages([], [img('a'), img('b')]);
    expect(primaries(list)).toEqual(['a']);
    expect(primaries(addImages(list, [img('c')]))).toEqual(['a']);
  });

  it('keeps one primary when another is chosen', () => {
    const list = addImages([], [img('a'), img('b'), img('c')]);
    const b = list[1]?.key as string;
    expect(primaries(setPrimary(list, b))).toEqual(['b']);
  });

  it('promotes the first remaining image when the primary goes', () => {
    const list = setPrimary(addImages([], [img('a'), img('b'), img('c')]), 'none');
    const withB = setPrimary(list, list[1]?.key as string);
    expect(primaries(removeImage(withB, list[1]?.key as string))).toEqual(['a']);
    expect(primaries(removeImage(withB, list[0]?.key as string))).toEqual(['b']);
    expect(removeImage(addImages([], [img('a')]), 'x')).toHaveLength(1);
  });

  it('caps the list at 10', () => {
    const many = Array.from({ length: 12 }, (_, i) => img(`i${i}`));
    expect(addImages([], many)).toHaveLength(10);
  });
});

describe('variations', () => {
  const attrs = [
    { key: 'a', name: 'Size', values: ['S', 'M', ' ', 'S'] },
    { key: 'b', name: 'Colour', values: ['Red', 'Blue'] },
    { key: 'c', name: '', values: ['x'] },
  ];

  it('builds every combination, in attribute order', () => {
    expect(combinationsOf([{ values: ['S', 'M'] }, { values: ['Red', 'Blue'] }])).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ]);
    expect(combinationsOf([])).toEqual([]);
  });

  it('keeps existing variations that still match and prices new ones like the product', () => {
    const first = generateVariations(attrs, [], '9.50');
    expect(first.map((v) => v.combination.join('/'))).toEqual([
      'S/Red',
      'S/Blue',
      'M/Red',
      'M/Blue',
    ]);
    expect(first[0]).toMatchObject({ price: '9.50', stock: 0, sku: '', isActive: true });
    const edited = first.map((v, i) => ({ ...v, stock: i + 1, _id: `v${i}` }));
    const fewer = generateVariations(
      [attrs[0] as (typeof attrs)[number], { key: 'b', name: 'Colour', values: ['Blue'] }],
      edited,
      '1',
    );
    expect(fewer.map((v) => [v._id, v.stock])).toEqual([
      ['v1', 2],
      ['v3', 4],
    ]);
    expect(variationsFit(attrs, edited)).toBe(true);
    expect(variationsFit([{ key: 'a', name: 'Size', values: ['S'] }], edited)).toBe(false);
  });
});

describe('the body', () => {
  it('passes the contract for a full product', () => {
    const d = fromRow(null);
    d.name = 'Tee';
    d.price = '12.5';
    d.stock = 3;
    d.attributes = [{ key: 'a', name: 'Size', values: ['S', 'M'] }];
    d.variations = generateVariations(d.attributes, [], '');
    d.images = addImages([], [img('a')]);
    const parsed = ZProductBody.safeParse(toBody(d));
    expect(parsed.success).toBe(true);
    // A blank variation price is the product's.
    expect(parsed.data?.variations[0]?.price).toBe(12.5);
    expect(parsed.data?.sku).toBe('');
  });

  it('reports the spec messages by path', () => {
    const d = fromRow(null);
    d.price = '0';
    d.stock = '1.5';
    d.unit = 'each';
    d.attributes = [{ key: 'a', name: 'Size', values: ['S'] }];
    d.variations = generateVariations(d.attributes, [], '5');
    d.variations = d.variations.map((v) => ({ ...v, stock: '' }));
    const parsed = ZProductBody.safeParse(toBody(d));
    const errors = issuesToFieldErrors(parsed.error?.issues ?? [], 'path');
    expect(errors.name).toBe(PRODUCT_MESSAGES.required);
    expect(errors.price).toBe(PRODUCT_MESSAGES.pricePositive);
    expect(errors.stock).toBe(PRODUCT_MESSAGES.stockNonNegative);
    expect(errors['variations.0.stock']).toBe(PRODUCT_MESSAGES.required);
    expect(errorUnder(errors, 'variations')).toBe(PRODUCT_MESSAGES.required);
  });

  it('puts a SKU clash under each box holding a clashing SKU', () => {
    const d = fromRow(null);
    d.sku = 'TEE-1';
    d.attributes = [{ key: 'a', name: 'Size', values: ['S', 'M'] }];
    d.variations = generateVariations(d.attributes, [], '5').map((v, i) => ({
      ...v,
      sku: i === 1 ? 'tee-m' : 'TEE-S',
    }));
    const errors = serverFieldErrors({ sku: 'taken', skus: ['TEE-M'] }, d);
    expect(errors).toEqual({ 'variations.1.sku': 'taken' });
    expect(serverFieldErrors({ 'body.price': 'bad' }, d)).toEqual({ price: 'bad' });
  });
});
