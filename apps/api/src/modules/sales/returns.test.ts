import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RETURN_MESSAGES as R, refundPreview } from '@pos/contracts/returns';
import { SALE_MESSAGES as M, type TSaleReturn, type TTransaction } from '@pos/contracts/sales';
import { QUANTITY_MESSAGES } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { uuidv7 } from 'uuidv7';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

const ok = okAs(t);

let seq = 0;
async function product(s: Session, price: number, stock: number) {
  seq += 1;
  const body = await ok(s, 'POST', 'products', {
    name: `Returnable ${seq}`,
    price,
    stock,
    sku: `RT-${seq}-${Date.now()}`,
  });
  return body.data as { _id: string; name: string };
}

const TAXES = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];
const setTaxes = (s: Session, taxes = TAXES) =>
  ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, taxes });

async function sell(s: { token: string }, body: Record<string, unknown>): Promise<TTransaction> {
  return (await ok(s, 'POST', 'transactions', { paymentMethod: 'Cash', ...body })).data;
}

const stockOf = async (s: Session, id: string) => (await ok(s, 'GET', `products/${id}`)).data.stock;
const saleOf = async (s: Session, id: string): Promise<TTransaction> =>
  (await ok(s, 'GET', `transactions/${id}`)).data;
const lineOf = (sale: TTransaction, productId: string) => {
  const line = sale.items.find((i) => i.productId === productId);
  if (!line) throw new Error('no such line');
  return line._id;
};

const returnOf = (s: { token: string }, saleId: string, body: unknown, headers = {}) =>
  t.as(s).post(`transactions/${saleId}/returns`, body, { headers });

async function rowCounts(org: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from sale_returns where organization_id = ${org}) as returns,
          (select count(*)::int from return_items where organization_id = ${org}) as return_items,
          (select count(*)::int from inventory_log where organization_id = ${org}) as ledger,
          (select coalesce(sum(returned_quantity), 0)::int from transaction_items where organization_id = ${org}) as returned,
          (select last_number from document_counters where organization_id = ${org} and series = 'return') as last_number`,
  );
  return row;
}

describe('a return by line', () => {
  it('gives back a line share with its taxes, puts the stock back and corrects the books', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await setTaxes(owner);
    const a = await product(owner, 10, 10);
    const b = await product(owner, 5, 10);
    const sale = await sell(owner, {
      items: [
        { productId: a._id, quantity: 3 },
        { productId: b._id, quantity: 1 },
      ],
      paymentMethod: 'Card',
    });
    // 35.00 + VAT 3.50 + city tax 0.88 (0.875 half up) = 39.38.
    expect(sale.totalAmount).toBe(39.38);

    const res = await returnOf(owner, sale._id, {
      items: [{ itemId: lineOf(sale, a._id), quantity: 1 }],
      reason: '  Chipped  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const first: TSaleReturn = res.json().data;
    // 10.00 of 35.00 gives back 10/35 of each tax: VAT 1.00, city tax 0.25 (0.875 × 10/35).
    expect(first).toMatchObject({
      transactionId: sale._id,
      documentNumber: 'R000001',
      items: [{ itemId: lineOf(sale, a._id), productName: a.name, quantity: 1, amount: 10 }],
      subtotal: 10,
      taxes: [
        { name: 'VAT', rate: 10, amount: 1 },
        { name: 'City tax', rate: 2.5, amount: 0.25 },
      ],
      taxTotal: 1.25,
      total: 11.25,
      refundMethod: 'Card',
      reason: 'Chipped',
      user: { _id: owner.user._id },
      approvedBy: null,
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();

    let now = await saleOf(owner, sale._id);
    expect(now).toMatchObject({
      status: 'Partially Refunded',
      refundedTotal: 11.25,
      refundedAt: null,
      returns: [first],
    });
    expect(await stockOf(owner, a._id)).toBe(8);
    const ledger = await ok(owner, 'GET', 'inventory-log?type=RETURN');
    expect(ledger.data).toMatchObject([
      {
        quantityChanged: 1,
        stockAfterMovement: 8,
        reference: first._id,
        remarks: `Return R000001 of sale ${sale.documentNumber}`,
      },
    ]);
    expect(await ok(owner, 'GET', 'reports/top-products')).toEqual([
      { productName: a.name, totalQuantity: 2 },
      { productName: b.name, totalQuantity: 1 },
    ]);
    // The list shows the new status, and finds it by it.
    const partly = await ok(owner, 'GET', 'transactions?status=Partially%20Refunded');
    expect(partly.data.map((r: { _id: string }) => r._id)).toEqual([sale._id]);
    await expectStockAddsUp(t, org);

    // The rest of both lines: the sale is refunded and its returns add up to its total.
    const rest = await returnOf(owner, sale._id, {
      items: [
        { itemId: lineOf(sale, b._id), quantity: 1 },
        { itemId: lineOf(sale, a._id), quantity: 2 },
      ],
      refundMethod: 'Cash',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({
      documentNumber: 'R000002',
      subtotal: 25,
      // VAT 3.50 − 1.00; city tax 0.88 − 0.25.
      taxes: [
        { name: 'VAT', amount: 2.5 },
        { name: 'City tax', amount: 0.63 },
      ],
      total: 28.13,
      refundMethod: 'Cash',
      reason: null,
    });
    now = await saleOf(owner, sale._id);
    expect(now).toMatchObject({ status: 'Refunded', refundedTotal: 39.38 });
    expect(now.refundedAt).toEqual(expect.any(String));
    expect(now.returns).toHaveLength(2);
    expect(await stockOf(owner, a._id)).toBe(10);
    expect(await stockOf(owner, b._id)).toBe(10);
    expect(await ok(owner, 'GET', 'reports/top-products')).toEqual([]);
    // The dashboard's trend: sold and given back today, nothing net today.
    const today = shopDay();
    expect(
      await ok(owner, 'GET', `reports/sales-trend?startDate=${today}&endDate=${today}`),
    ).toEqual([{ date: today, totalSales: 0 }]);
    await expectStockAddsUp(t, org);

    // Nothing is left: a further return or refund is refused.
    const again = await returnOf(owner, sale._id, {
      items: [{ itemId: lineOf(sale, a._id), quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REFUNDED', message: R.alreadyRefunded });
    const refund = await t.as(owner).post(`transactions/${sale._id}/refund`);
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ code: 'ALREADY_REFUNDED', message: M.alreadyRefunded });
    // A sale that moved stock stays in the books.
    expect((await t.as(owner).delete(`transactions/${sale._id}`)).statusCode).toBe(409);
  });

  it('rounds cumulatively: returning units one by one gives back exactly the total', async () => {
    const owner = await signUp(t);
    await setTaxes(owner, [{ id: 'vat', name: 'VAT', rate: 10 }]);
    const a = await product(owner, 3.33, 5);
    const sale = await sell(owner, { items: [{ productId: a._id, quantity: 3 }] });
    // 9.99 + 1.00 (0.999) = 10.99.
    expect(sale.totalAmount).toBe(10.99);
    const totals: number[] = [];
    const taxes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = await saleOf(owner, sale._id);
      const picks = new Map([[sale.items[0]?._id as string, 1]]);
      const res = await returnOf(owner, sale._id, {
        items: [{ itemId: sale.items[0]?._id, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      // The register's preview is the server's amount.
      expect(refundPreview(before, picks)?.total).toBe(res.json().data.total);
      totals.push(res.json().data.total);
      taxes.push(res.json().data.taxTotal);
    }
    expect(taxes).toEqual([0.33, 0.34, 0.33]);
    expect(totals).toEqual([3.66, 3.67, 3.66]);
    expect((await saleOf(owner, sale._id)).status).toBe('Refunded');
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('refuses a line asked for more than is left, naming it, and writes nothing', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const a = await product(owner, 4, 10);
    const b = await product(owner, 6, 10);
    const sale = await sell(owner, {
      items: [
        { productId: a._id, quantity: 2 },
        { productId: b._id, quantity: 1 },
      ],
    });
    const other = await sell(owner, { items: [{ productId: a._id, quantity: 1 }] });
    await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: lineOf(sale, a._id), quantity: 1 }],
    });
    const before = await rowCounts(org);

    const over = await returnOf(owner, sale._id, {
      items: [
        { itemId: lineOf(sale, b._id), quantity: 1 },
        { itemId: lineOf(sale, a._id), quantity: 2 },
      ],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'RETURN_EXCEEDS_SOLD',
      message: `Only 1 of "${a.name}" can still be returned.`,
      details: { itemId: lineOf(sale, a._id), index: 1, returnable: 1, requested: 2 },
    });
    // A line of another sale is not this sale's.
    const foreign = await returnOf(owner, sale._id, {
      items: [{ itemId: other.items[0]?._id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(R.lineNotFound);

    for (const [body, field, message] of [
      [{ items: [] }, 'items', R.itemsRequired],
      [{}, 'items', R.itemsRequired],
      [
        { items: [{ itemId: lineOf(sale, b._id), quantity: 0 }] },
        'items.0.quantity',
        R.quantityPositive,
      ],
      [
        { items: [{ itemId: lineOf(sale, b._id), quantity: 1.5 }] },
        'items.0.quantity',
        QUANTITY_MESSAGES.whole,
      ],
      [
        {
          items: [
            { itemId: lineOf(sale, b._id), quantity: 1 },
            { itemId: lineOf(sale, b._id), quantity: 1 },
          ],
        },
        'items',
        R.lineOnce,
      ],
      [
        { items: [{ itemId: lineOf(sale, b._id), quantity: 1 }], refundMethod: 'Cheque' },
        'refundMethod',
        'Refund method must be one of Cash, Card, UPI, StoreCredit, Account.',
      ],
      [
        { items: [{ itemId: lineOf(sale, b._id), quantity: 1 }], reason: 'x'.repeat(501) },
        'reason',
        R.reasonTooLong,
      ],
      [{ items: [{ itemId: 'nope', quantity: 1 }] }, 'items.0.itemId', undefined],
    ] as const) {
      const res = await returnOf(owner, sale._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      if (message) expect(res.json().details[field]).toBe(message);
      else expect(res.json().details[field]).toEqual(expect.any(String));
    }
    expect(await rowCounts(org)).toEqual(before);
    expect(await stockOf(owner, a._id)).toBe(8);
    expect((await saleOf(owner, sale._id)).status).toBe('Partially Refunded');
    await expectStockAddsUp(t, org);
  });

  it('refuses a sale that never completed (NOT_RETURNABLE) and one that is refunded', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 4, 10);
    const sale = await sell(owner, { items: [{ productId: a._id, quantity: 2 }] });
    const itemId = sale.items[0]?._id;
    for (const status of ['Pending', 'Failed']) {
      await t.sql(
        sql`update transactions set status = ${status} where organization_id = ${owner.user.organizationId} and id = ${sale._id}`,
      );
      const res = await returnOf(owner, sale._id, { items: [{ itemId, quantity: 1 }] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'NOT_RETURNABLE',
        message: R.notReturnable,
        details: { status },
      });
      const refund = await t.as(owner).post(`transactions/${sale._id}/refund`);
      expect(refund.statusCode).toBe(409);
      expect(refund.json()).toMatchObject({ code: 'NOT_RETURNABLE', message: M.notRefundable });
    }
    await t.sql(
      sql`update transactions set status = 'Completed' where organization_id = ${owner.user.organizationId} and id = ${sale._id}`,
    );
    await ok(owner, 'POST', `transactions/${sale._id}/refund`);
    const res = await returnOf(owner, sale._id, { items: [{ itemId, quantity: 1 }] });
    expect(res.json()).toMatchObject({ code: 'ALREADY_REFUNDED' });
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});

describe('the refund of a sale', () => {
  it('gives back what the returns left, with the same answer as before', async () => {
    const owner = await signUp(t);
    await setTaxes(owner);
    const a = await product(owner, 7.77, 10);
    const b = await product(owner, 1.01, 10);
    const sale = await sell(owner, {
      items: [
        { productId: a._id, quantity: 3 },
        { productId: b._id, quantity: 2 },
      ],
    });
    const first = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: lineOf(sale, a._id), quantity: 2 }],
    });
    const refund = await t.as(owner).post(`transactions/${sale._id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    const answer = refund.json();
    expect(answer.message).toBe(M.refunded);
    expect(answer.data).toMatchObject({ status: 'Refunded', refundedTotal: sale.totalAmount });
    expect(answer.data.returns).toHaveLength(2);
    const second = answer.data.returns[1];
    expect(second.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 2]);
    // Cents: the two returns add up exactly to the sale's total.
    expect(Math.round(first.data.total * 100) + Math.round(second.total * 100)).toBe(
      Math.round(sale.totalAmount * 100),
    );
    expect(answer.data).toEqual(await saleOf(owner, sale._id));
    expect(await stockOf(owner, a._id)).toBe(10);
    expect(await stockOf(owner, b._id)).toBe(10);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it("refunds in the sale's method by default, a split sale in cash, or as asked", async () => {
    const owner = await signUp(t);
    const a = await product(owner, 10, 20);
    const split = await sell(owner, {
      items: [{ productId: a._id, quantity: 5 }],
      paymentMethod: undefined,
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 40 },
      ],
    });
    expect(split.paymentMethod).toBe('Split');
    const itemId = split.items[0]?._id;
    const methods: string[] = [];
    for (const refundMethod of [undefined, 'Card', 'UPI']) {
      const r = await ok(owner, 'POST', `transactions/${split._id}/returns`, {
        items: [{ itemId, quantity: 1 }],
        refundMethod,
      });
      methods.push(r.data.refundMethod);
    }
    expect(methods).toEqual(['Cash', 'Card', 'UPI']);
    const upi = await sell(owner, {
      items: [{ productId: a._id, quantity: 1 }],
      paymentMethod: 'UPI',
    });
    const r = await ok(owner, 'POST', `transactions/${upi._id}/refund`);
    expect(r.data.returns[0].refundMethod).toBe('UPI');
  });
});

describe('who may return', () => {
  it('needs process_returns: a cashier is refused (403), a manager may', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const a = await product(owner, 3, 10);
    const cashier = await addMember(t, org, 'cashier');
    const manager = await addMember(t, org, 'organization_manager');
    // The cashier sells and reads sales, but does not give money back.
    const sale = await sell(cashier, { items: [{ productId: a._id, quantity: 2 }] });
    const itemId = sale.items[0]?._id;
    const before = await rowCounts(org);
    for (const res of [
      await returnOf(cashier, sale._id, { items: [{ itemId, quantity: 1 }] }),
      await t.as(cashier).post(`transactions/${sale._id}/refund`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        details: { permission: 'process_returns' },
      });
    }
    expect(await rowCounts(org)).toEqual(before);
    const byManager = await returnOf(manager, sale._id, { items: [{ itemId, quantity: 1 }] });
    expect(byManager.statusCode, byManager.body).toBe(201);
    expect(byManager.json().data.user._id).toBe(manager.user._id);
    // The cashier can still find the sale by its number and print the return's receipt.
    expect(
      (await t.as(cashier).get(`transactions/by-number/${sale.documentNumber}`)).statusCode,
    ).toBe(200);
    const receipt = await t.as(cashier).get(`returns/${byManager.json().data._id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
  });

  it("lets a cashier return with a manager's approval: once, for that sale, recorded", async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const a = await product(owner, 5, 20);
    const cashier = await addMember(t, org, 'cashier');
    const manager = await addMember(t, org, 'organization_manager');
    expect((await t.as(manager).patch('profile', { registerPin: '2468' })).statusCode).toBe(200);
    const sale = await sell(cashier, { items: [{ productId: a._id, quantity: 3 }] });
    const other = await sell(cashier, { items: [{ productId: a._id, quantity: 1 }] });
    const itemId = sale.items[0]?._id;
    const approve = async (transactionId: string, action = 'return') => {
      const res = await t.as(cashier).post('approvals', {
        email: manager.email,
        pin: '2468',
        action,
        transactionId,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { 'x-approval': res.json().data.token as string };
    };

    // A return refused for what is left leaves the approval unused; the next try uses it.
    const token = await approve(sale._id);
    const over = await returnOf(cashier, sale._id, { items: [{ itemId, quantity: 4 }] }, token);
    expect(over.json().code).toBe('RETURN_EXCEEDS_SOLD');
    const res = await returnOf(cashier, sale._id, { items: [{ itemId, quantity: 1 }] }, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      user: { _id: cashier.user._id },
      approvedBy: { _id: manager.user._id, name: expect.any(String) },
    });
    expect((await saleOf(owner, sale._id)).returns[0]).toEqual(res.json().data);
    // Used once: a second return with it is refused and changes nothing.
    const before = await rowCounts(org);
    const again = await returnOf(cashier, sale._id, { items: [{ itemId, quantity: 1 }] }, token);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('APPROVAL_INVALID');
    // An approval of another sale, or of a discount, does not approve this return.
    for (const wrong of [await approve(other._id), await approve(sale._id, 'discount')]) {
      const refused = await returnOf(
        cashier,
        sale._id,
        { items: [{ itemId, quantity: 1 }] },
        wrong,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('APPROVAL_INVALID');
    }
    expect(await rowCounts(org)).toEqual(before);
    // The whole-sale refund takes one too.
    const refund = await t.as(cashier).post(`transactions/${sale._id}/refund`, undefined, {
      headers: await approve(sale._id),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.returns[1].approvedBy._id).toBe(manager.user._id);
    await expectStockAddsUp(t, org);
  });

  it("answers 404 for another organization's sale, line, number and return", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const pa = await product(a, 3, 10);
    const sale = await sell(a, { items: [{ productId: pa._id, quantity: 2 }] });
    const given = await ok(a, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]?._id, quantity: 1 }],
    });
    const before = await rowCounts(a.user.organizationId);
    const res = await returnOf(b, sale._id, {
      items: [{ itemId: sale.items[0]?._id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Transaction not found');
    expect((await t.as(b).post(`transactions/${sale._id}/refund`)).statusCode).toBe(404);
    expect((await t.as(b).get(`returns/${given.data._id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await t.as(b).get(`transactions/by-number/${sale.documentNumber}`)).statusCode).toBe(
      404,
    );
    // B's own sale cannot take back A's line.
    const pb = await product(b, 3, 10);
    const saleB = await sell(b, { items: [{ productId: pb._id, quantity: 1 }] });
    const foreignLine = await returnOf(b, saleB._id, {
      items: [{ itemId: sale.items[0]?._id, quantity: 1 }],
    });
    expect(foreignLine.statusCode).toBe(404);
    expect(await rowCounts(a.user.organizationId)).toEqual(before);
    expect((await t.as(a).get(`returns/${uuidv7()}/receipt.pdf`)).statusCode).toBe(404);
  });
});

describe('finding a sale by its number', () => {
  it('takes the printed number with or without its zeros; anything else is 404', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 3, 10);
    const first = await sell(owner, { items: [{ productId: a._id, quantity: 1 }] });
    const second = await sell(owner, { items: [{ productId: a._id, quantity: 1 }] });
    expect([first.documentNumber, second.documentNumber]).toEqual(['000001', '000002']);
    for (const number of ['000002', '2', '0000000002']) {
      const res = await t.as(owner).get(`transactions/by-number/${number}`);
      expect(res.statusCode, number).toBe(200);
      expect(res.json().data).toEqual(await saleOf(owner, second._id));
    }
    for (const number of ['3', '0', 'R000001', 'abc', '-1', '1.0', '99999999999999']) {
      const res = await t.as(owner).get(`transactions/by-number/${encodeURIComponent(number)}`);
      expect(res.statusCode, number).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: R.numberNotFound });
    }
  });
});

describe('the shift of a return', () => {
  it("is the returner's open shift at the sale's store: its cash refunds leave the drawer", async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const a = await product(owner, 3, 10);
    const before = await sell(owner, { items: [{ productId: a._id, quantity: 2 }] });
    const shiftOf = async (returnId: string) =>
      (
        await queryRows<{ shift_id: string | null }>(
          t.db,
          sql`select shift_id from sale_returns where organization_id = ${org} and id = ${returnId}`,
        )
      )[0]?.shift_id;
    // No shift open: the return belongs to none.
    const none = await ok(owner, 'POST', `transactions/${before._id}/returns`, {
      items: [{ itemId: before.items[0]?._id, quantity: 1 }],
    });
    expect(await shiftOf(none.data._id)).toBeNull();

    const shift = (await ok(owner, 'POST', 'shifts/open', { openingFloat: 100 })).data;
    // 3 × 3.00 paid with 10.00 cash: 1.00 change.
    const sale = await sell(owner, {
      items: [{ productId: a._id, quantity: 3 }],
      paymentMethod: undefined,
      payments: [{ method: 'Cash', amount: 10 }],
    });
    const itemId = sale.items[0]?._id;
    const cash = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId, quantity: 1 }],
    });
    const card = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId, quantity: 1 }],
      refundMethod: 'Card',
    });
    // A return of a sale made before the shift counts in the shift it was made in.
    const earlier = await ok(owner, 'POST', `transactions/${before._id}/returns`, {
      items: [{ itemId: before.items[0]?._id, quantity: 1 }],
    });
    for (const r of [cash, card, earlier]) expect(await shiftOf(r.data._id)).toBe(shift._id);
    expect([cash.data.refundMethod, card.data.refundMethod, earlier.data.refundMethod]).toEqual([
      'Cash',
      'Card',
      'Cash',
    ]);

    // 100 + 10.00 cash taken − 1.00 change − 3.00 − 3.00 cash refunds = 103.00.
    const closed = await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: 103 });
    expect(closed.data).toMatchObject({
      status: 'closed',
      expectedCash: 103,
      difference: 0,
      figures: { returnsCount: 3, returnsAmount: 9, cashRefunds: 6 },
    });
    // A closed shift takes no more returns: the next belongs to none.
    const after = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId, quantity: 1 }],
    });
    expect(await shiftOf(after.data._id)).toBeNull();
    await expectStockAddsUp(t, org);
  });
});

describe('documents', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'return-pdf-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const text = (pdf: Buffer) => {
    const file = path.join(dir, `${Date.now()}-${Math.random()}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'])
      .toString()
      .replace(/[ \t]+/g, ' ');
  };

  it("prints the return's receipt, and the sale's receipt and invoice show its returns", async () => {
    const owner = await signUp(t, { organizationName: 'Return Shop' });
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      currencySymbol: '€',
      currencyCode: 'EUR',
      taxes: TAXES,
    });
    const a = await product(owner, 10, 10);
    const sale = await sell(owner, {
      items: [{ productId: a._id, quantity: 3 }],
      paymentMethod: undefined,
      payments: [
        { method: 'Card', amount: 20 },
        { method: 'Cash', amount: 20 },
      ],
    });
    // 30.00 + 3.00 + 0.75 = 33.75: 20.00 by card, 20.00 cash handed over, 6.25 change.
    expect(sale).toMatchObject({ totalAmount: 33.75, change: 6.25 });
    const given = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]?._id, quantity: 1 }],
      reason: 'Wrong size',
    });

    const res = await t.as(owner).get(`returns/${given.data._id}/receipt.pdf?tz=UTC`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="return-R000001.pdf"');
    const receipt = text(res.rawPayload);
    for (const seen of [
      'Return Shop',
      'RETURN',
      'Return no. R000001',
      `Sale no. ${sale.documentNumber}`,
      a.name,
      '1 returned -€10.00',
      'VAT (10%) -€1.00',
      'City tax (2.5%) -€0.25',
      'REFUND €11.25',
      'Refunded in Cash',
      'Reason Wrong size',
    ]) {
      expect(receipt).toContain(seen);
    }

    const saleReceipt = text(
      (await t.as(owner).get(`transactions/${sale._id}/receipt.pdf?tz=UTC`)).rawPayload,
    );
    for (const seen of [
      'PARTIALLY REFUNDED',
      `Receipt no. ${sale.documentNumber}`,
      'Payment Split',
      'Card €20.00',
      'Cash tendered €20.00',
      'Change €6.25',
      'Return R000001',
      'Refunded -€11.25',
      'Net total €22.50',
    ]) {
      expect(saleReceipt).toContain(seen);
    }
    const invoice = text((await t.as(owner).get(`invoice/${sale._id}/pdf?tz=UTC`)).rawPayload);
    for (const seen of [
      `Invoice no. ${sale.documentNumber}`,
      'Card €20.00',
      'Cash tendered €20.00',
      'Change €6.25',
      'Refunded -€11.25',
      'Net total €22.50',
    ]) {
      expect(invoice).toContain(seen);
    }
  });
});

describe('any sequence of partial returns', () => {
  it('refunds exactly the sale’s total (random sales through the API)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const line = fc.record({
      cents: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 4 }),
      discountPercent: fc.constantFrom(0, 0, 15, 100),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.subarray([
          { id: 'a', name: 'A', rate: 7.25 },
          { id: 'b', name: 'B', rate: 2.5 },
          { id: 'c', name: 'C', rate: 19 },
        ]),
        fc.infiniteStream(fc.tuple(fc.nat(), fc.nat())),
        async (lines, taxes, choices) => {
          await setTaxes(owner, taxes);
          const items = [];
          for (const l of lines) {
            const p = await product(owner, l.cents / 100, l.quantity);
            const gross = l.cents * l.quantity;
            items.push({
              productId: p._id,
              quantity: l.quantity,
              discount: Math.floor((gross * l.discountPercent) / 100) / 100,
            });
          }
          const sale = await sell(owner, { items });
          let given = 0;
          const picks = choices[Symbol.iterator]();
          for (;;) {
            const now = await saleOf(owner, sale._id);
            const open = now.items.filter(
              (i) =>
                i.quantity >
                now.returns
                  .flatMap((r) => r.items)
                  .filter((r) => r.itemId === i._id)
                  .reduce((n, r) => n + r.quantity, 0),
            );
            if (open.length === 0) {
              expect(now.status).toBe('Refunded');
              break;
            }
            expect(now.status).toBe(now.returns.length ? 'Partially Refunded' : 'Completed');
            const [x, y] = picks.next().value as [number, number];
            const item = open[x % open.length] as TTransaction['items'][number];
            const left =
              item.quantity -
              now.returns
                .flatMap((r) => r.items)
                .filter((r) => r.itemId === item._id)
                .reduce((n, r) => n + r.quantity, 0);
            const quantity = 1 + (y % left);
            const res = await returnOf(owner, sale._id, {
              items: [{ itemId: item._id, quantity }],
            });
            expect(res.statusCode, res.body).toBe(201);
            expect(res.json().data.total).toBe(
              refundPreview(now, new Map([[item._id, quantity]]))?.total,
            );
            given += Math.round(res.json().data.total * 100);
          }
          expect(given).toBe(Math.round(sale.totalAmount * 100));
          const after = await saleOf(owner, sale._id);
          expect(Math.round(after.refundedTotal * 100)).toBe(Math.round(sale.totalAmount * 100));
          // Every unit came back: each product holds what it held before the sale.
          for (const i of items) expect(await stockOf(owner, i.productId)).toBe(i.quantity);
        },
      ),
      { numRuns: 6 },
    );
    await expectStockAddsUp(t, org);
  });
});
