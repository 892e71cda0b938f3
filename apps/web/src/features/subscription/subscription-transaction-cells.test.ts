import { describe, expect, it } from 'vitest';
import { methodLabel } from './subscription-transaction-cells';

describe('methodLabel', () => {
  it('writes gateway method codes as people do', () => {
    expect(methodLabel('card')).toBe('Card');
    expect(methodLabel('upi')).toBe('UPI');
    expect(methodLabel('netbanking')).toBe('Netbanking');
  });

  it('has nothing to show for a missing method', () => {
    expect(methodLabel(null)).toBeNull();
    expect(methodLabel('  ')).toBeNull();
  });
});
