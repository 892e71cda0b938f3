import { describe, expect, it } from 'vitest';
import { lineItemName, typedCount } from './count-lines';

describe('count lines', () => {
  it('names a line by its product and variation', () => {
    expect(lineItemName({ productName: 'Crisps', variationName: 'Salt' })).toBe('Crisps / Salt');
    expect(lineItemName({ productName: 'Cola', variationName: null })).toBe('Cola');
  });

  it('reads a typed count: numbers from zero with up to 3 decimals, empty as not counted', () => {
    expect(typedCount(' 12 ')).toBe(12);
    expect(typedCount('0')).toBe(0);
    expect(typedCount('2.375')).toBe(2.375);
    expect(typedCount('')).toBeNull();
    expect(typedCount('  ')).toBeNull();
    for (const bad of ['-1', '1.5001', '1.', 'abc', '1e3', '99999999999']) {
      expect(typedCount(bad), bad).toBeUndefined();
    }
  });
});
