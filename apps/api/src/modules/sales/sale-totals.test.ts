import { describe, expect, it } from 'vitest';
import { saleTotals } from './sale-totals.js';

describe('sale totals', () => {
  it('adds lines, rounds each tax half up on its own, and adds them', () => {
    const t = saleTotals(
      [
        { unitCents: 1999, quantity: 3, discountCents: 0 },
        { unitCents: 250, quantity: 1, discountCents: 50 },
      ],
      [
        { id: 'vat', name: 'VAT', rate: 10 },
        { id: 'city', name: 'City tax', rate: 2.5 },
      ],
    );
    expect(t.lineTotals).toEqual([5997, 200]);
    expect(t.subtotal).toBe(6197);
    expect(t.discountTotal).toBe(50);
    // 10 % of 61.97 = 6.197 → 6.20; 2.5 % = 1.54925 → 1.55.
    expect(t.taxes).toEqual([
      { name: 'VAT', rate: 10, amount: 6.2 },
      { name: 'City tax', rate: 2.5, amount: 1.55 },
    ]);
    expect(t.total).toBe(6197 + 620 + 155);
  });

  it('rounds a half cent up and never drifts over many lines', () => {
    // 7.5 % of 0.10 = 0.0075 → 0.01.
    expect(
      saleTotals(
        [{ unitCents: 10, quantity: 1, discountCents: 0 }],
        [{ id: 't', name: 'T', rate: 7.5 }],
      ).taxes[0]?.amount,
    ).toBe(0.01);
    const many = saleTotals(
      Array.from({ length: 1000 }, () => ({ unitCents: 10, quantity: 1, discountCents: 0 })),
      [],
    );
    expect(many.total).toBe(10_000);
  });

  it('has no taxes when settings have none', () => {
    const t = saleTotals([{ unitCents: 500, quantity: 2, discountCents: 0 }], []);
    expect(t).toMatchObject({ subtotal: 1000, taxTotal: 0, total: 1000, taxes: [] });
  });
});
