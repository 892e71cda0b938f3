import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXCHANGE_MESSAGES as X } from '@pos/contracts/exchanges';
import type { TTransaction } from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };

let seq = 0;
async function product(s: Session, name: string, price: number, stock = 10) {
  seq += 1;
  const res = await t.as(s).post('products', { name, price, stock, sku: `EX-${seq}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

/** A shop with VAT 10 % on top of prices and cash rounded to 0.05: a shirt and a dearer one. */
async function shop(settings: Record<string, unknown> = {}) {
  const owner = await signUp(t);
  const saved = await t.as(owner).put('settings/general', {
    ...SHOP_SETTINGS,
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    cashRounding: { increment: 0.05, mode: 'nearest' },
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const shirtM = await product(owner, 'Shirt M', 20);
  const shirtL = await product(owner, 'Shirt L', 20);
  const jacket = await product(owner, 'Jacket', 45.3);
  const socks = await product(owner, 'Socks', 4);
  return { owner, org: owner.user.organizationId, shirtM, shirtL, jacket, socks };
}

async function sell(s: Session, items: { productId: string; quantity: number }[]) {
  const res = await t.as(s).post('transactions', { items, paymentMethod: 'Card' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TTransaction;
}

const stockOf = async (s: Session, id: string) =>
  (await t.as(s).get(`products/${id}`)).json().data.stock as number;

async function rowCounts(org: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from sale_returns where organization_id = ${org}) as returns,
          (select count(*)::int from transactions where organization_id = ${org}) as sales,
          (select count(*)::int from exchanges where organization_id = ${org}) as exchanges,
          (select count(*)::int from inventory_log where organization_id = ${org}) as ledger,
          (select coalesce(sum(returned_quantity), 0)::int from transaction_items
            where organization_id = ${org}) as returned,
          (select coalesce(sum(last_number), 0)::int from document_counters
            where organization_id = ${org}) as numbers`,
  );
  return row;
}

describe('an exchange', () => {
  it('swaps a shirt for a dearer jacket in one transaction: the return pays first, cash the rest', async () => {
    const { owner, org, shirtM, jacket } = await shop();
    const shift = await t.as(owner).post('shifts/open', { openingFloat: 100 });
    expect(shift.statusCode, shift.body).toBe(201);
    const sale = await sell(owner, [{ productId: shirtM._id, quantity: 2 }]);
    expect(sale.totalAmount).toBe(44); // 40.00 + VAT 4.00, by card: not rounded

    const res = await t.as(owner).post(
      `transactions/${sale._id}/exchanges`,
      {
        returnItems: [{ itemId: sale.items[0]?._id, quantity: 1 }],
        items: [{ productId: jacket._id, quantity: 1 }],
        payments: [{ method: 'Cash', amount: 50 }],
        reason: 'Too small',
      },
      { headers: { 'idempotency-key': 'exchange-key-0001' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { exchange, return: back, sale: out } = res.json().data;
    // Back: one shirt, 20.00 + 2.00 VAT = 22.00. Out: the jacket, 45.30 + 4.53 = 49.83. The
    // return's 22.00 pays first; 27.83 is left for cash, rounded to 27.85 (+0.02, never taxed).
    expect(back).toMatchObject({
      documentNumber: 'R000001',
      total: 22,
      refundMethod: 'Exchange',
      exchangeCredit: 22,
      exchangeId: exchange._id,
      reason: 'Too small',
    });
    expect(out).toMatchObject({
      subtotal: 45.3,
      taxTotal: 4.53,
      rounding: 0.02,
      totalAmount: 49.85,
      paymentMethod: 'Split',
      payments: [
        { method: 'Exchange', amount: 22 },
        { method: 'Cash', amount: 50 },
      ],
      amountPaid: 72,
      change: 22.15,
      exchangeId: exchange._id,
      customer: null,
    });
    expect(exchange).toMatchObject({
      documentNumber: 'E000001',
      transactionId: sale._id,
      returnId: back._id,
      saleId: out._id,
      net: 27.85,
      refundMethod: null,
    });
    // Read back, the same.
    const got = await t.as(owner).get(`exchanges/${exchange._id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(res.json().data);
    // Stock both ways, each with its ledger row.
    expect(await stockOf(owner, shirtM._id)).toBe(9);
    expect(await stockOf(owner, jacket._id)).toBe(9);
    await expectStockAddsUp(t, org);

    // The drawer: 100 + 50 tendered − 22.15 change = 127.85. The exchange's credit came in and
    // went out as Exchange; no cash refund.
    const closed = await t.as(owner).post(`shifts/${shift.json().data._id}/close`, {
      countedCash: 127.85,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ expectedCash: 127.85, difference: 0 });
    const figures = closed.json().data.figures;
    expect(figures).toMatchObject({ cashRefunds: 0, returnsAmount: 22, rounding: 0.02 });
    expect(figures.byMethod).toContainEqual({ method: 'Exchange', sales: 22, refunds: 22 });
    expect(figures.byMethod).toContainEqual({ method: 'Cash', sales: 27.85, refunds: 0 });

    // The reports: what was collected is the money that came in, nothing of the credit.
    const summary = (await t.as(owner).get('reports/sales-summary')).json().data;
    const figure = (key: string) => summary.find((f: { key: string }) => f.key === key)?.value;
    expect(figure('totalCollected')).toBe(44 + 27.85);
    expect(figure('netSales')).toBe(40 - 20 + 45.3);
    expect(figure('taxes')).toBe(4 - 2 + 4.53);
    expect(figure('rounding')).toBe(0.02);

    // The same key and body: the same exchange, said to be a replay; another body: refused.
    const again = await t.as(owner).post(
      `transactions/${sale._id}/exchanges`,
      {
        returnItems: [{ itemId: sale.items[0]?._id, quantity: 1 }],
        items: [{ productId: jacket._id, quantity: 1 }],
        payments: [{ method: 'Cash', amount: 50 }],
        reason: 'Too small',
      },
      { headers: { 'idempotency-key': 'exchange-key-0001' } },
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.exchange._id).toBe(exchange._id);
    const other = await t.as(owner).post(
      `transactions/${sale._id}/exchanges`,
      {
        returnItems: [{ itemId: sale.items[0]?._id, quantity: 1 }],
        items: [{ productId: jacket._id, quantity: 2 }],
        paymentMethod: 'Card',
      },
      { headers: { 'idempotency-key': 'exchange-key-0001' } },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await stockOf(owner, jacket._id)).toBe(9);
  });

  it('refunds the difference when the new items cost less, by the method asked', async () => {
    const { owner, org, shirtM, socks } = await shop();
    const sale = await sell(owner, [{ productId: shirtM._id, quantity: 1 }]);
    const res = await t.as(owner).post(`transactions/${sale._id}/exchanges`, {
      returnItems: [{ itemId: sale.items[0]?._id, quantity: 1 }],
      items: [{ productId: socks._id, quantity: 2 }],
      refundMethod: 'Cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { exchange, return: back, sale: out } = res.json().data;
    // Back 22.00; out 8.00 + 0.80 = 8.80, paid by the credit alone; 13.20 back in cash.
    expect(out).toMatchObject({
      totalAmount: 8.8,
      rounding: 0,
      paymentMethod: 'Exchange',
      payments: [{ method: 'Exchange', amount: 8.8 }],
      change: 0,
    });
    expect(back).toMatchObject({ total: 22, exchangeCredit: 8.8, refundMethod: 'Cash' });
    expect(exchange).toMatchObject({ net: -13.2, refundMethod: 'Cash' });
    // The sale given back from is refunded; the new one stands.
    const before = (await t.as(owner).get(`transactions/${sale._id}`)).json().data;
    expect(before).toMatchObject({ status: 'Refunded', refundedTotal: 22 });
    await expectStockAddsUp(t, org);

    // The one receipt: what came back, what went out, the difference.
    const pdf = await t.as(owner).get(`exchanges/${exchange._id}/receipt.pdf?tz=UTC`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('exchange-E000001.pdf');
    const text = pdfText(pdf.rawPayload);
    for (const words of ['EXCHANGE', 'E000001', 'R000001', 'CAME BACK', 'WENT OUT', 'Socks']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Shirt M\s+1 returned\s+-\$22\.00|1 returned\s+-\$20\.00/);
    expect(text).toMatch(/Returned\s+-\$22\.00/);
    expect(text).toMatch(/New items\s+\$8\.80/);
    expect(text).toMatch(/REFUND\s+\$13\.20/);
    expect(text).toMatch(/Refunded in\s+Cash/);
    // The new sale's own receipt names the credit that paid it.
    const receipt = await t.as(owner).get(`transactions/${out._id}/receipt.pdf?tz=UTC`);
    expect(pdfText(receipt.rawPayload)).toMatch(/Exchange credit\s+\$8\.80/);
  });

  it('keeps the sale’s customer, and refuses what a sale or a return refuses, writing nothing', async () => {
    const { owner, org, shirtM, shirtL, jacket } = await shop();
    const customer = await t.as(owner).post('customers', { name: 'Ada Lovelace' });
    const sale = (
      await t.as(owner).post('transactions', {
        items: [{ productId: shirtM._id, quantity: 1 }],
        customerId: customer.json().data._id,
        paymentMethod: 'Cash',
      })
    ).json().data as TTransaction;
    const itemId = sale.items[0]?._id;
    const before = await rowCounts(org);
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await t.as(owner).post(`transactions/${sale._id}/exchanges`, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      return res.json();
    };
    const back = [{ itemId, quantity: 1 }];
    // Nothing left to pay, yet payments; something to pay, and no way to.
    const nothing = await refused(
      {
        returnItems: back,
        items: [{ productId: shirtL._id, quantity: 1 }],
        payments: [{ method: 'Cash', amount: 1 }],
      },
      400,
      'VALIDATION_ERROR',
    );
    expect(nothing.details).toMatchObject({ payments: X.nothingToPay });
    const unpaid = await refused(
      { returnItems: back, items: [{ productId: jacket._id, quantity: 1 }] },
      400,
      'VALIDATION_ERROR',
    );
    expect(unpaid.details).toMatchObject({ paymentMethod: X.paymentRequired });
    // More jackets than the store has: the return rolls back with the sale.
    await refused(
      {
        returnItems: back,
        items: [{ productId: jacket._id, quantity: 11 }],
        paymentMethod: 'Card',
      },
      409,
      'INSUFFICIENT_STOCK',
    );
    // More units back than were sold.
    await refused(
      { returnItems: [{ itemId, quantity: 2 }], items: [{ productId: shirtL._id, quantity: 1 }] },
      409,
      'RETURN_EXCEEDS_SOLD',
    );
    // A cashier may not take returns without a manager.
    const cashier = await addMember(t, org, 'cashier');
    const denied = await t.as(cashier).post(`transactions/${sale._id}/exchanges`, {
      returnItems: back,
      items: [{ productId: shirtL._id, quantity: 1 }],
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().details).toMatchObject({ permission: 'process_returns' });
    // A body that is not one.
    await refused({ returnItems: [], items: [] }, 400, 'VALIDATION_ERROR');
    expect(await rowCounts(org)).toEqual(before);
    expect(await stockOf(owner, jacket._id)).toBe(10);

    // Size M for size L, even: nothing paid, nothing refunded, the customer carried over.
    const even = await t.as(owner).post(`transactions/${sale._id}/exchanges`, {
      returnItems: back,
      items: [{ productId: shirtL._id, quantity: 1 }],
    });
    expect(even.statusCode, even.body).toBe(201);
    expect(even.json().data.exchange).toMatchObject({ net: 0, refundMethod: null });
    expect(even.json().data.sale).toMatchObject({
      totalAmount: 22,
      payments: [{ method: 'Exchange', amount: 22 }],
      customer: { name: 'Ada Lovelace' },
    });
    expect(even.json().data.return).toMatchObject({ refundMethod: 'Exchange', exchangeCredit: 22 });
    await expectStockAddsUp(t, org);
  });

  it('is answered once for a key sent twice at the same moment', async () => {
    const { owner, org, shirtM, shirtL } = await shop();
    const sale = await sell(owner, [{ productId: shirtM._id, quantity: 1 }]);
    const body = {
      returnItems: [{ itemId: sale.items[0]?._id, quantity: 1 }],
      items: [{ productId: shirtL._id, quantity: 1 }],
    };
    const headers = { 'idempotency-key': 'exchange-twice-0001' };
    const [a, b] = await Promise.all([
      t.as(owner).post(`transactions/${sale._id}/exchanges`, body, { headers }),
      t.as(owner).post(`transactions/${sale._id}/exchanges`, body, { headers }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    expect(a.json().data.exchange._id).toBe(b.json().data.exchange._id);
    expect((await rowCounts(org))?.exchanges).toBe(1);
    expect(await stockOf(owner, shirtL._id)).toBe(9);
    await expectStockAddsUp(t, org);
  });
});

describe("an offline register's exchange", () => {
  const DEVICE = randomUUID();
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  /** The body the register's outbox sends: its prices and taxes, when and where it was made. */
  const offlineBody = (
    sale: TTransaction,
    item: { productId: string; price: number },
    offline: { createdAt: string; localNumber: string; shiftId: string | null },
  ) => ({
    returnItems: [{ itemId: sale.items[0]?._id, quantity: 1 }],
    items: [{ ...item, quantity: 1, taxes: [{ name: 'VAT', rate: 10 }] }],
    payments: [{ method: 'Cash', amount: 30 }],
    offline: {
      ...offline,
      deviceId: DEVICE,
      pricesIncludeTax: false,
      cashRounding: { increment: 0.05, mode: 'nearest' },
    },
  });

  it('is dated and shifted when it was made, priced as the register charged, flagged, made once', async () => {
    const { owner, org, shirtM, jacket } = await shop();
    const opened = await t.as(owner).post('shifts/open', { openingFloat: 100 });
    const shiftId = opened.json().data._id as string;
    const sale = await sell(owner, [{ productId: shirtM._id, quantity: 1 }]);
    // The register's copy had the jacket at 40.00 (the catalogue says 45.30 now).
    const createdAt = minutesAgo(10);
    const body = offlineBody(
      sale,
      { productId: jacket._id, price: 40 },
      { createdAt, localNumber: 'AB12-1', shiftId },
    );
    const headers = { 'idempotency-key': randomUUID() };
    const res = await t.as(owner).post(`transactions/${sale._id}/exchanges`, body, { headers });
    expect(res.statusCode, res.body).toBe(201);
    const { exchange, return: back, sale: out } = res.json().data;
    // Back 22.00; out 40.00 + 4.00 = 44.00; the rest 22.00 from 30.00 in cash.
    expect(out).toMatchObject({
      subtotal: 40,
      totalAmount: 44,
      change: 8,
      shiftId,
      transactionDate: createdAt,
      offline: { deviceId: DEVICE, localNumber: 'AB12-1', createdAt },
      needsReview: true,
      reviewReasons: ['price_changed'],
    });
    expect(back).toMatchObject({ createdAt, total: 22, exchangeCredit: 22 });
    expect(exchange).toMatchObject({ createdAt, net: 22 });
    // The local number the register printed finds the new sale.
    const found = await t.as(owner).get('transactions/by-number/AB12-1');
    expect(found.json().data._id).toBe(out._id);
    // Sent again (the answer was lost): the same exchange.
    const again = await t.as(owner).post(`transactions/${sale._id}/exchanges`, body, { headers });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.exchange._id).toBe(exchange._id);
    await expectStockAddsUp(t, org);
    // The drawer of the shift it was made in: 100 + 30 tendered − 8 change.
    const closed = await t.as(owner).post(`shifts/${shiftId}/close`, { countedCash: 122 });
    expect(closed.json().data).toMatchObject({ expectedCash: 122, difference: 0 });
    expect(closed.json().data.figures).toMatchObject({ returnsAmount: 22 });
  });

  it('tried online, its answer lost, then sent from the outbox under its key: that exchange', async () => {
    const { owner, org, shirtM, jacket } = await shop();
    const sale = await sell(owner, [{ productId: shirtM._id, quantity: 1 }]);
    const kept = offlineBody(
      sale,
      { productId: jacket._id, price: 45.3 },
      { createdAt: minutesAgo(1), localNumber: 'AB12-4', shiftId: null },
    );
    const { offline: _how, ...online } = kept;
    const items = online.items.map(({ productId, quantity }) => ({ productId, quantity }));
    const headers = { 'idempotency-key': randomUUID() };
    const path = `transactions/${sale._id}/exchanges`;
    const first = await t.as(owner).post(path, { ...online, items }, { headers });
    expect(first.statusCode, first.body).toBe(201);
    const replay = await t.as(owner).post(path, kept, { headers });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.exchange._id).toBe(first.json().data.exchange._id);
    expect((await rowCounts(org))?.exchanges).toBe(1);
  });

  it('made in a shift closed since: in none, flagged; a clock that cannot be right writes nothing', async () => {
    const { owner, org, shirtM, jacket } = await shop();
    const opened = await t.as(owner).post('shifts/open', { openingFloat: 0 });
    const shiftId = opened.json().data._id as string;
    const sale = await sell(owner, [{ productId: shirtM._id, quantity: 1 }]);
    const closed = await t.as(owner).post(`shifts/${shiftId}/close`, { countedCash: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    const before = await rowCounts(org);
    const future = await t.as(owner).post(
      `transactions/${sale._id}/exchanges`,
      offlineBody(
        sale,
        { productId: jacket._id, price: 45.3 },
        {
          createdAt: new Date(Date.now() + 3_600_000).toISOString(),
          localNumber: 'AB12-2',
          shiftId,
        },
      ),
    );
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json().code).toBe('OFFLINE_TIME_OUT_OF_RANGE');
    expect(await rowCounts(org)).toEqual(before);

    const res = await t
      .as(owner)
      .post(
        `transactions/${sale._id}/exchanges`,
        offlineBody(
          sale,
          { productId: jacket._id, price: 45.3 },
          { createdAt: minutesAgo(5), localNumber: 'AB12-3', shiftId },
        ),
      );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.sale).toMatchObject({
      shiftId: null,
      needsReview: true,
      reviewReasons: ['shift_closed'],
    });
    const [row] = await queryRows<{ shift_id: string | null }>(
      t.db,
      sql`select shift_id from sale_returns where id = ${res.json().data.return._id}`,
    );
    expect(row?.shift_id).toBeNull();
    await expectStockAddsUp(t, org);
  });
});

const dir = mkdtempSync(path.join(tmpdir(), 'exchange-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function pdfText(pdf: Buffer) {
  const file = path.join(dir, `${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}
