import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { pdfText } from '../../test/pdf-text.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

/*
 * Loyalty points (docs/DESIGN.md, "Stored value"): earned on the goods a sale's customer paid
 * for, spent as a tender, taken back in proportion by a return — ledger rows keyed by the sale
 * or the return, written in its transaction, once.
 */

const t = useTestApp();
const ok = okAs(t);
type Session = Parameters<typeof ok>[0];

const LOYALTY = { enabled: true, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 };

let seq = 0;
async function shop(loyalty: Record<string, unknown> = LOYALTY) {
  const owner = await signUp(t);
  await ok(owner, 'PUT', 'settings/general', { ...SHOP_SETTINGS, loyalty });
  seq += 1;
  const mug = (
    await ok(owner, 'POST', 'products', { name: `Points mug ${seq}`, price: 12.5, stock: 50 })
  ).data as { _id: string };
  const ada = (await ok(owner, 'POST', 'customers', { name: 'Ada Points' })).data as {
    _id: string;
  };
  return { owner, org: owner.user.organizationId, mug, ada };
}
const pointsOf = async (s: Session, customerId: string) =>
  (
    (await ok(s, 'GET', `customers/${customerId}/balances`)).data.accounts as {
      kind: string;
      balance: number;
    }[]
  ).find((a) => a.kind === 'points')?.balance ?? 0;
const sell = (s: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.as(s).post('transactions', body, headers ? { headers } : {});

async function entries(org: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from stored_value_entries where organization_id = ${org}`,
  );
  return row?.n;
}

describe('loyalty points', () => {
  it('are set in general settings, off by default, and refused when malformed', async () => {
    const owner = await signUp(t);
    const general = (await ok(owner, 'GET', 'settings/general')).data;
    expect(general.loyalty).toEqual({
      enabled: false,
      earnPerUnit: 1,
      redeemValue: 0.01,
      minRedeem: 100,
    });
    const saved = await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      loyalty: { enabled: true, earnPerUnit: 2.5, redeemValue: 0.005, minRedeem: 50 },
    });
    expect(saved.data.loyalty).toEqual({
      enabled: true,
      earnPerUnit: 2.5,
      redeemValue: 0.005,
      minRedeem: 50,
    });
    for (const loyalty of [
      { ...LOYALTY, redeemValue: 0 },
      { ...LOYALTY, earnPerUnit: 1.234 },
      { ...LOYALTY, minRedeem: 0.5 },
      { enabled: true },
    ]) {
      const res = await t.as(owner).put('settings/general', { ...SHOP_SETTINGS, loyalty });
      expect(res.statusCode, JSON.stringify(loyalty)).toBe(400);
    }
    // A client that does not know loyalty leaves it as it is.
    const { loyalty: _unknown, ...older } = SHOP_SETTINGS;
    await ok(owner, 'PUT', 'settings/general', older);
    expect((await ok(owner, 'GET', 'settings/general')).data.loyalty.earnPerUnit).toBe(2.5);
  });

  it('earn on the goods paid, once per sale, on the answer and the receipt', async () => {
    const { owner, org, mug, ada } = await shop();
    // 2 × 12.50 = 25.00 and a 10.00 gift card: 25 points (the card is not goods).
    const body = {
      items: [{ productId: mug._id, quantity: 2 }],
      customerId: ada._id,
      giftCards: [{ amount: 10 }],
      paymentMethod: 'Card',
    };
    const res = await sell(owner, body, { 'idempotency-key': 'points-sale-0001' });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale.loyalty).toEqual({ earned: 25, balance: 25 });
    expect((await ok(owner, 'GET', `transactions/${sale._id}`)).data.loyalty).toEqual({
      earned: 25,
      balance: 25,
    });
    const before = await entries(org);
    const again = await sell(owner, body, { 'idempotency-key': 'points-sale-0001' });
    expect(again.json().data.loyalty).toEqual({ earned: 25, balance: 25 });
    expect(await entries(org)).toBe(before);
    expect(await pointsOf(owner, ada._id)).toBe(25);
    const receipt = pdfText(
      (await t.as(owner).get(`transactions/${sale._id}/receipt.pdf`)).rawPayload,
    );
    expect(receipt).toMatch(/Points earned\s+25\n/);
    expect(receipt).toMatch(/Points balance\s+25\n/);
    // In the books: 25 points at 0.01 owed to the customer, beside the 10.00 card.
    const books = await ok(owner, 'GET', 'reports/stored-value/liabilities');
    expect(books.data.find((r: { kind: string }) => r.kind === 'points')).toMatchObject({
      outstanding: 0.25,
      accounts: 1,
      side: 'liability',
    });
    expect(books.totals.liability).toBe(10.25);
    // A walk-in sale earns nothing.
    const walkIn = await sell(owner, {
      items: [{ productId: mug._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json().data.loyalty).toBeNull();
    await expectBalancesAddUp(t, org);
  });

  it('pay as a tender at what the shop makes them worth, within what is held and above the minimum', async () => {
    const { owner, org, mug, ada } = await shop();
    // 8 mugs: 100.00, 100 points.
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 8 }],
      customerId: ada._id,
      paymentMethod: 'Cash',
    });
    expect(await pointsOf(owner, ada._id)).toBe(100);
    const before = await entries(org);
    const refused = async (payments: unknown[], status: number, code: string, customer = true) => {
      const res = await sell(owner, {
        items: [{ productId: mug._id, quantity: 1 }],
        ...(customer && { customerId: ada._id }),
        payments,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      return res.json();
    };
    const few = await refused(
      [
        { method: 'Points', points: 50 },
        { method: 'Cash', amount: 20 },
      ],
      400,
      'VALIDATION_ERROR',
    );
    expect(few.details['payments.0.points']).toBe('At least 100 points are redeemed at a time.');
    await refused(
      [
        { method: 'Points', points: 101 },
        { method: 'Cash', amount: 20 },
      ],
      409,
      'INSUFFICIENT_BALANCE',
    );
    await refused(
      [
        { method: 'Points', points: 100 },
        { method: 'Cash', amount: 20 },
      ],
      400,
      'CUSTOMER_REQUIRED',
      false,
    );
    // 2,000 points are worth 20.00: more than the 12.50 owed.
    await refused([{ method: 'Points', points: 2000 }], 400, 'VALIDATION_ERROR');
    expect(await entries(org)).toBe(before);

    // 100 points pay 1.00; 11.50 in cash; the goods paid in money earn 11 points.
    const res = await sell(owner, {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'Points', points: 100 },
        { method: 'Cash', amount: 11.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale.payments).toEqual([
      { method: 'Points', amount: 1, storedValue: expect.objectContaining({ balanceAfter: 0 }) },
      { method: 'Cash', amount: 11.5 },
    ]);
    expect(sale.loyalty).toEqual({ earned: 11, balance: 11 });
    const receipt = pdfText(
      (await t.as(owner).get(`transactions/${sale._id}/receipt.pdf`)).rawPayload,
    );
    expect(receipt).toMatch(/Points\s+\$1\.00/);
    expect(receipt).toMatch(/Points balance\s+11\n/);
    expect(receipt).not.toMatch(/Points balance\s+\$/);

    // Offline, never.
    const offline = await sell(owner, {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'Points', points: 100 },
        { method: 'Cash', amount: 20 },
      ],
      offline: {
        createdAt: new Date().toISOString(),
        deviceId: '0190d5b6-6c34-7a3b-9f4e-2d7c9a1b2c3d',
        localNumber: 'PT-1',
      },
    });
    expect(offline.json().code).toBe('STORED_VALUE_OFFLINE');
    await expectBalancesAddUp(t, org);
  });

  it('are refused where the shop runs no programme, and earned by none', async () => {
    const { owner, mug, ada } = await shop({ ...LOYALTY, enabled: false });
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 4 }],
        customerId: ada._id,
        paymentMethod: 'Card',
      })
    ).data;
    expect(sale.loyalty).toBeNull();
    const res = await sell(owner, {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'Points', points: 100 },
        { method: 'Cash', amount: 20 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LOYALTY_DISABLED');
  });

  it('a return takes back the points in proportion, never more than are held', async () => {
    const { owner, org, mug, ada } = await shop({ ...LOYALTY, earnPerUnit: 2 });
    // 4 × 12.50 = 50.00: 100 points.
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 4 }],
        customerId: ada._id,
        paymentMethod: 'Card',
      })
    ).data;
    expect(sale.loyalty.earned).toBe(100);
    // One mug of four back: 25 points.
    await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 1 }],
    });
    expect(await pointsOf(owner, ada._id)).toBe(75);
    // 75 held; 100 spent on another sale? Spend 75 is below the minimum: spend 100 first is impossible.
    // The customer spends 70 of 75 (minimum lowered), then returns the other three mugs: 75 due
    // back, 5 held — 5 taken.
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      loyalty: { ...LOYALTY, earnPerUnit: 0, minRedeem: 10 },
    });
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'Points', points: 70 },
        { method: 'Cash', amount: 11.8 },
      ],
    });
    expect(await pointsOf(owner, ada._id)).toBe(5);
    await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 3 }],
    });
    expect(await pointsOf(owner, ada._id)).toBe(0);
    const [kinds] = await queryRows<{ kinds: string[] }>(
      t.db,
      sql`select array_agg(e.kind || ':' || e.amount::int order by e.created_at, e.id) as kinds
          from stored_value_entries e where e.organization_id = ${org}`,
    );
    expect(kinds?.kinds).toEqual(['earn:100', 'reversal:-25', 'redeem:-70', 'reversal:-5']);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('a return gives back as points what points paid, never as money: in cash, in an exchange, alone', async () => {
    const { owner, org, mug, ada } = await shop({ ...LOYALTY, earnPerUnit: 40 });
    // 4 × 12.50 = 50.00 earns 2,000 points; then the shop stops earning, to count them simply.
    const first = await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 4 }],
      customerId: ada._id,
      paymentMethod: 'Card',
    });
    expect(first.data.loyalty.earned).toBe(2000);
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      loyalty: { ...LOYALTY, earnPerUnit: 0, minRedeem: 10 },
    });
    await ok(owner, 'POST', 'shifts/open', { openingFloat: 100 });
    // Two mugs, 25.00: 500 points pay 5.00, cash the other 20.00.
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 2 }],
        customerId: ada._id,
        payments: [
          { method: 'Points', points: 500 },
          { method: 'Cash', amount: 20 },
        ],
      })
    ).data;
    expect(await pointsOf(owner, ada._id)).toBe(1500);
    // One mug back, 12.50: half of what points paid goes back as 250 points, 10.00 in cash.
    const back = (
      await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
        items: [{ itemId: sale.items[0]._id, quantity: 1 }],
      })
    ).data;
    expect(back).toMatchObject({
      total: 12.5,
      refundMethod: 'Cash',
      pointsBack: 250,
      pointsBackAmount: 2.5,
    });
    expect(await pointsOf(owner, ada._id)).toBe(1750);
    // The drawer gave 10.00, not 12.50; the points part is counted as Points.
    const live = (await ok(owner, 'GET', 'shifts/current')).data;
    expect(live.figures.cashRefunds).toBe(10);
    expect(live.figures.byMethod).toEqual(
      expect.arrayContaining([
        { method: 'Cash', sales: 20, refunds: 10 },
        { method: 'Points', sales: 5, refunds: 2.5 },
      ]),
    );
    expect(live.expectedCash).toBe(110);
    // The other mug exchanged for another: its 10.00 of money pays the new mug, the points go
    // back, the customer pays the 2.50 points paid of the mug coming back.
    const exchanged = (
      await ok(owner, 'POST', `transactions/${sale._id}/exchanges`, {
        returnItems: [{ itemId: sale.items[0]._id, quantity: 1 }],
        items: [{ productId: mug._id, quantity: 1 }],
        payments: [{ method: 'Cash', amount: 2.5 }],
      })
    ).data;
    expect(exchanged.return).toMatchObject({
      total: 12.5,
      exchangeCredit: 10,
      pointsBack: 250,
      pointsBackAmount: 2.5,
      refundMethod: 'Exchange',
    });
    expect(exchanged.exchange.net).toBe(2.5);
    expect(await pointsOf(owner, ada._id)).toBe(2000);
    // A mug paid by points alone comes back as points alone.
    const byPoints = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 1 }],
        customerId: ada._id,
        payments: [{ method: 'Points', points: 1250 }],
      })
    ).data;
    const allPoints = (
      await ok(owner, 'POST', `transactions/${byPoints._id}/returns`, {
        items: [{ itemId: byPoints.items[0]._id, quantity: 1 }],
      })
    ).data;
    expect(allPoints).toMatchObject({ refundMethod: 'Points', pointsBack: 1250, total: 12.5 });
    expect(await pointsOf(owner, ada._id)).toBe(2000);
    const receipt = await t.as(owner).get(`returns/${allPoints._id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toMatch(/Refunded in\s+Points/);
    expect(text).toMatch(/Back as points\s+1250 points \(\$12\.50\)/);
    // The sale's page reads the returns back as they were answered.
    const read = (await ok(owner, 'GET', `transactions/${sale._id}`)).data;
    expect(
      read.returns.map((r: { pointsBack: number; pointsBackAmount: number }) => [
        r.pointsBack,
        r.pointsBackAmount,
      ]),
    ).toEqual([
      [250, 2.5],
      [250, 2.5],
    ]);
    const [kinds] = await queryRows<{ kinds: string[] }>(
      t.db,
      sql`select array_agg(e.kind || ':' || e.amount::int order by e.created_at, e.id) as kinds
          from stored_value_entries e where e.organization_id = ${org}`,
    );
    expect(kinds?.kinds).toEqual([
      'earn:2000',
      'redeem:-500',
      'refund:250',
      'refund:250',
      'redeem:-1250',
      'refund:1250',
    ]);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('an offline exchange of a sale paid with points is refused: only the server counts points', async () => {
    const { owner, mug, ada } = await shop({ ...LOYALTY, earnPerUnit: 40, minRedeem: 10 });
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      paymentMethod: 'Card',
    });
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 1 }],
        customerId: ada._id,
        payments: [
          { method: 'Points', points: 100 },
          { method: 'Cash', amount: 11.5 },
        ],
      })
    ).data;
    const res = await t.as(owner).post(
      `transactions/${sale._id}/exchanges`,
      {
        returnItems: [{ itemId: sale.items[0]._id, quantity: 1 }],
        items: [{ productId: mug._id, price: 12.5, quantity: 1 }],
        payments: [{ method: 'Cash', amount: 12.5 }],
        offline: {
          deviceId: randomUUID(),
          localNumber: 'PT01-1',
          createdAt: new Date(Date.now() - 60_000).toISOString(),
          shiftId: null,
          pricesIncludeTax: false,
          cashRounding: { increment: 0, mode: 'nearest' },
        },
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code, res.body).toBe('STORED_VALUE_OFFLINE');
    expect(res.json().message).toContain('only while the register is online');
  });
});
