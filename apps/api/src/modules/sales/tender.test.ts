import { SALE_MESSAGES as M } from '@pos/contracts/sales';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };

let seq = 0;
async function item(s: Session, price: number) {
  seq += 1;
  const res = await t
    .as(s)
    .post('products', { name: `Item ${seq}`, price, stock: 100, sku: `T-${seq}-${Date.now()}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** A shop whose one item costs 50.00 + 20 % tax = 60.00. */
async function shop() {
  const owner = await signUp(t);
  await t.as(owner).put('settings/general', {
    ...SHOP_SETTINGS,
    taxes: [{ id: 'vat', name: 'VAT', rate: 20 }],
  });
  return { owner, productId: await item(owner, 50) };
}

describe('split tender', () => {
  it('takes a card part and cash tendered over the rest, and answers the change', async () => {
    const { owner, productId } = await shop();
    const res = await t.as(owner).post('transactions', {
      items: [{ productId, quantity: 1 }],
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 50 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      totalAmount: 60,
      paymentMethod: 'Split',
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 50 },
      ],
      amountPaid: 70,
      change: 10,
    });
    expect((await t.as(owner).get(`transactions/${sale._id}`)).json().data).toMatchObject({
      paymentMethod: 'Split',
      payments: sale.payments,
      amountPaid: 70,
      change: 10,
    });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('keeps the spec body: paymentMethod alone is one payment of the total', async () => {
    const { owner, productId } = await shop();
    const sale = (
      await t
        .as(owner)
        .post('transactions', { items: [{ productId, quantity: 2 }], paymentMethod: 'UPI' })
    ).json().data;
    expect(sale).toMatchObject({
      paymentMethod: 'UPI',
      payments: [{ method: 'UPI', amount: 120 }],
      amountPaid: 120,
      change: 0,
    });
    // One method in several payments is that method, with the cash change.
    const cash = (
      await t.as(owner).post('transactions', {
        items: [{ productId, quantity: 1 }],
        payments: [
          { method: 'Cash', amount: 50 },
          { method: 'Cash', amount: 20 },
        ],
      })
    ).json().data;
    expect(cash).toMatchObject({ paymentMethod: 'Cash', change: 10 });
  });

  it('refuses payments short of the total, a card over it, and both ways at once — writing nothing', async () => {
    const { owner, productId } = await shop();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          payments: [
            { method: 'Card', amount: 20 },
            { method: 'Cash', amount: 39.99 },
          ],
        },
        M.paymentsNotCovered,
      ],
      [{ payments: [{ method: 'Card', amount: 60.01 }] }, M.nonCashOver],
      [
        {
          payments: [
            { method: 'Cash', amount: 10 },
            { method: 'UPI', amount: 49.99 },
          ],
        },
        M.paymentsNotCovered,
      ],
      [{ paymentMethod: 'Cash', payments: [{ method: 'Cash', amount: 60 }] }, M.paymentOneWay],
      [{}, M.paymentRequired],
      [{ payments: [] }, M.paymentRequired],
      [{ payments: [{ method: 'Card', amount: 0 }] }, 'A payment must be more than 0.'],
      [
        { payments: [{ method: 'Cheque', amount: 60 }] },
        'Payment method must be one of Cash, Card, UPI, StoreCredit, GiftCard, Account, Points.',
      ],
    ];
    for (const [payment, message] of cases) {
      const res = await t
        .as(owner)
        .post('transactions', { items: [{ productId, quantity: 1 }], ...payment });
      expect(res.statusCode, JSON.stringify(payment)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.body).toContain(message);
    }
    expect((await t.as(owner).get('transactions/count')).json().count).toBe(0);
    expect((await t.as(owner).get(`products/${productId}`)).json().data.stock).toBe(100);
  });

  it('numbers sales in order and finds split ones by each of their methods', async () => {
    const { owner, productId } = await shop();
    const sell = async (body: Record<string, unknown>) =>
      (
        await t.as(owner).post('transactions', { items: [{ productId, quantity: 1 }], ...body })
      ).json().data;
    const card = await sell({ paymentMethod: 'Card' });
    const split = await sell({
      payments: [
        { method: 'UPI', amount: 30 },
        { method: 'Cash', amount: 40 },
      ],
    });
    const cash = await sell({ paymentMethod: 'Cash' });
    expect([card, split, cash].map((s) => s.documentNumber)).toEqual([
      '000001',
      '000002',
      '000003',
    ]);

    const ids = async (paymentMethod: string) =>
      (await t.as(owner).get('transactions', { query: { paymentMethod } }))
        .json()
        .data.map((r: { _id: string }) => r._id);
    expect(await ids('UPI')).toEqual([split._id]);
    expect(await ids('Cash')).toEqual([cash._id, split._id]);
    expect(await ids('Split')).toEqual([split._id]);
    expect(await ids('Card')).toEqual([card._id]);
    const row = (
      await t.as(owner).get('transactions', { query: { paymentMethod: 'Split' } })
    ).json().data[0];
    expect(row).toMatchObject({
      paymentMethod: 'Split',
      paymentMethods: ['UPI', 'Cash'],
      documentNumber: '000002',
    });

    const csv = await t.as(owner).get('transactions/export.csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.find((l) => l.includes(split._id))).toMatch(/,"UPI\+Cash"$/);
    expect(lines.find((l) => l.includes(card._id))).toMatch(/,"Card"$/);
  });

  it('refuses to sell without an open shift when the shop requires one', async () => {
    const { owner, productId } = await shop();
    await t.as(owner).put('settings/general', { ...SHOP_SETTINGS, requireOpenShift: true });
    const res = await t
      .as(owner)
      .post('transactions', { items: [{ productId, quantity: 1 }], paymentMethod: 'Cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SHIFT_REQUIRED', message: M.shiftRequired });
    expect((await t.as(owner).get(`products/${productId}`)).json().data.stock).toBe(100);
  });
});
