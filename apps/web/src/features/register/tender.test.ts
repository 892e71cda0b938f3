import { describe, expect, it } from 'vitest';
import {
  accountTender,
  changeRow,
  paymentBody,
  settleTender,
  singleTender,
  splitTender,
  tenderState,
} from './tender';

describe('register tender', () => {
  it('sends the spec body for one method paying the exact total', () => {
    expect(paymentBody(singleTender('Card'), 6000)).toEqual({ paymentMethod: 'Card' });
    const exactCash = singleTender('Cash');
    expect(tenderState(exactCash, 6000)).toEqual({
      ok: true,
      amountPaid: 6000,
      change: 0,
      rounding: 0,
      due: 6000,
    });
    expect(paymentBody(exactCash, 6000)).toEqual({ paymentMethod: 'Cash' });
  });

  it('gives change for cash handed over and sends it as a payment', () => {
    const cash = singleTender('Cash');
    const key = cash[0]?.key ?? '';
    const given = changeRow(cash, key, { amount: '100' });
    expect(tenderState(given, 6000)).toEqual({
      ok: true,
      amountPaid: 10000,
      change: 4000,
      rounding: 0,
      due: 6000,
    });
    expect(paymentBody(given, 6000)).toEqual({ payments: [{ method: 'Cash', amount: 100 }] });
    expect(tenderState(changeRow(cash, key, { amount: '59.99' }), 6000)).toEqual({
      ok: false,
      message: 'The payments do not cover the total.',
    });
  });

  it('splits with what is left to pay, following what the cashier types', () => {
    let draft = splitTender(singleTender('Card'));
    const shown = () => settleTender(draft, 6000);
    // The first row paid everything until split: it becomes a row to fill in.
    expect(shown().map((p) => [p.method, p.amount])).toEqual([
      ['Card', ''],
      ['Cash', '60.00'],
    ]);
    const [card, cash] = draft.map((p) => p.key);
    // $20 by card leaves $40 in cash — not the whole total and $20 of change.
    draft = changeRow(shown(), card ?? '', { amount: '20' });
    expect(shown().map((p) => p.amount)).toEqual(['20', '40.00']);
    expect(tenderState(shown(), 6000)).toEqual({
      ok: true,
      amountPaid: 6000,
      change: 0,
      rounding: 0,
      due: 6000,
    });
    // The total changes (a line added): the split row follows.
    expect(settleTender(draft, 7500).map((p) => p.amount)).toEqual(['20', '55.00']);
    // Cash handed over: the row is the cashier's now, and the change is given.
    draft = changeRow(shown(), cash ?? '', { amount: '50' });
    expect(settleTender(draft, 6000).map((p) => p.amount)).toEqual(['20', '50']);
    expect(tenderState(shown(), 6000)).toEqual({
      ok: true,
      amountPaid: 7000,
      change: 1000,
      rounding: 0,
      due: 6000,
    });
    expect(paymentBody(shown(), 6000)).toEqual({
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 50 },
      ],
    });
    // Cash typed first, then split: the card takes the rest.
    const cashFirst = changeRow(singleTender('Cash'), '', {});
    const typed = changeRow(cashFirst, cashFirst[0]?.key ?? '', { amount: '15' });
    expect(settleTender(splitTender(typed), 6000).map((p) => [p.method, p.amount])).toEqual([
      ['Cash', '15'],
      ['Card', '45.00'],
    ]);
  });

  it("refuses a card over the total with the server's message", () => {
    const card = singleTender('Card');
    expect(tenderState(changeRow(card, card[0]?.key ?? '', { amount: '61' }), 6000)).toEqual({
      ok: false,
      message:
        'Card, UPI, store credit, gift card and account payments cannot be more than what is left to pay.',
    });
  });

  it('charges the account at most what it has left, the rest in cash', () => {
    // Room for the whole $60.00: one payment on account, the exact total.
    const whole = settleTender(accountTender(10_000, 6000), 6000);
    expect(whole.map((p) => [p.method, p.amount])).toEqual([['Account', '']]);
    expect(paymentBody(whole, 6000)).toEqual({ payments: [{ method: 'Account', amount: 60 }] });
    // $25.00 left to charge: $25.00 on account, $35.00 in cash, which then pays.
    const part = settleTender(accountTender(2500, 6000), 6000);
    expect(part.map((p) => [p.method, p.amount])).toEqual([
      ['Account', '25.00'],
      ['Cash', '35.00'],
    ]);
    expect(tenderState(part, 6000)).toMatchObject({ ok: true, change: 0 });
    // More on account than is left to pay is refused as a card's would be.
    const over = changeRow(whole, whole[0]?.key ?? '', { amount: '61' });
    expect(tenderState(over, 6000)).toMatchObject({ ok: false });
  });
});
