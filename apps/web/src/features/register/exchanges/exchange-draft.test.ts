import type { TTransaction } from '@pos/contracts/sales';
import { describe, expect, it } from 'vitest';
import { addItem } from '../cart';
import { moneyOf } from '../register-totals';
import { emptyExchange, exchangeBody, exchangeFigures } from './exchange-draft';

/** 2 × 20.00 + VAT 10 %, paid by card: 44.00. */
const sale = {
  _id: 's1',
  status: 'Completed',
  paymentMethod: 'Card',
  items: [
    {
      _id: 'line',
      productId: 'shirt',
      variationId: null,
      productName: 'Shirt',
      variationName: null,
      sku: null,
      quantity: 2,
      priceAtSale: 20,
      discount: 0,
      lineTotal: 40,
      taxes: [{ name: 'VAT', rate: 10, amount: 4 }],
    },
  ],
  taxes: [{ name: 'VAT', rate: 10, amount: 4 }],
  pricesIncludeTax: false,
  rounding: 0,
  totalAmount: 44,
  payments: [{ method: 'Card', amount: 44 }],
  returns: [],
} as unknown as TTransaction;

const money = moneyOf({
  taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
  cashRounding: { increment: 0.05, mode: 'nearest' },
});
const item = (productId: string, price: number) => ({
  productId,
  variationId: null,
  name: productId,
  variationName: null,
  sku: null,
  price,
  taxClassId: null,
});

describe('an exchange at the register', () => {
  it('pays the dearer items with what comes back first, the rest in cash rounded', () => {
    const draft = {
      ...emptyExchange(sale),
      quantities: { line: 1 as const },
      cart: addItem([], item('jacket', 45.3)),
      cashReceived: 30,
    };
    // Back 22.00; out 45.30 + 4.53 = 49.83; 27.83 left, 27.85 in coins of 0.05; 2.15 change.
    expect(exchangeFigures(sale, draft, money)).toEqual({
      back: 2200,
      pointsBack: 0,
      out: 4983,
      rest: 2783,
      refund: 0,
      due: 2785,
      change: 215,
    });
    expect(exchangeBody(sale, draft, exchangeFigures(sale, draft, money))).toEqual({
      returnItems: [{ itemId: 'line', quantity: 1 }],
      items: [{ productId: 'jacket', quantity: 1 }],
      payments: [{ method: 'Cash', amount: 30 }],
    });
    // By card: the rest to the cent, and the method alone.
    const card = { ...draft, paymentMethod: 'Card' as const };
    const figures = exchangeFigures(sale, card, money);
    expect(figures).toMatchObject({ rest: 2783, due: 2783, change: 0 });
    expect(exchangeBody(sale, card, figures)).toMatchObject({ paymentMethod: 'Card' });
    // A coupon the customer gave goes with the new items, trimmed; a blank one is not sent.
    expect(exchangeBody(sale, { ...card, couponCode: ' welcome10 ' }, figures)).toMatchObject({
      couponCodes: ['welcome10'],
    });
    expect(exchangeBody(sale, { ...card, couponCode: '  ' }, figures)).not.toHaveProperty(
      'couponCodes',
    );
    // Too little cash: no change, the exchange waits.
    expect(exchangeFigures(sale, { ...draft, cashReceived: 20 }, money).change).toBeNull();
  });

  it('refunds what the cheaper items leave, by the method picked', () => {
    const draft = {
      ...emptyExchange(sale),
      quantities: { line: 1 as const },
      cart: addItem(addItem([], item('socks', 4)), item('socks', 4)),
      refundMethod: 'Cash' as const,
    };
    const figures = exchangeFigures(sale, draft, money);
    expect(figures).toMatchObject({ back: 2200, out: 880, rest: 0, refund: 1320 });
    expect(exchangeBody(sale, draft, figures)).toEqual({
      returnItems: [{ itemId: 'line', quantity: 1 }],
      items: [{ productId: 'socks', quantity: 2 }],
      refundMethod: 'Cash',
    });
    // Nothing picked to come back: no figures to settle by.
    expect(exchangeFigures(sale, { ...draft, quantities: {} }, money).back).toBeNull();
  });
});
