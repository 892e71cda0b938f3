import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '@pos/contracts/report-periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { rebuildPendingRollups } from '../rollups/rollups.service.js';
import { todayIn } from './report-days.js';

/**
 * The dashboard's trend and best sellers read the rollups the sales reports read
 * (ARCHITECTURE, "Report rollups"): the same figures for the same days, in the organization's
 * zone, through returns and refunds, and in a new zone once it is rebuilt.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUp>>;
type Sale = { _id: string; items: { _id: string }[] };

async function ok(s: Session, method: string, url: string, payload?: unknown) {
  const res = await t.as(s).request(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

async function useZone(s: Session, timeZone: string) {
  const { data } = await ok(s, 'GET', 'settings/general');
  const { effectiveTimeZone: _e, platformTimeZone: _p, ...settings } = data;
  await ok(s, 'PUT', 'settings/general', { ...settings, timeZone });
}

/** The UTC instant of a wall time of `day` in `zone` (its offset that day). */
function wallTime(day: string, time: string, zone: string) {
  const guess = new Date(`${day}T${time}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone: zone, hourCycle: 'h23' }));
  const asUtc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC', hourCycle: 'h23' }));
  return new Date(guess.getTime() - (shown.getTime() - asUtc.getTime()));
}

let receipt = 0;

/** A sale made offline at `at` and synced now: dated when it was made. */
async function soldAt(s: Session, at: Date, items: [string, number][]) {
  const res = await t.as(s).post(
    'transactions',
    {
      items: items.map(([productId, quantity]) => ({ productId, quantity })),
      paymentMethod: 'Cash',
      offline: {
        createdAt: at.toISOString(),
        deviceId: randomUUID(),
        localNumber: `DR-${++receipt}`,
      },
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Sale;
}

const trend = async (s: Session, from: string, to: string, tz = '') =>
  Object.fromEntries(
    (await ok(s, 'GET', `reports/sales-trend?startDate=${from}&endDate=${to}${tz}`)).map(
      (d: { date: string; totalSales: number }) => [d.date, d.totalSales],
    ),
  );

/** Net sales per day of the sales-over-time report, and whether it is being recalculated. */
async function overTime(s: Session, from: string, to: string) {
  const r = await ok(s, 'GET', `reports/sales-over-time?from=${from}&to=${to}&groupBy=day`);
  return {
    timeZone: r.timeZone as string,
    recalculating: r.recalculating as boolean,
    days: Object.fromEntries(
      r.data.map((d: { period: string; netSales: number }) => [d.period, d.netSales]),
    ),
  };
}

describe('the dashboard and the sales reports', () => {
  it('give the same net sales per local day and the same units per product, through returns and a refund', async () => {
    const owner = await signUp(t);
    const zone = 'America/New_York';
    await useZone(owner, zone);
    await rebuildPendingRollups(t.deps);
    const product = async (name: string, price: number) =>
      (await ok(owner, 'POST', 'products', { name, price, stock: 1000 })).data._id as string;
    const tea = await product('Tea', 4);
    const cake = await product('Cake', 7.5);
    const jam = await product('Jam', 3);
    const today = todayIn(zone);
    const [d3, d2, d1] = [3, 2, 1].map((n) => addDays(today, -n)) as [string, string, string];
    // Either side of local midnight: UTC puts 23:30 on the next day.
    const late = await soldAt(owner, wallTime(d3, '23:30', zone), [
      [tea, 5],
      [cake, 2],
    ]);
    await soldAt(owner, wallTime(d2, '00:30', zone), [[tea, 1]]);
    const refunded = await soldAt(owner, wallTime(d1, '12:00', zone), [
      [jam, 9],
      [tea, 1],
    ]);
    await soldAt(owner, wallTime(d1, '18:00', zone), [[cake, 1]]);
    // Today: partial returns of the first sale (3 teas, then 1 cake), the third refunded.
    await ok(owner, 'POST', `transactions/${late._id}/returns`, {
      items: [{ itemId: late.items[0]?._id, quantity: 3 }],
    });
    await ok(owner, 'POST', `transactions/${late._id}/returns`, {
      items: [{ itemId: late.items[1]?._id, quantity: 1 }],
    });
    await ok(owner, 'POST', `transactions/${refunded._id}/refund`);

    const from = addDays(today, -4);
    const days = await trend(owner, from, today);
    // Returns count on their own day (today), not on the sale's.
    expect(days).toEqual({
      [from]: 0,
      [d3]: 35,
      [d2]: 4,
      [d1]: 38.5,
      [today]: -(12 + 7.5 + 31),
    });
    const report = await overTime(owner, from, today);
    expect(report).toMatchObject({ timeZone: zone, recalculating: false });
    expect(report.days).toEqual(days);
    // Today's card is today's point.
    expect((await ok(owner, 'GET', 'dashboard/today')).data).toMatchObject({
      date: today,
      netSales: days[today],
    });

    const top = await ok(owner, 'GET', 'reports/top-products?limit=5');
    expect(top).toEqual([
      { productName: 'Tea', totalQuantity: 3 },
      { productName: 'Cake', totalQuantity: 2 },
    ]);
    const byProduct = await ok(owner, 'GET', `reports/by-product?from=${d3}&to=${today}`);
    const units = byProduct.data
      .filter((p: { units: number }) => p.units > 0)
      .map((p: { product: string; units: number }) => ({
        productName: p.product,
        totalQuantity: p.units,
      }))
      .sort(
        (a: { totalQuantity: number }, b: { totalQuantity: number }) =>
          b.totalQuantity - a.totalQuantity,
      );
    expect(units).toEqual(top);
    expect(await ok(owner, 'GET', 'reports/top-products?limit=1')).toEqual([top[0]]);
  });
});

describe('a new time zone', () => {
  it('is noticed by the rollups (settings import nothing of them); the trend follows once rebuilt', async () => {
    const settingsModule = path.resolve(import.meta.dirname, '../settings');
    for (const file of readdirSync(settingsModule)) {
      if (file.endsWith('.test.ts')) continue;
      expect(readFileSync(path.join(settingsModule, file), 'utf8'), file).not.toMatch(
        /from '\.\.\/rollups\//,
      );
    }
    const owner = await signUp(t);
    await useZone(owner, 'America/New_York');
    await rebuildPendingRollups(t.deps);
    const tea = (await ok(owner, 'POST', 'products', { name: 'Tea', price: 2, stock: 100 })).data;
    const today = todayIn('America/New_York');
    const [d2, d1] = [addDays(today, -2), addDays(today, -1)];
    // 21:30 in New York is the next day in Tokyo (UTC+9, 13 or 14 hours ahead).
    await soldAt(owner, wallTime(d2, '21:30', 'America/New_York'), [[tea._id, 1]]);
    await soldAt(owner, wallTime(d1, '09:00', 'America/New_York'), [[tea._id, 2]]);
    const from = addDays(today, -3);
    const inNewYork = await trend(owner, from, today);
    expect(inNewYork).toEqual({ [from]: 0, [d2]: 2, [d1]: 4, [today]: 0 });
    // Another zone's days, added up from the sales themselves.
    const inTokyo = await trend(owner, from, today, '&tz=Asia/Tokyo');
    expect(inTokyo).toEqual({ [from]: 0, [d2]: 0, [d1]: 6, [today]: 0 });

    await useZone(owner, 'Asia/Tokyo');
    // The first read notices: the new zone is being built, the old one answers meanwhile.
    const meanwhile = await overTime(owner, from, today);
    expect(meanwhile).toMatchObject({ timeZone: 'America/New_York', recalculating: true });
    await rebuildPendingRollups(t.deps);
    const rebuilt = await overTime(owner, from, today);
    expect(rebuilt).toMatchObject({ timeZone: 'Asia/Tokyo', recalculating: false });
    expect(await trend(owner, from, today)).toEqual(inTokyo);
    expect(rebuilt.days).toEqual(inTokyo);
    // The old zone is now the one added up from the sales: the same days as its rollups gave.
    expect(await trend(owner, from, today, '&tz=America/New_York')).toEqual(inNewYork);
  });

  it('is found by the rebuild job in one statement, without a report read', async () => {
    const owner = await signUp(t);
    await ok(owner, 'POST', 'products', { name: 'Tea', price: 2, stock: 100 });
    await useZone(owner, 'Europe/Lisbon');
    expect(await rebuildPendingRollups(t.deps)).toBeGreaterThanOrEqual(1);
    const after = await overTime(owner, todayIn('Europe/Lisbon'), todayIn('Europe/Lisbon'));
    expect(after).toMatchObject({ timeZone: 'Europe/Lisbon', recalculating: false });
  });
});
