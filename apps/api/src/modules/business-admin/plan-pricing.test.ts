import {
  currencyInUse,
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTINGS_MESSAGES as M,
} from '@pos/contracts/platform-settings';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInOperator, signUp, useTestApp } from '../../test/test-app.js';

/**
 * DESIGN §8: plan prices and their currency are platform settings; payments record what the
 * settings said when they were made; the operators' revenue sums the platform currency only.
 */
const t = useTestApp();
type Session = { token: string };
let operator: Session;

const SETTINGS = 'business-admin/platform-settings';

beforeAll(async () => {
  operator = await signInOperator(t);
});

const settings = async () => (await t.as(operator).get(SETTINGS)).json().data;
const put = (body: object, as: Session = operator) => t.as(as).put(SETTINGS, body);
const analytics = async () => (await t.as(operator).get('business-admin/analytics')).json().data;

async function plans(s: Session) {
  const res = await t.as(s).get('subscription/plans');
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data as { id: string; priceMinor: number | null; currency: string }[];
  return Object.fromEntries(rows.map((p) => [p.id, `${p.priceMinor} ${p.currency}`]));
}

/** Buys `plan` through the sandbox checkout; answers the order the checkout was opened with. */
async function buy(owner: Session, plan: string) {
  const upgrade = await t.as(owner).post('subscription/upgrade', { newPlan: plan });
  expect(upgrade.statusCode, upgrade.body).toBe(200);
  const order = upgrade.json().data as { order_id: string; amount: number; currency: string };
  const paid = await t
    .as(owner)
    .post(`payment/sandbox/orders/${order.order_id}/pay`, { outcome: 'success' });
  const verified = await t
    .as(owner)
    .post('payment/verify-upgrade-payment', { ...(paid.json() as object), newPlan: plan });
  expect(verified.statusCode, verified.body).toBe(200);
  return order;
}

async function payments(owner: Session) {
  const res = await t.as(owner).get('subscription-transactions?sort=createdAt');
  const rows = res.json().data as { amount: number; currency: string; status: string }[];
  return rows.map((r) => `${r.amount} ${r.currency} ${r.status}`);
}

describe('plan prices as platform settings', () => {
  it('a fresh platform prices its plans, and counts its revenue, in one currency: USD', async () => {
    const owner = await signUp(t);
    expect(await settings()).toMatchObject({
      defaultCurrency: 'USD',
      basicPriceMinor: 1900,
      proPriceMinor: 4900,
    });
    expect(await plans(owner)).toEqual({
      trail: '0 USD',
      basic: '1900 USD',
      pro: '4900 USD',
      enterprise: 'null USD',
    });
    expect(await analytics()).toMatchObject({ currency: 'USD', totalRevenue: 0, otherRevenue: [] });

    const order = await buy(owner, 'basic');
    expect(order).toMatchObject({ amount: 1900, currency: 'USD' });
    expect(await payments(owner)).toEqual(['1900 USD success']);
    // The $19 is revenue in the platform currency, not a note beside a zero.
    expect(await analytics()).toMatchObject({
      currency: 'USD',
      totalRevenue: 19,
      otherRevenue: [],
    });
  });

  it('a changed price is what the plans show and the next payment records; earlier ones keep theirs', async () => {
    const before = await analytics();
    const saved = await put({ ...(await settings()), basicPriceMinor: 2450, proPriceMinor: 5999 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ basicPriceMinor: 2450, proPriceMinor: 5999 });

    const owner = await signUp(t);
    expect(await plans(owner)).toMatchObject({ basic: '2450 USD', pro: '5999 USD' });
    const order = await buy(owner, 'basic');
    expect(order).toMatchObject({ amount: 2450, currency: 'USD' });
    const sub = (await t.as(owner).get('subscription/current')).json().data;
    expect(sub).toMatchObject({ nextBillingAmount: 2450, nextBillingCurrency: 'USD' });

    // An order opened before a price change is paid, and recorded, at the price it was opened at.
    const upgrade = (await t.as(owner).post('subscription/upgrade', { newPlan: 'pro' })).json();
    expect(upgrade.data).toMatchObject({ amount: 5999, currency: 'USD' });
    await put({ ...(await settings()), proPriceMinor: 7900 });
    const paid = await t
      .as(owner)
      .post(`payment/sandbox/orders/${upgrade.data.order_id}/pay`, { outcome: 'success' });
    const verified = await t
      .as(owner)
      .post('payment/verify-upgrade-payment', { ...(paid.json() as object), newPlan: 'pro' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await payments(owner)).toEqual(['2450 USD success', '5999 USD success']);
    expect(await plans(owner)).toMatchObject({ pro: '7900 USD' });

    const after = await analytics();
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue + 24.5 + 59.99, 2);
    expect(after.totalTransactions).toBe(before.totalTransactions + 2);
  });

  it('a client that sends the settings without the prices keeps them', async () => {
    const { basicPriceMinor, proPriceMinor, ...older } = await settings();
    const res = await put({ ...older, siteName: 'Older Client' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settings()).toMatchObject({
      siteName: 'Older Client',
      basicPriceMinor,
      proPriceMinor,
    });
  });

  it('refuses a negative, fractional, text, null or too large price and an unknown currency with 400, saving nothing', async () => {
    const current = await settings();
    const cases: [object, string, string][] = [
      [{ basicPriceMinor: -100 }, 'basicPriceMinor', M.priceNegative],
      [{ proPriceMinor: 19.5 }, 'proPriceMinor', M.priceWhole],
      [{ proPriceMinor: '4900' }, 'proPriceMinor', M.priceRequired],
      [{ basicPriceMinor: null }, 'basicPriceMinor', M.priceRequired],
      [{ basicPriceMinor: 1e12 }, 'basicPriceMinor', M.priceTooLarge],
      [{ defaultCurrency: 'XYZ' }, 'defaultCurrency', M.unknownCurrency],
      [{ defaultCurrency: 'US' }, 'defaultCurrency', M.currencyLetters],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...current, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
        details: { [field]: message },
      });
    }
    expect(await settings()).toEqual(current);
  });

  it('lets only platform operators change the prices', async () => {
    const current = await settings();
    const owner = await signUp(t);
    const res = await put({ ...current, basicPriceMinor: 1 }, owner);
    expect(res.statusCode).toBe(403);
    const businessAdmin = await signInOperator(t, 'business_admin');
    const byAdmin = await put({ ...current, siteName: 'By a business admin' }, businessAdmin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await settings()).basicPriceMinor).toBe(current.basicPriceMinor);
  });
});

describe('changing the platform currency', () => {
  it('needs the prices in the new currency, and waits until no paid subscription renews', async () => {
    const { basicPriceMinor, proPriceMinor, ...current } = await settings();

    // Without prices, 19.00 USD would silently become 19.00 EUR.
    const noPrices = await put({ ...current, defaultCurrency: 'EUR' });
    expect(noPrices.statusCode).toBe(400);
    expect(noPrices.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: M.pricesForNewCurrency,
      details: { basicPriceMinor: M.pricesForNewCurrency, proPriceMinor: M.pricesForNewCurrency },
    });

    // The paid subscriptions of the tests above renew in USD.
    const euro = { ...current, defaultCurrency: 'EUR', basicPriceMinor: 1800, proPriceMinor: 4500 };
    const renewing = await t.db.execute(sql`select count(*)::int as n from subscriptions
      where plan <> 'trail' and status <> 'cancelled' and valid_until > now()`);
    const n = (renewing as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    expect(n).toBe(2);
    const refused = await put(euro);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CURRENCY_IN_USE',
      message: currencyInUse(2, 'USD'),
      details: { defaultCurrency: currencyInUse(2, 'USD') },
    });
    expect(refused.json().message).toBe(
      '2 paid subscriptions renew in USD; the currency can change once none does.',
    );
    expect(await settings()).toMatchObject({ defaultCurrency: 'USD', basicPriceMinor });

    // A cancelled subscription is not billed again, an ended one neither: then it may change.
    const [first, second] = (
      (await t.db.execute(sql`select organization_id as id from subscriptions
        where plan <> 'trail' order by organization_id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await t.sql(
      sql`update subscriptions set status = 'cancelled' where organization_id = ${first?.id}`,
    );
    expect((await put(euro)).json().message).toBe(currencyInUse(1, 'USD'));
    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 day' where organization_id = ${second?.id}`,
    );
    const changed = await put(euro);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      defaultCurrency: 'EUR',
      basicPriceMinor: 1800,
      proPriceMinor: 4500,
    });

    // The USD takings stay USD: beside the EUR total, never in it.
    const before = await analytics();
    expect(before).toMatchObject({ currency: 'EUR', totalRevenue: 0 });
    const usd = before.otherRevenue.find((o: { currency: string }) => o.currency === 'USD');
    expect(usd.amount).toBeCloseTo(19 + 24.5 + 59.99, 2);

    const owner = await signUp(t);
    expect(await plans(owner)).toMatchObject({ basic: '1800 EUR', pro: '4500 EUR' });
    expect(await buy(owner, 'pro')).toMatchObject({ amount: 4500, currency: 'EUR' });
    expect(await payments(owner)).toEqual(['4500 EUR success']);
    expect(await analytics()).toMatchObject({
      currency: 'EUR',
      totalRevenue: 45,
      otherRevenue: [{ currency: 'USD', amount: usd.amount }],
    });
    expect((await analytics()).monthlyRevenue.at(-1).amount).toBe(45);
  });

  it('counts a currency without cents in its own unit (JPY)', async () => {
    await t.sql(sql`update subscriptions set status = 'cancelled' where plan <> 'trail'`);
    const yen = {
      ...(await settings()),
      defaultCurrency: 'JPY',
      basicPriceMinor: 2500,
      proPriceMinor: 6500,
    };
    expect((await put(yen)).statusCode).toBe(200);
    const owner = await signUp(t);
    expect(await buy(owner, 'basic')).toMatchObject({ amount: 2500, currency: 'JPY' });
    expect(await analytics()).toMatchObject({ currency: 'JPY', totalRevenue: 2500 });
  });
});

describe('a platform saved before plan prices were settings', () => {
  it('reads its plans at the USD prices they had, not at the same figures in its old currency', async () => {
    const legacy = await createTestApp();
    try {
      // Spec 2's defaults as an earlier version saved them: INR, no prices.
      const { basicPriceMinor: _b, proPriceMinor: _p, ...old } = DEFAULT_PLATFORM_SETTINGS;
      const stored = JSON.stringify({ ...old, defaultCurrency: 'INR', siteName: 'Old Platform' });
      await legacy.db.execute(
        sql`insert into platform_settings (id, settings) values (1, ${stored}::jsonb)`,
      );
      const op = await signInOperator(legacy);
      const read = (await legacy.as(op).get(SETTINGS)).json().data;
      expect(read).toMatchObject({
        siteName: 'Old Platform',
        defaultCurrency: 'USD',
        basicPriceMinor: 1900,
        proPriceMinor: 4900,
      });
      const owner = await signUp(legacy);
      const res = await legacy.as(owner).get('subscription/plans');
      expect(res.json().data.find((p: { id: string }) => p.id === 'basic')).toMatchObject({
        priceMinor: 1900,
        currency: 'USD',
      });
    } finally {
      await legacy.close();
    }
  });
});
