import { describe, expect, it } from 'vitest';
import { typedNumber, typedNumberOrNone } from './typed-number';

describe('a number field as a body holds it', () => {
  it('keeps numbers, reads text, and makes an emptied field none', () => {
    expect([typedNumber(2.5), typedNumber(' 7 '), typedNumber(''), typedNumber('  ')]).toEqual([
      2.5,
      7,
      undefined,
      undefined,
    ]);
    // Text that is no number: NaN for the contract's "must be a number", or none at all.
    expect(typedNumber('1.2.3')).toBeNaN();
    expect(typedNumberOrNone('1.2.3')).toBeUndefined();
    expect(typedNumberOrNone('-0.5')).toBe(-0.5);
  });
});
