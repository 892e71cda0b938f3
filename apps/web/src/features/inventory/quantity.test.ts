import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it('reads numbers, and tells empty from junk', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('-3')).toBe(-3);
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity('')).toBeUndefined();
    expect(parseQuantity('   ')).toBeUndefined();
    for (const junk of ['abc', '1e3', '0x10', '12abc', '-']) {
      expect(parseQuantity(junk)).toBeNaN();
    }
  });
});
