import { PERMISSIONS } from '@pos/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { customers } from '../customers/customers.tables.js';
import { rebuildPendingRollups } from '../rollups/rollups.service.js';
import { saleReturns, transactionItems, transactions } from '../sales/sales.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 + offset, 12));

/** Sales written straight into the tables: the API cannot date a sale in the past. */
async function addSale(organizationId: string, when: Date, lines: [string, number, string][]) {
  const total = lines.reduce((s, [, q, p]) => s + q * Number(p), 0).toFixed(2);
  const [txn] = await t.db
    .insert(transactions)
    .values({
      organizationId,
      status: 'Completed',
      paymentMethod: 'Cash',
      subtotal: total,
      taxTotal: '0.00',
      totalAmount: total,
      transactionDate: when,
    })
    .returning({ id: transactions.id });
  await t.db.insert(transactionItems).values(
    lines.map(([productName, quantity, priceAtSale]) => ({
      organizationId,
      transactionId: txn?.id ?? '',
      productName,
      quantity,
      priceAtSale,
    })),
  );
  return txn?.id ?? '';
}

/** A return of `amount` of a sale, made at `when` (its lines left out: the trend sums money). */
let returnNumber = 0;
async function addReturn(organizationId: string, saleId: string, when: Date, amount: string) {
  returnNumber += 1;
  await t.db.insert(saleReturns).values({
    organizationId,
    transactionId: saleId,
    documentNumber: returnNumber,
    refundMethod: 'Cash',
    subtotal: amount,
    taxTotal: '0.00',
    total: amount,
    createdAt: when,
  });
}

describe('dashboard counts', () => {
  it('counts what the organization has, and nothing of other organizations', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await addMember(t, a.user.organizationId, 'cashier');
    await t.db.insert(customers).values([
      { organizationId: a.user.organizationId, name: 'C1' },
      { organizationId: a.user.organizationId, name: 'C2' },
      { organizationId: b.user.organizationId, name: 'Other' },
    ]);
    // A sale through the API: the count is the organization's sales counter, kept by each sale.
    const tea = (await t.as(a).post('products', { name: 'Tea', price: 3.5, stock: 5 })).json().data;
    const sale = await t.as(a).post('transactions', {
      items: [{ productId: tea._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(sale.statusCode).toBe(201);
    const counts: Record<string, number> = {};
    for (const entity of ['users', 'customers', 'transactions', 'roles', 'permissions']) {
      const res = await t.as(a).get(`${entity}/count`);
      expect(res.statusCode).toBe(200);
      counts[entity] = res.json().count;
    }
    expect(counts).toEqual({
      users: 2,
      customers: 2,
      transactions: 1,
      roles: 4,
      permissions: PERMISSIONS.length,
    });
    expect((await t.as(b).get('customers/count')).json()).toEqual({ count: 1 });
    expect((await t.as(b).get('transactions/count')).json()).toEqual({ count: 0 });
  });

  it('needs a session', async () => {
    expect((await t.as(null).get('users/count')).statusCode).toBe(401);
  });
});

describe('reports', () => {
  it('sums net sales per day, every day of the range; a return counts on its own day', async () => {
    const a = await signUp(t);
    const org = a.user.organizationId;
    await addSale(org, day(-1), [['Tea', 2, '3.50']]);
    await addSale(org, day(-1), [['Cake', 1, '4.25']]);
    const returned = await addSale(org, day(0), [['Tea', 10, '3.50']]);
    await addSale(org, day(1), [['Coffee', 3, '2.10']]);
    await addSale(org, day(-10), [['Coffee', 1, '2.10']]);
    // Three of the teas come back the next day: 10.50 off the 21st, the 20th keeps its 35.
    await addReturn(org, returned, day(1), '10.50');
    const res = await t
      .as(a)
      .get('reports/sales-trend?startDate=2026-11-14&endDate=2026-11-21&interval=day&tz=UTC');
    expect(res.statusCode).toBe(200);
    const week = (figures: Record<string, number>) =>
      ['14', '15', '16', '17', '18', '19', '20', '21'].map((d) => ({
        date: `2026-11-${d}`,
        totalSales: figures[d] ?? 0,
      }));
    const figures = week({ '19': 11.25, '20': 35, '21': -4.2 });
    expect(res.json()).toEqual(figures);
    // The same sales seen from Tokyo (UTC+9): 12:00 UTC is 21:00 there, the same calendar day;
    // a sale at 23:30 UTC on the 21st is the 22nd in Tokyo and leaves the range.
    await addSale(org, new Date(Date.UTC(2026, 10, 21, 23, 30)), [['Tea', 1, '1.00']]);
    const utc = await t
      .as(a)
      .get('reports/sales-trend?startDate=2026-11-14&endDate=2026-11-21&tz=UTC');
    expect(utc.json()).toContainEqual({ date: '2026-11-21', totalSales: -3.2 });
    const tokyo = await t
      .as(a)
      .get('reports/sales-trend?startDate=2026-11-14&endDate=2026-11-21&tz=Asia/Tokyo');
    expect(tokyo.json()).toEqual(figures);
    // Without ?tz= the rollups answer, in the organization's zone (the platform's UTC+5:30:
    // 23:30 UTC is the 22nd there too).
    const own = await t.as(a).get('reports/sales-trend?startDate=2026-11-14&endDate=2026-11-21');
    expect(own.json()).toEqual(figures);
    const other = await signUp(t);
    expect(
      (await t.as(other).get('reports/sales-trend?startDate=2026-11-14&endDate=2026-11-21')).json(),
    ).toEqual(week({}));
  });

  it('keeps each day equal to its sales through a refund, in half-hour time zones too', async () => {
    const a = await signUp(t);
    const org = a.user.organizationId;
    // 18:20 UTC is 23:50 in Kolkata (UTC+5:30); 18:35 UTC is already 00:05 of the next day there.
    await addSale(org, new Date(Date.UTC(2026, 10, 19, 18, 20)), [['Tea', 1, '2.00']]);
    await addSale(org, new Date(Date.UTC(2026, 10, 19, 18, 35)), [['Tea', 1, '3.00']]);
    const trend = async (from: string, to: string, tz = 'UTC') =>
      Object.fromEntries(
        (await t.as(a).get(`reports/sales-trend?startDate=${from}&endDate=${to}&tz=${tz}`))
          .json()
          .map((d: { date: string; totalSales: number }) => [d.date, d.totalSales]),
      );
    expect(await trend('2026-11-19', '2026-11-20')).toEqual({ '2026-11-19': 5, '2026-11-20': 0 });
    expect(await trend('2026-11-19', '2026-11-20', 'Asia/Kolkata')).toEqual({
      '2026-11-19': 2,
      '2026-11-20': 3,
    });

    const item = (
      await t.as(a).post('products', { name: 'Mug', price: 12.5, stock: 10, sku: 'MUG-1' })
    ).json().data;
    const sell = async () =>
      (
        await t.as(a).post('transactions', {
          items: [{ productId: item._id, quantity: 2 }],
          paymentMethod: 'Cash',
        })
      ).json().data;
    const today = new Date().toISOString().slice(0, 10);
    const kept = await sell();
    const refunded = await sell();
    expect((await trend(today, today))[today]).toBe(50);
    expect((await t.as(a).post(`transactions/${refunded._id}/refund`)).statusCode).toBe(200);
    expect((await trend(today, today))[today]).toBe(kept.totalAmount);
  });

  it('ranks the top products by units sold; a refund takes its units back', async () => {
    const a = await signUp(t);
    const post = async (url: string, payload?: object) => {
      const res = await t.as(a).post(url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const product = (name: string) => post('products', { name, price: 2, stock: 100 });
    const [tea, cake, scones] = [
      await product('Tea'),
      await product('Cake'),
      await product('Scones'),
    ];
    const sell = (items: [{ _id: string }, number][]) =>
      post('transactions', {
        items: items.map(([p, quantity]) => ({ productId: p._id, quantity })),
        paymentMethod: 'Cash',
      });
    await sell([
      [tea, 2],
      [cake, 5],
    ]);
    await sell([[tea, 4]]);
    const big = await sell([[scones, 50]]);
    const ranked = await t.as(a).get('reports/top-products?limit=5');
    expect(ranked.json()[0]).toEqual({ productName: 'Scones', totalQuantity: 50 });
    await post(`transactions/${big._id}/refund`);
    const res = await t.as(a).get('reports/top-products?limit=5');
    expect(res.json()).toEqual([
      { productName: 'Tea', totalQuantity: 6 },
      { productName: 'Cake', totalQuantity: 5 },
    ]);
    expect((await t.as(a).get('reports/top-products?limit=1')).json()).toHaveLength(1);
  });

  it('answers bad report queries with 400', async () => {
    const a = await signUp(t);
    for (const q of [
      'reports/sales-trend?startDate=2026-13-01&endDate=2026-11-21',
      'reports/sales-trend?startDate=2026-11-21&endDate=2026-11-01',
      'reports/sales-trend?startDate=yesterday&endDate=2026-11-01',
      'reports/sales-trend?endDate=2026-11-01',
      'reports/sales-trend?startDate=2026-11-01&endDate=2026-11-02&interval=hour',
      'reports/sales-trend?startDate=2026-11-01&endDate=2026-11-02&tz=Mars/Olympus',
      "reports/sales-trend?startDate=2026-11-01&endDate=2026-11-02&tz=UTC';drop",
      'reports/top-products?limit=0',
      'reports/top-products?limit=abc',
      'reports/top-products?limit=5&junk=1',
    ]) {
      const res = await t.as(a).get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
  });
});

describe("the organization's time zone", () => {
  /** Sets the zone through the settings API, as an owner does (GET, then PUT it back changed). */
  async function useZone(owner: Awaited<ReturnType<typeof signUp>>, timeZone: string) {
    const read = (await t.as(owner).get('settings/general')).json().data;
    expect((await t.as(owner).put('settings/general', { ...read, timeZone })).statusCode).toBe(200);
    // The reports' rollups in the new zone (the job a server runs every minute).
    await rebuildPendingRollups(t.deps);
  }
  const trendOf = async (
    owner: Awaited<ReturnType<typeof signUp>>,
    from: string,
    to: string,
    tz = '',
  ) =>
    Object.fromEntries(
      (await t.as(owner).get(`reports/sales-trend?startDate=${from}&endDate=${to}${tz}`))
        .json()
        .map((d: { date: string; totalSales: number }) => [d.date, d.totalSales]),
    );
  const totalsOf = async (owner: Awaited<ReturnType<typeof signUp>>, day: string) =>
    (await t.as(owner).get(`transactions?fromDate=${day}&toDate=${day}&sort=transactionDate`))
      .json()
      .data.map((r: { totalAmount: number }) => r.totalAmount);

  it('puts a sale at 23:30 and one at 00:30 local time on their local days: trend, filter, CSV', async () => {
    const a = await signUp(t);
    const org = a.user.organizationId;
    await useZone(a, 'America/New_York');
    // 23:30 on 20 Nov in New York (UTC−5) is 04:30 UTC on the 21st; 00:30 on the 21st is 05:30.
    await addSale(org, new Date('2026-11-21T04:30:00Z'), [['Tea', 1, '2.00']]);
    await addSale(org, new Date('2026-11-21T05:30:00Z'), [['Tea', 1, '3.00']]);
    expect(await trendOf(a, '2026-11-20', '2026-11-21')).toEqual({
      '2026-11-20': 2,
      '2026-11-21': 3,
    });
    // ?tz= still overrides the organization's zone.
    expect(await trendOf(a, '2026-11-20', '2026-11-21', '&tz=UTC')).toEqual({
      '2026-11-20': 0,
      '2026-11-21': 5,
    });
    expect(await totalsOf(a, '2026-11-20')).toEqual([2]);
    expect(await totalsOf(a, '2026-11-21')).toEqual([3]);
    const csv = (await t.as(a).get('transactions/export.csv?sort=transactionDate')).body;
    expect(csv).toContain('2026-11-20T23:30:00-05:00');
    expect(csv).toContain('2026-11-21T00:30:00-05:00');
    // Another organization without a zone of its own keeps the platform's default (UTC+5:30).
    const b = await signUp(t);
    await addSale(b.user.organizationId, new Date('2026-11-20T18:35:00Z'), [['Tea', 1, '4.00']]);
    expect(await trendOf(b, '2026-11-20', '2026-11-21')).toEqual({
      '2026-11-20': 0,
      '2026-11-21': 4,
    });
    expect(await totalsOf(b, '2026-11-21')).toEqual([4]);
  });

  it('counts a summer-time change day as one day, of 23 or 25 hours', async () => {
    const a = await signUp(t);
    const org = a.user.organizationId;
    await useZone(a, 'America/New_York');
    const sales: [string, string][] = [
      // 8 March 2026, clocks forward at 02:00: the day runs 05:00 UTC to 04:00 UTC (23 hours).
      ['2026-03-08T04:30:00Z', '1.00'], // 23:30 EST on the 7th
      ['2026-03-08T05:30:00Z', '2.00'], // 00:30 EST on the 8th
      ['2026-03-09T03:30:00Z', '4.00'], // 23:30 EDT on the 8th
      ['2026-03-09T04:30:00Z', '8.00'], // 00:30 EDT on the 9th
      // 1 November 2026, clocks back at 02:00: the day runs 04:00 UTC to 05:00 UTC (25 hours).
      ['2026-11-01T03:30:00Z', '16.00'], // 23:30 EDT on 31 October
      ['2026-11-01T04:30:00Z', '32.00'], // 00:30 EDT on the 1st
      ['2026-11-02T04:30:00Z', '64.00'], // 23:30 EST on the 1st
      ['2026-11-02T05:30:00Z', '128.00'], // 00:30 EST on the 2nd
    ];
    for (const [at, price] of sales) {
      await addSale(org, new Date(at), [['Tea', 1, price]]);
    }
    expect(await trendOf(a, '2026-03-07', '2026-03-09')).toEqual({
      '2026-03-07': 1,
      '2026-03-08': 6,
      '2026-03-09': 8,
    });
    expect(await trendOf(a, '2026-10-31', '2026-11-02')).toEqual({
      '2026-10-31': 16,
      '2026-11-01': 96,
      '2026-11-02': 128,
    });
    expect(await totalsOf(a, '2026-03-08')).toEqual([2, 4]);
    expect(await totalsOf(a, '2026-11-01')).toEqual([32, 64]);
  });
});
