import type { TTransaction } from '@pos/contracts/sales';
import { describe, expect, it } from 'vitest';
import {
  draftRefund,
  emptyDraft,
  everythingLeft,
  picksWithinLeft,
  refundOptions,
  returnableLines,
  returnBody,
} from './return-draft';

const item = (id: string, quantity: number, price: number) => ({
  _id: id,
  productId: `p-${id}`,
  variationId: null,
  productName: `Item ${id}`,
  variationName: id === 'b' ? 'Red' : null,
  sku: null,
  quantity,
  priceAtSale: price,
  discount: 0,
  lineTotal: quantity * price,
  taxes: null,
});

/** 3 × 10.00 and 1 × 5.00, VAT 10 %: 38.50; one unit of the first came back already. */
const sale = {
  _id: 's1',
  status: 'Partially Refunded',
  paymentMethod: 'Split',
  items: [item('a', 3, 10), item('b', 1, 5)],
  subtotal: 35,
  taxes: [{ name: 'VAT', rate: 10, amount: 3.5 }],
  pricesIncludeTax: false,
  rounding: 0,
  totalAmount: 38.5,
  payments: [{ method: 'Cash', amount: 38.5 }],
  returns: [
    {
      _id: 'r1',
      items: [{ itemId: 'a', productName: 'Item a', variationName: null, quantity: 1, amount: 10 }],
      total: 11,
      pointsBack: 0,
      pointsBackAmount: 0,
    },
  ],
} as unknown as TTransaction;

describe('a return draft', () => {
  it('shows each line with what is left, and starts empty, refunding a split sale in cash', () => {
    expect(returnableLines(sale).map((l) => [l.label, l.sold, l.left])).toEqual([
      ['Item a', 3, 2],
      ['Item b – Red', 1, 1],
    ]);
    expect(emptyDraft(sale)).toEqual({ quantities: {}, reason: '', refundMethod: 'Cash' });
    expect(draftRefund(sale, emptyDraft(sale))).toBeNull();
  });

  it('previews the refund the server computes and builds the request', () => {
    const draft = {
      quantities: { a: 2 as const, b: '' as const },
      reason: ' Torn ',
      refundMethod: 'Card' as const,
    };
    // 20.00 of 35.00: VAT 2.00 → 22.00.
    expect(draftRefund(sale, draft)).toEqual({
      subtotal: 20,
      taxTotal: 2,
      total: 22,
      pointsBack: 0,
      money: 22,
      units: 2,
    });
    expect(returnBody(sale, draft)).toEqual({
      items: [{ itemId: 'a', quantity: 2 }],
      reason: 'Torn',
      refundMethod: 'Card',
    });
    // More than is left is no refund at all.
    expect(draftRefund(sale, { ...draft, quantities: { a: 3 } })).toBeNull();
  });

  it('takes everything left, which gives back the rest of the total', () => {
    const all = { ...emptyDraft(sale), quantities: everythingLeft(sale) };
    expect(all.quantities).toEqual({ a: 2, b: 1 });
    // 38.50 − the first return's 11.00.
    expect(draftRefund(sale, all)?.total).toBe(27.5);
  });

  it('gives back as points what points paid, in proportion: the rest is the refund', () => {
    // 7.70 of 38.50 paid by points (a fifth); the first return (11.00) gave back 2.20 of it.
    const paidByPoints = {
      ...sale,
      payments: [
        { method: 'Points', amount: 7.7 },
        { method: 'Cash', amount: 30.8 },
      ],
      returns: sale.returns.map((r) => ({ ...r, pointsBack: 220, pointsBackAmount: 2.2 })),
    } as TTransaction;
    const one = { ...emptyDraft(paidByPoints), quantities: { a: 1 as const } };
    // 11.00 more back: 22.00 of 38.50 in all, 4.40 of the points' 7.70, less the 2.20 given.
    expect(draftRefund(paidByPoints, one)).toMatchObject({
      total: 11,
      pointsBack: 2.2,
      money: 8.8,
    });
    // Everything left: the rest of the points' 7.70 (5.50), 22.00 in money.
    const all = { ...emptyDraft(paidByPoints), quantities: everythingLeft(paidByPoints) };
    expect(draftRefund(paidByPoints, all)).toMatchObject({
      total: 27.5,
      pointsBack: 5.5,
      money: 22,
    });
  });

  it('cuts the picks down to what is left once another return came first', () => {
    // 3 of a picked while 2 are left; b's unit is still there; c no longer on the sale.
    expect(picksWithinLeft(sale, { a: 3, b: 1, c: 2 })).toEqual({ a: 2, b: 1, c: '' });
    expect(picksWithinLeft(sale, { a: '', b: 0 })).toEqual({ a: '', b: '' });
  });

  it('offers store credit with a customer, and the account only when the sale was charged to it', () => {
    const methods = (s: Pick<TTransaction, 'customer' | 'paymentMethod' | 'payments'>) =>
      refundOptions(s).map((o) => o.value);
    const customer = { _id: 'c1', name: 'Ann' } as TTransaction['customer'];
    const cash = [{ method: 'Cash' as const, amount: 38.5 }];
    expect(methods({ customer: null, paymentMethod: 'Cash', payments: cash })).toEqual([
      'Cash',
      'Card',
      'UPI',
    ]);
    expect(methods({ customer, paymentMethod: 'Cash', payments: cash })).toEqual([
      'Cash',
      'Card',
      'UPI',
      'StoreCredit',
    ]);
    // A split with a part on account: the account is offered, labelled as the receipt names it.
    const split = [
      { method: 'Account' as const, amount: 30 },
      { method: 'Cash' as const, amount: 8.5 },
    ];
    const options = refundOptions({ customer, paymentMethod: 'Split', payments: split });
    expect(options.at(-1)).toEqual({ value: 'Account', label: 'On account' });
    // Charged to an account but the customer is gone from the sale: nothing to take it off.
    expect(methods({ customer: null, paymentMethod: 'Account', payments: split })).not.toContain(
      'Account',
    );
  });
});
