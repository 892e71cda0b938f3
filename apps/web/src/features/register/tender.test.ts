import { LOYALTY_MESSAGES } from '@pos/contracts/loyalty';
import { STORED_VALUE_MESSAGES } from '@pos/contracts/stored-value';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_OFFLINE,
  accountCents,
  accountProblem,
  accountTender,
  changeRow,
  offlineLimitExceeded,
  offlineStoredValueCents,
  offlineTenderProblem,
  POINTS_NEEDED,
  paymentBody,
  pointsBeyondHeld,
  pointsTender,
  settleTender,
  singleTender,
  splitTender,
  type TenderRow,
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

  it('refuses charging the account beyond what its credit limit leaves', () => {
    const room = (cents: number) => ({
      account: { availableCents: cents, availableText: `$${(cents / 100).toFixed(2)}` },
    });
    const whole = settleTender(accountTender(10_000, 6000), 6000);
    expect(accountCents(whole, 6000)).toBe(6000);
    // $60.00 on account with $60.00 or more left: it goes.
    expect(tenderState(whole, 6000, undefined, room(6000))).toMatchObject({ ok: true });
    // $59.99 left: refused before the sale is sent, with what is left to charge.
    expect(tenderState(whole, 6000, undefined, room(5999))).toEqual({
      ok: false,
      message: STORED_VALUE_MESSAGES.creditLimitExceeded('$59.99'),
    });
    // Nothing left at all (the account is full, or its limit lowered under the debt).
    expect(tenderState(singleTender('Account'), 6000, undefined, room(0))).toEqual({
      ok: false,
      message: STORED_VALUE_MESSAGES.creditLimitExceeded('$0.00'),
    });
    // A split: $25.00 on account and the rest in cash goes with $25.00 left, not with $24.99.
    const part = settleTender(accountTender(2500, 6000), 6000);
    expect(accountCents(part, 6000)).toBe(2500);
    expect(tenderState(part, 6000, undefined, room(2500))).toMatchObject({ ok: true });
    expect(accountProblem(part, 6000, room(2499).account)).toBe(
      STORED_VALUE_MESSAGES.creditLimitExceeded('$24.99'),
    );
    // While the account is read the server checks it; a sale not on account is never refused.
    expect(tenderState(whole, 6000, undefined, {}).ok).toBe(true);
    expect(accountProblem(singleTender('Cash'), 6000, room(0).account)).toBeNull();
  });

  it('pays part with points, sent as points, the rest in cash', () => {
    // 1500 points worth $15.00 of $60.00: a Points row and a cash row for the rest.
    const draft = settleTender(pointsTender(1500, 1500, 6000), 6000);
    expect(draft.map((p) => [p.method, p.amount, p.points])).toEqual([
      ['Points', '15.00', '1500'],
      ['Cash', '45.00', undefined],
    ]);
    const rules = { points: { held: 2000, minRedeem: 100 } };
    expect(tenderState(draft, 6000, undefined, rules)).toMatchObject({ ok: true, change: 0 });
    expect(paymentBody(draft, 6000)).toEqual({
      payments: [
        { method: 'Points', points: 1500 },
        { method: 'Cash', amount: 45 },
      ],
    });
    // Points that pay the whole total stand alone; none to offer: a row to type into.
    expect(pointsTender(6000, 6000, 6000).map((p) => p.method)).toEqual(['Points']);
    expect(tenderState(pointsTender(null, 0, 6000), 6000, undefined, rules)).toEqual({
      ok: false,
      message: POINTS_NEEDED,
    });
  });

  it('refuses points below the minimum or beyond what the customer holds', () => {
    const [points, cash] = pointsTender(1500, 1500, 6000);
    const draft = (n: string, amount: string) =>
      settleTender([{ ...(points as TenderRow), points: n, amount }, cash as TenderRow], 6000);
    const rules = (held: number | null) => ({ points: { held, minRedeem: 100 } });
    expect(tenderState(draft('99', '0.99'), 6000, undefined, rules(2000))).toEqual({
      ok: false,
      message: LOYALTY_MESSAGES.belowMinimum(100),
    });
    expect(tenderState(draft('2001', '20.01'), 6000, undefined, rules(2000))).toEqual({
      ok: false,
      message: pointsBeyondHeld(2000),
    });
    // While the points are read the server checks them; points worth more than the total never.
    expect(tenderState(draft('2001', '20.01'), 6000, undefined, rules(null)).ok).toBe(true);
    expect(tenderState(draft('7000', '70.00'), 6000, undefined, rules(9000))).toMatchObject({
      ok: false,
    });
  });

  it('offline, takes store credit and gift cards up to the shop’s limit per sale', () => {
    const limit = (cents: number) => ({ limitCents: cents, limitText: `$${cents / 100}` });
    const credit = singleTender('StoreCredit');
    // No limit: today's rule, neither offline.
    expect(offlineTenderProblem(credit, 6000, limit(0))).toBe(STORED_VALUE_MESSAGES.offline);
    expect(offlineTenderProblem(singleTender('Cash'), 6000, limit(0))).toBeNull();
    // The whole $60.00 from credit is beyond a $50 limit; $50 of it, the rest in cash, is not.
    expect(offlineTenderProblem(credit, 6000, limit(5000))).toBe(offlineLimitExceeded('$50'));
    const split = settleTender(
      [
        { key: 'a', method: 'StoreCredit', amount: '30.00' },
        { key: 'b', method: 'GiftCard', amount: '20.00', code: 'ABCD1234' },
        { key: 'c', method: 'Cash', amount: '', auto: true },
      ],
      6000,
    );
    expect(offlineStoredValueCents(split, 6000)).toBe(5000);
    expect(offlineTenderProblem(split, 6000, limit(5000))).toBeNull();
    expect(offlineTenderProblem(split, 6000, limit(4999))).toBe(offlineLimitExceeded('$49.99'));
    expect(tenderState(split, 6000, undefined, { offline: limit(4999) })).toEqual({
      ok: false,
      message: offlineLimitExceeded('$49.99'),
    });
    expect(tenderState(split, 6000, undefined, { offline: limit(5000) }).ok).toBe(true);
    // Points and charge accounts never.
    expect(offlineTenderProblem(pointsTender(1500, 1500, 6000), 6000, limit(5000))).toBe(
      LOYALTY_MESSAGES.offline,
    );
    expect(offlineTenderProblem(singleTender('Account'), 6000, limit(5000))).toBe(ACCOUNT_OFFLINE);
  });
});
