import { describe, expect, it } from 'vitest';
import {
  changeRow,
  paymentBody,
  remainingCents,
  singleTender,
  splitTender,
  tenderState,
} from './tender';

describe('register tender', () => {
  it('sends the spec body for one method paying the exact total', () => {
    expect(paymentBody(singleTender('Card'), 6000)).toEqual({ paymentMethod: 'Card' });
    const exactCash = singleTender('Cash');
    expect(tenderState(exactCash, 6000)).toEqual({ ok: true, amountPaid: 6000, change: 0 });
    expect(paymentBody(exactCash, 6000)).toEqual({ paymentMethod: 'Cash' });
  });

  it('gives change for cash handed over and sends it as a payment', () => {
    const cash = singleTender('Cash');
    const key = cash[0]?.key ?? '';
    const given = changeRow(cash, key, { amount: '100' });
    expect(tenderState(given, 6000)).toEqual({ ok: true, amountPaid: 10000, change: 4000 });
    expect(paymentBody(given, 6000)).toEqual({ payments: [{ method: 'Cash', amount: 100 }] });
    expect(tenderState(changeRow(cash, key, { amount: '59.99' }), 6000)).toEqual({
      ok: false,
      message: 'The payments do not cover the total.',
    });
  });

  it('splits with the remainder prefilled: $20 by card, then cash', () => {
    let draft = splitTender(singleTender('Card'), 6000);
    // The first row paid everything until split: it becomes a row to fill in.
    expect(draft.map((p) => [p.method, p.amount])).toEqual([
      ['Card', ''],
      ['Cash', '60.00'],
    ]);
    const [card, cash] = draft.map((p) => p.key);
    draft = changeRow(draft, card ?? '', { amount: '20' });
    expect(remainingCents(draft, 6000)).toBe(0);
    draft = changeRow(draft, cash ?? '', { amount: '50' });
    expect(tenderState(draft, 6000)).toEqual({ ok: true, amountPaid: 7000, change: 1000 });
    expect(paymentBody(draft, 6000)).toEqual({
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 50 },
      ],
    });
  });

  it("refuses a card over the total with the server's message", () => {
    const card = singleTender('Card');
    expect(tenderState(changeRow(card, card[0]?.key ?? '', { amount: '61' }), 6000)).toEqual({
      ok: false,
      message: 'Card and UPI payments cannot be more than what is left to pay.',
    });
  });
});
