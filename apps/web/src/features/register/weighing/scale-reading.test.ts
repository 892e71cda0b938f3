import { describe, expect, it } from 'vitest';
import { readScaleLine } from './scale-reading';

describe('a scale line', () => {
  it('reads the weight in the product unit, converting the scale unit', () => {
    expect(readScaleLine('ST,GS,+  0.375kg', 'kg')).toBe(0.375);
    expect(readScaleLine('  0.375 kg', 'g')).toBe(375);
    expect(readScaleLine('W 375 g', 'kg')).toBe(0.375);
    expect(readScaleLine('1.000 lb', 'kg')).toBe(0.454);
    expect(readScaleLine('0,500', 'kg')).toBe(0.5);
  });

  it('gives nothing for an unstable, empty or unconvertible reading', () => {
    expect(readScaleLine('US,GS,+  0.370kg', 'kg')).toBeNull();
    expect(readScaleLine('ST,GS,+  0.000kg', 'kg')).toBeNull();
    expect(readScaleLine('----', 'kg')).toBeNull();
    expect(readScaleLine('0.5 kg', 'l')).toBeNull();
  });
});
