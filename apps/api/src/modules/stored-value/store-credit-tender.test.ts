import { SALE_MESSAGES } from '@pos/contracts/sales';
import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { addMember, okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

/*
 * Store credit as a tender and as a refund method (docs/DESIGN.md, "Stored value"): every move
 * a ledger row keyed by its sale or return, written in the document's transaction.
 */

const t = useTestApp();
const ok = okAs(t);
type Session = Awaited<ReturnType<typeof signUp>>;

let seq = 0;
async function product(s: Session, price: number, stock = 50) {
  seq += 1;
  return (
    await ok(s, 'POST', 'products', { name: `Credit item ${seq}`, price, stock, sku: `SC-${seq}` })
  ).data as { _id: string };
}
const customer = async (s: Session, name: string) =>
  (await ok(s, 'POST', 'customers', { name })).data as { _id: string };
const giveCredit = (s: Session, customerId: string, amount: number) =>
  ok(s, 'POST', `customers/${customerId}/store-credit`, {
    direction: 'add',
    amount,
    reason: 'Opening balance from the old till',
  });
const balanceOf = async (s: Session, customerId: string) =>
  ((await ok(s, 'GET', `customers/${customerId}/balances`)).data.accounts as { balance: number }[])
    .map((a) => a.balance)
    .reduce((a, b) => a + b, 0);

async function counts(org: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from transactions where organization_id = ${org}) as sales,
          (select count(*)::int from stored_value_entries where organization_id = ${org}) as entries,
          (select count(*)::int from inventory_log where organization_id = ${org}) as moves`,
  );
  return row;
}

describe('store credit as a tender', () => {
  it('pays part of a sale from the customer’s credit: one redeem row, the balance left on the answer', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const mug = await product(owner, 15);
    const ada = await customer(owner, 'Ada');
    await giveCredit(owner, ada._id, 20);

    // A cashier sells and redeems (manage_transactions); 15.00: 10.00 from credit, 5.00 cash.
    const res = await t.as(cashier).post('transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'StoreCredit', amount: 10 },
        { method: 'Cash', amount: 5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale.paymentMethod).toBe('Split');
    expect(sale.payments).toEqual([
      {
        method: 'StoreCredit',
        amount: 10,
        storedValue: expect.objectContaining({ balanceAfter: 10, last4: null }),
      },
      { method: 'Cash', amount: 5 },
    ]);
    // Read back, the same.
    const read = await ok(owner, 'GET', `transactions/${sale._id}`);
    expect(read.data.payments).toEqual(sale.payments);
    expect(await balanceOf(owner, ada._id)).toBe(10);
    const accountId = sale.payments[0].storedValue.accountId;
    const ledger = await ok(owner, 'GET', `stored-value/${accountId}/ledger`);
    expect(ledger.data[0]).toMatchObject({
      kind: 'redeem',
      amount: -10,
      balanceAfter: 10,
      transactionId: sale._id,
      user: { _id: cashier.user._id },
    });
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('refuses what the credit does not cover, a sale without a customer, and offline sales — writing nothing', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = await product(owner, 15);
    const ada = await customer(owner, 'Ada');
    const bob = await customer(owner, 'Bob');
    await giveCredit(owner, ada._id, 5);
    const before = await counts(org);
    const sell = (body: Record<string, unknown>) =>
      t.as(owner).post('transactions', { items: [{ productId: mug._id, quantity: 1 }], ...body });

    const over = await sell({
      customerId: ada._id,
      payments: [
        { method: 'StoreCredit', amount: 5.01 },
        { method: 'Cash', amount: 10 },
      ],
    });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { balance: 5 } });
    // Bob has no account yet: nothing to spend.
    const none = await sell({
      customerId: bob._id,
      payments: [{ method: 'StoreCredit', amount: 15 }],
    });
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().code).toBe('INSUFFICIENT_BALANCE');
    const walkIn = await sell({ payments: [{ method: 'StoreCredit', amount: 15 }] });
    expect(walkIn.statusCode, walkIn.body).toBe(400);
    expect(walkIn.json()).toMatchObject({ code: 'CUSTOMER_REQUIRED', message: M.customerRequired });
    // Stored value is not cash: it cannot pay more than is owed.
    await giveCredit(owner, bob._id, 50);
    const change = await sell({
      customerId: bob._id,
      payments: [{ method: 'StoreCredit', amount: 20 }],
    });
    expect(change.statusCode, change.body).toBe(400);
    expect(change.json().details.payments).toBe(SALE_MESSAGES.nonCashOver);
    const offline = await sell({
      customerId: bob._id,
      payments: [{ method: 'StoreCredit', amount: 15 }],
      offline: {
        createdAt: new Date().toISOString(),
        deviceId: '0190d5b6-6c34-7a3b-9f4e-2d7c9a1b2c3d',
        localNumber: 'AB12-1',
      },
    });
    expect(offline.statusCode, offline.body).toBe(400);
    expect(offline.json()).toMatchObject({ code: 'STORED_VALUE_OFFLINE', message: M.offline });

    expect(await counts(org)).toEqual({ ...before, entries: (before?.entries ?? 0) + 1 });
    expect(await balanceOf(owner, ada._id)).toBe(5);
    await expectBalancesAddUp(t, org);
  });

  it('a sale sent again with its Idempotency-Key spends the credit once', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = await product(owner, 15);
    const ada = await customer(owner, 'Ada');
    await giveCredit(owner, ada._id, 40);
    const body = {
      items: [{ productId: mug._id, quantity: 2 }],
      customerId: ada._id,
      payments: [{ method: 'StoreCredit', amount: 30 }],
    };
    const headers = { 'idempotency-key': '0190d5b6-6c34-7a3b-9f4e-2d7c9a1b2c01' };
    const first = await t.as(owner).post('transactions', body, { headers });
    const again = await t.as(owner).post('transactions', body, { headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.payments).toEqual(first.json().data.payments);
    expect(await balanceOf(owner, ada._id)).toBe(10);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stored_value_entries
          where organization_id = ${org} and kind = 'redeem'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await expectBalancesAddUp(t, org);
  });
});

describe('store credit as a refund', () => {
  it('a return to store credit credits the sale’s customer; a sale paid from credit goes back to it by default', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = await product(owner, 12);
    const ada = await customer(owner, 'Ada');
    const paidCash = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 2 }],
        customerId: ada._id,
        paymentMethod: 'Cash',
      })
    ).data;
    const back = await ok(owner, 'POST', `transactions/${paidCash._id}/returns`, {
      items: [{ itemId: paidCash.items[0]._id, quantity: 1 }],
      refundMethod: 'StoreCredit',
    });
    expect(back.data).toMatchObject({ refundMethod: 'StoreCredit', total: 12 });
    expect(await balanceOf(owner, ada._id)).toBe(12);

    // Spent on a new sale, then that sale refunded whole (spec 1's refund): back to credit.
    const paidCredit = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 1 }],
        customerId: ada._id,
        payments: [{ method: 'StoreCredit', amount: 12 }],
      })
    ).data;
    expect(paidCredit.paymentMethod).toBe('StoreCredit');
    expect(await balanceOf(owner, ada._id)).toBe(0);
    await ok(owner, 'POST', `transactions/${paidCredit._id}/refund`);
    expect(await balanceOf(owner, ada._id)).toBe(12);

    const balances = await ok(owner, 'GET', `customers/${ada._id}/balances`);
    const ledger = await ok(owner, 'GET', `stored-value/${balances.data.accounts[0]._id}/ledger`);
    expect(
      ledger.data.map((e: { kind: string; amount: number; balanceAfter: number }) => [
        e.kind,
        e.amount,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['refund', 12, 12],
      ['redeem', -12, 0],
      ['refund', 12, 12],
    ]);
    expect(ledger.data[2]).toMatchObject({ transactionId: paidCash._id, returnId: back.data._id });
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('a walk-in sale goes to store credit only with a customer named', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = await product(owner, 8);
    const bob = await customer(owner, 'Bob');
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 2 }],
        paymentMethod: 'Card',
      })
    ).data;
    const item = { itemId: sale.items[0]._id, quantity: 1 };
    const before = await counts(org);
    const refused = await t.as(owner).post(`transactions/${sale._id}/returns`, {
      items: [item],
      refundMethod: 'StoreCredit',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('CUSTOMER_REQUIRED');
    expect(await counts(org)).toEqual(before);
    await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [item],
      refundMethod: 'StoreCredit',
      customerId: bob._id,
    });
    expect(await balanceOf(owner, bob._id)).toBe(8);
    await expectBalancesAddUp(t, org);
  });

  it('an exchange pays its new sale from credit and puts what is left back on it', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const coat = await product(owner, 80);
    const hat = await product(owner, 25);
    const scarf = await product(owner, 30);
    const ada = await customer(owner, 'Ada');
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: coat._id, quantity: 1 }],
        customerId: ada._id,
        paymentMethod: 'Card',
      })
    ).data;
    // The coat (80) back for a hat (25): 55 onto Ada's store credit.
    const x = await ok(owner, 'POST', `transactions/${sale._id}/exchanges`, {
      returnItems: [{ itemId: sale.items[0]._id, quantity: 1 }],
      items: [{ productId: hat._id, quantity: 1 }],
      refundMethod: 'StoreCredit',
    });
    expect(x.data.exchange).toMatchObject({ net: -55, refundMethod: 'StoreCredit' });
    expect(await balanceOf(owner, ada._id)).toBe(55);
    // The hat (25) back for a scarf (30): the 5 more paid from the credit.
    const y = await ok(owner, 'POST', `transactions/${x.data.sale._id}/exchanges`, {
      returnItems: [{ itemId: x.data.sale.items[0]._id, quantity: 1 }],
      items: [{ productId: scarf._id, quantity: 1 }],
      payments: [{ method: 'StoreCredit', amount: 5 }],
    });
    expect(y.data.sale.payments).toEqual([
      { method: 'Exchange', amount: 25 },
      {
        method: 'StoreCredit',
        amount: 5,
        storedValue: expect.objectContaining({ balanceAfter: 50 }),
      },
    ]);
    expect(await balanceOf(owner, ada._id)).toBe(50);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });
});

describe('store credit in the books', () => {
  it('the shift shows store credit apart; the sales summary collects money only', async () => {
    const owner = await signUp(t, {}, { requireOpenShift: true });
    const mug = await product(owner, 10);
    const ada = await customer(owner, 'Ada');
    await giveCredit(owner, ada._id, 30);
    const shift = (await ok(owner, 'POST', 'shifts/open', { openingFloat: 0 })).data;
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 3 }],
        customerId: ada._id,
        payments: [
          { method: 'StoreCredit', amount: 20 },
          { method: 'Cash', amount: 10 },
        ],
      })
    ).data;
    await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 1 }],
      refundMethod: 'StoreCredit',
    });
    const figures = (await ok(owner, 'GET', `shifts/${shift._id}`)).data.figures;
    expect(figures.byMethod).toEqual([
      { method: 'Cash', sales: 10, refunds: 0 },
      { method: 'Card', sales: 0, refunds: 0 },
      { method: 'UPI', sales: 0, refunds: 0 },
      { method: 'StoreCredit', sales: 20, refunds: 10 },
    ]);
    expect(figures.cashTaken).toBe(10);
    const day = shopDay();
    const summary = await ok(owner, 'GET', `reports/sales-summary?from=${day}&to=${day}`);
    const fig = (key: string) => summary.data.find((f: { key: string }) => f.key === key)?.value;
    expect([fig('netSales'), fig('totalCollected'), fig('collectedCash')]).toEqual([20, 10, 10]);
  });
});
