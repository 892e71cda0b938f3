import { describe, expect, it } from 'vitest';
import {
  defaultRefundMethod,
  exceedsSoldMessage,
  parseReceiptNumber,
  RETURN_MESSAGES,
  ZReturnBody,
} from './returns.js';

const ID = '01a21599-08b2-7167-99ac-666a89073044';

describe('returns', () => {
  it('reads a receipt number with or without its zeros, and nothing else', () => {
    expect(parseReceiptNumber('000042')).toBe(42);
    expect(parseReceiptNumber(' 42 ')).toBe(42);
    expect(parseReceiptNumber('0000000042')).toBe(42);
    for (const text of [
      '',
      '0',
      '000000',
      'R000042',
      '-1',
      '4.2',
      '4 2',
      '9'.repeat(13),
      '2147483648',
    ]) {
      expect(parseReceiptNumber(text), text).toBeNull();
    }
  });

  it("refunds in the sale's method, a split sale in cash", () => {
    expect(defaultRefundMethod('Card')).toBe('Card');
    expect(defaultRefundMethod('UPI')).toBe('UPI');
    expect(defaultRefundMethod('Split')).toBe('Cash');
  });

  it('names the line that was asked for more than is left', () => {
    expect(exceedsSoldMessage('Mug', 2)).toBe('Only 2 of "Mug" can still be returned.');
    expect(exceedsSoldMessage('Mug', 0)).toBe('"Mug" has already been returned in full.');
  });

  it('takes each line once, with whole units, a short reason and a known method', () => {
    const ok = ZReturnBody.safeParse({ items: [{ itemId: ID, quantity: 2 }], reason: ' Torn ' });
    expect(ok.success && ok.data).toEqual({ items: [{ itemId: ID, quantity: 2 }], reason: 'Torn' });
    const issues = (body: unknown) =>
      ZReturnBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ items: [] })).toEqual([['items', RETURN_MESSAGES.itemsRequired]]);
    expect(
      issues({
        items: [
          { itemId: ID, quantity: 1 },
          { itemId: ID, quantity: 2 },
        ],
      }),
    ).toEqual([['items', RETURN_MESSAGES.lineOnce]]);
    expect(issues({ items: [{ itemId: ID, quantity: 0 }] })).toEqual([
      ['items.0.quantity', RETURN_MESSAGES.quantityPositive],
    ]);
    expect(issues({ items: [{ itemId: ID, quantity: 1 }], refundMethod: 'Split' })).toEqual([
      ['refundMethod', 'Refund method must be one of Cash, Card, UPI, StoreCredit, Account.'],
    ]);
    expect(issues({ items: [{ itemId: ID, quantity: 1 }], extra: 1 })?.[0]?.[0]).toBe('');
  });
});
