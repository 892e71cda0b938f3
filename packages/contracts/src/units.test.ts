import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineGrossCents, quantityProblem, quantityText } from './units.js';

describe('units (goods sold by weight)', () => {
  it('prices a weighed line half up to the cent: 0.375 kg at 12.99 is 4.87', () => {
    expect(lineGrossCents(1299, 0.375)).toBe(487);
    expect(lineGrossCents(1299, 1.5)).toBe(1949); // 1948.5 → 1949
    expect(lineGrossCents(250, 0.002)).toBe(1); // 0.5 → 1
    expect(lineGrossCents(249, 0.002)).toBe(0); // 0.498 → 0
  });

  it('leaves whole quantities exactly as price × quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (cents, q) => {
          expect(lineGrossCents(cents, q)).toBe(Number(BigInt(cents) * BigInt(q)));
        },
      ),
    );
  });

  it('is the exact product rounded half up, for every price and quantity of up to 3 decimals', () => {
    // Up to a line of 10^15 cents: beyond what a sale's columns hold (numeric(12,2)).
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (cents, milli) => {
          const got = BigInt(lineGrossCents(cents, milli / 1000));
          // got − 0.5 ≤ cents × milli / 1000 < got + 0.5, in integers.
          const exact2000 = 2n * BigInt(cents) * BigInt(milli);
          expect(exact2000).toBeGreaterThanOrEqual((2n * got - 1n) * 1000n);
          expect(exact2000).toBeLessThan((2n * got + 1n) * 1000n);
        },
      ),
    );
  });

  it('takes whole units for each, up to 3 decimals for a measure', () => {
    expect(quantityProblem('each', 2)).toBeNull();
    expect(quantityProblem('each', 1.5)).toBe('This item is sold in whole units.');
    expect(quantityProblem('kg', 0.375)).toBeNull();
    expect(quantityProblem('kg', 0.3755)).toBe('A quantity has at most 3 decimals.');
    expect(quantityProblem('l', 0)).toBe('The quantity must be above 0.');
    expect(quantityText(0.375, 'kg', 'en-US')).toBe('0.375 kg');
    expect(quantityText(1200, 'g', 'en-US')).toBe('1,200 g');
    expect(quantityText(2, 'each', 'en-US')).toBe('2');
  });
});
