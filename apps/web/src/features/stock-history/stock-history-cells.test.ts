import { describe, expect, it } from 'vitest';
import { formatSignedQuantity } from './stock-history-cells';

describe('formatSignedQuantity', () => {
  it('signs stock in with a plus and stock out with a minus', () => {
    expect(formatSignedQuantity(5)).toBe('+5');
    expect(formatSignedQuantity(-2)).toBe('-2');
    expect(formatSignedQuantity(0)).toBe('0');
  });
});
