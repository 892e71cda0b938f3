import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('puts the symbol before an amount with 2 decimals', () => {
    expect(formatMoney(5, '€')).toMatch(/^€5[.,]00$/);
    expect(formatMoney('12.5', '$')).toMatch(/^\$12[.,]50$/);
  });

  it('keeps the sign in front of the symbol and treats junk as 0', () => {
    expect(formatMoney(-3.1, '$')).toMatch(/^-\$3[.,]10$/);
    expect(formatMoney(Number.NaN)).toMatch(/^\$0[.,]00$/);
    expect(formatMoney(null)).toMatch(/^\$0[.,]00$/);
  });
});
