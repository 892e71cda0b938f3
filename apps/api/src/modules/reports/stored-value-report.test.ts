import { DEFAULT_PLATFORM_SETTINGS } from '@pos/contracts/platform-settings';
import { addDays } from '@pos/contracts/report-periods';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

/*
 * The stored-value report and the liabilities (docs/guide/stored-value.md, "Liabilities and the
 * report"): per kind, from the ledger; an expired card's balance is breakage from its expiry on.
 * The ledger's rows are written now (it is append-only), so the periods are yesterday, today and
 * tomorrow, and expiries are set on the cards.
 */

const t = useTestApp();
const ok = okAs(t);
type Session = Awaited<ReturnType<typeof signUp>>;

const ZONE = DEFAULT_PLATFORM_SETTINGS.defaultTimezone;

interface KindRow {
  kind: string;
  opening: number;
  issued: number;
  redeemed: number;
  adjustedDown: number;
  expired: number;
  closing: number;
  outstanding: number;
  accounts: number;
  expiredUnspent: number;
  expiredAccounts: number;
}

const report = async (s: Session, from: string, to: string) => {
  const answer = await ok(s, 'GET', `reports/stored-value?from=${from}&to=${to}`);
  const byKind = Object.fromEntries((answer.data as KindRow[]).map((r) => [r.kind, r]));
  return { answer, gift: byKind.gift_card as KindRow, credit: byKind.store_credit as KindRow };
};
const liabilitiesAt = async (s: Session, at?: string) => {
  const answer = await ok(s, 'GET', `reports/stored-value/liabilities${at ? `?at=${at}` : ''}`);
  const byKind = Object.fromEntries((answer.data as KindRow[]).map((r) => [r.kind, r]));
  return { answer, gift: byKind.gift_card as KindRow, credit: byKind.store_credit as KindRow };
};
const summaryFigure = async (s: Session, key: string, day: string) => {
  const answer = await ok(s, 'GET', `reports/sales-summary?from=${day}&to=${day}`);
  return (answer.data as { key: string; value: number }[]).find((f) => f.key === key)?.value;
};

const ZEROS = {
  opening: 0,
  issued: 0,
  redeemed: 0,
  adjustedDown: 0,
  expired: 0,
  closing: 0,
  outstanding: 0,
  accounts: 0,
  expiredUnspent: 0,
  expiredAccounts: 0,
};

describe('stored-value report and liabilities', () => {
  it('gives each kind’s opening, issued, redeemed, adjusted, expired and closing, and the liabilities at several dates', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const today = shopDay();
    const [yesterday, tomorrow] = [addDays(today, -1), addDays(today, 1)];
    const mug = (
      await ok(owner, 'POST', 'products', { name: 'Mug', sku: 'SV-MUG', price: 40, stock: 20 })
    ).data as { _id: string };
    const ada = (await ok(owner, 'POST', 'customers', { name: 'Ada' })).data as { _id: string };

    // Issued at the back office: 50 (A), 30 (B), 40 (X).
    const cardA = (await ok(owner, 'POST', 'gift-cards', { amount: 50, expiresAt: null })).data;
    const cardB = (await ok(owner, 'POST', 'gift-cards', { amount: 30, expiresAt: null })).data;
    const cardX = (await ok(owner, 'POST', 'gift-cards', { amount: 40, expiresAt: null })).data;
    // Sold with a sale: a mug and a 25.00 card, paid in cash (65.00).
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 1 }],
        giftCards: [{ amount: 25 }],
        customerId: ada._id,
        paymentMethod: 'Cash',
      })
    ).data;
    expect(sale.totalAmount).toBe(65);
    // A redeems 20.00 of a 40.00 sale.
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      payments: [
        { method: 'GiftCard', amount: 20, code: cardA.code },
        { method: 'Cash', amount: 20 },
      ],
    });
    // The first sale's mug comes back onto Ada's credit (40.00); credit +10, −5; 3.00 of it spent.
    const back = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 1 }],
      refundMethod: 'StoreCredit',
    });
    expect(back.data.total).toBe(40);
    const adjust = (direction: string, amount: number) =>
      ok(owner, 'POST', `customers/${ada._id}/store-credit`, {
        direction,
        amount,
        reason: 'Goodwill',
      });
    await adjust('add', 10);
    await adjust('remove', 5);
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'StoreCredit', amount: 3 },
        { method: 'Cash', amount: 37 },
      ],
    });
    // X expires now (after its rows: its 40.00 is today's breakage); B tomorrow at noon.
    await t.db.execute(
      sql`update stored_value_accounts set expires_at = now() where id = ${cardX._id}`,
    );
    await t.db.execute(
      sql`update stored_value_accounts
          set expires_at = (${tomorrow}::date + interval '12 hours')::timestamp at time zone ${ZONE}
          where id = ${cardB._id}`,
    );

    // Today: 145.00 on cards (50 + 30 + 40 + 25), 20.00 redeemed, X's 40.00 expired: 85.00 left.
    const day = await report(owner, today, today);
    expect(day.answer).toMatchObject({ from: today, to: today, storeId: null, timeZone: ZONE });
    expect(day.gift).toEqual({
      kind: 'gift_card',
      label: 'Gift cards',
      side: 'liability',
      opening: 0,
      issued: 145,
      redeemed: 20,
      adjustedDown: 0,
      expired: 40,
      closing: 85,
      outstanding: 85,
      accounts: 3,
      expiredUnspent: 40,
      expiredAccounts: 1,
    });
    // Credit: the refund 40.00 and +10.00 in, −5.00 and 3.00 spent: 42.00.
    expect(day.credit).toEqual({
      kind: 'store_credit',
      label: 'Store credit',
      side: 'liability',
      opening: 0,
      issued: 50,
      redeemed: 3,
      adjustedDown: 5,
      expired: 0,
      closing: 42,
      outstanding: 42,
      accounts: 1,
      expiredUnspent: 0,
      expiredAccounts: 0,
    });
    expect(day.answer.totals.liability).toMatchObject({
      opening: 0,
      issued: 195,
      redeemed: 23,
      adjustedDown: 5,
      expired: 40,
      closing: 127,
      accounts: 4,
    });
    expect(day.answer.totals.receivable).toEqual(ZEROS);

    // Tomorrow: today's closing opens it; B's 30.00 expires at noon.
    const next = await report(owner, tomorrow, tomorrow);
    expect(next.gift).toMatchObject({
      opening: 85,
      issued: 0,
      redeemed: 0,
      expired: 30,
      closing: 55,
      accounts: 2,
      expiredUnspent: 70,
      expiredAccounts: 2,
    });
    expect(next.credit).toMatchObject({ opening: 42, issued: 0, closing: 42, accounts: 1 });
    // Yesterday nothing; across the three days both expiries.
    const before = await report(owner, yesterday, yesterday);
    expect(before.gift).toMatchObject(ZEROS);
    expect(before.credit).toMatchObject(ZEROS);
    const span = await report(owner, yesterday, tomorrow);
    expect(span.gift).toMatchObject({
      opening: 0,
      issued: 145,
      redeemed: 20,
      expired: 70,
      closing: 55,
    });
    // Each kind adds up: opening + issued − redeemed − adjusted down − expired = closing.
    for (const r of [day, next, span].flatMap((x) => [x.gift, x.credit])) {
      expect(
        Math.round((r.opening + r.issued - r.redeemed - r.adjustedDown - r.expired) * 100),
      ).toBe(Math.round(r.closing * 100));
    }

    // The liabilities at the end of a day: the report's closing figures.
    const atYesterday = await liabilitiesAt(owner, yesterday);
    expect(atYesterday.gift).toMatchObject({ outstanding: 0, accounts: 0, expiredUnspent: 0 });
    expect(atYesterday.answer.totals).toEqual({ liability: 0, receivable: 0 });
    const atToday = await liabilitiesAt(owner, today);
    expect(atToday.answer).toMatchObject({ at: today, timeZone: ZONE });
    expect(atToday.gift).toEqual({
      kind: 'gift_card',
      label: 'Gift cards',
      side: 'liability',
      outstanding: 85,
      accounts: 3,
      expiredUnspent: 40,
      expiredAccounts: 1,
    });
    expect(atToday.credit).toMatchObject({ outstanding: 42, accounts: 1, expiredUnspent: 0 });
    expect(atToday.answer.totals).toEqual({ liability: 127, receivable: 0 });
    const atTomorrow = await liabilitiesAt(owner, tomorrow);
    expect(atTomorrow.gift).toMatchObject({
      outstanding: 55,
      accounts: 2,
      expiredUnspent: 70,
      expiredAccounts: 2,
    });
    // Without a date: today's.
    expect((await liabilitiesAt(owner)).answer).toEqual(atToday.answer);

    // The balances today equal the accounts' own: the ledger adds up.
    const [held] = await queryRows<{ live: string; expired: string }>(
      t.db,
      sql`select coalesce(sum(balance) filter (where expires_at is null or expires_at > now()), 0)::text as live,
            coalesce(sum(balance) filter (where expires_at <= now()), 0)::text as expired
          from stored_value_accounts where organization_id = ${org}`,
    );
    expect(Number(held?.live)).toBe(85 + 42);
    expect(Number(held?.expired)).toBe(40);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('keeps gift cards sold out of revenue: their own line in the sales summary, none in net sales, taxes or inventory', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const today = shopDay();
    const tax = (
      await ok(owner, 'POST', 'tax-classes', {
        name: 'Gift shop VAT',
        taxes: [{ name: 'VAT', rate: 10 }],
      })
    ).data as { _id: string };
    const mug = (
      await ok(owner, 'POST', 'products', {
        name: 'Mug',
        sku: 'SV-TAX',
        price: 20,
        costPrice: 8,
        stock: 10,
        taxClassId: tax._id,
      })
    ).data as { _id: string };
    const valuation = async () =>
      (await ok(owner, 'GET', 'reports/inventory-valuation?limit=100')).totals;
    const worth = await valuation();

    // A card alone (30.00), then a mug with a 15.00 card.
    const alone = (
      await ok(owner, 'POST', 'transactions', {
        items: [],
        giftCards: [{ amount: 30 }],
        paymentMethod: 'Cash',
      })
    ).data;
    expect(alone.totalAmount).toBe(30);
    expect(await valuation()).toEqual(worth);
    const withMug = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: mug._id, quantity: 1 }],
        giftCards: [{ amount: 15 }],
        paymentMethod: 'Card',
      })
    ).data;
    const goods = withMug.totalAmount - 15;
    const summary = (await ok(owner, 'GET', `reports/sales-summary?from=${today}&to=${today}`))
      .data as { key: string; value: number }[];
    const figure = (key: string) => summary.find((f) => f.key === key)?.value;
    expect(figure('giftCardsSold')).toBe(45);
    expect(figure('netSales')).toBe(20);
    expect(figure('grossSales')).toBe(20);
    expect(figure('taxes')).toBe(withMug.taxTotal);
    expect(figure('taxes')).toBeGreaterThan(0);
    // Money collected is money: the cards' too.
    expect(figure('totalCollected')).toBe(30 + goods + 15);
    // Yesterday's summary has none.
    expect(await summaryFigure(owner, 'giftCardsSold', addDays(today, -1))).toBe(0);

    // The other reports count the goods alone.
    const overTime = await ok(owner, 'GET', `reports/sales-over-time?from=${today}&to=${today}`);
    expect(overTime.data[0]).toMatchObject({ grossSales: 20, netSales: 20 });
    const byStore = await ok(owner, 'GET', `reports/by-store?from=${today}&to=${today}`);
    expect(byStore.data[0]).toMatchObject({ grossSales: 20, netSales: 20 });
    const byCashier = await ok(owner, 'GET', `reports/by-cashier?from=${today}&to=${today}`);
    expect(byCashier.data[0]).toMatchObject({ grossSales: 20, netSales: 20 });
    const byProduct = await ok(owner, 'GET', `reports/by-product?from=${today}&to=${today}`);
    expect(byProduct.data).toEqual([expect.objectContaining({ units: 1, netSales: 20 })]);
    const byHour = await ok(owner, 'GET', `reports/by-hour?from=${today}&to=${today}`);
    const hours = byHour.data as { sales: number; netSales: number }[];
    expect(hours.reduce((n, c) => n + c.netSales, 0)).toBe(20);
    expect(hours.reduce((n, c) => n + c.sales, 0)).toBe(2);
    const taxes = await ok(owner, 'GET', `reports/taxes?from=${today}&to=${today}`);
    expect(taxes.data).toEqual([expect.objectContaining({ name: 'VAT', taxableSales: 20 })]);
    const trend = await ok(owner, 'GET', `reports/sales-trend?startDate=${today}&endDate=${today}`);
    expect(trend).toEqual([{ date: today, totalSales: 20 }]);
    const dashboard = await ok(owner, 'GET', 'dashboard/today');
    expect(dashboard.data).toMatchObject({ netSales: 20 });
    // The stock moved by the mug alone: the valuation lost one mug at cost.
    const after = await valuation();
    expect(after.units).toBe(worth.units - 1);
    expect(after.valueAtCost).toBe(worth.valueAtCost - 8);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('refuses a store, bad dates and strangers’ parameters with 400', async () => {
    const owner = await signUp(t);
    const today = shopDay();
    const store = await t
      .as(owner)
      .get(`reports/stored-value?from=${today}&to=${today}&storeId=${owner.user.organizationId}`);
    expect(store.statusCode, store.body).toBe(400);
    expect(store.json().code).toBe('VALIDATION_ERROR');
    const csvStore = await t
      .as(owner)
      .get(`reports/stored-value/export.csv?storeId=${owner.user.organizationId}`);
    expect(csvStore.statusCode).toBe(400);
    for (const query of ['at=2024-02-30', 'at=yesterday', 'date=2024-01-01']) {
      const res = await t.as(owner).get(`reports/stored-value/liabilities?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const backwards = await t.as(owner).get('reports/stored-value?from=2024-02-02&to=2024-02-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('exports the report as CSV, one row per kind', async () => {
    const owner = await signUp(t);
    const today = shopDay();
    await ok(owner, 'POST', 'gift-cards', { amount: 12.5, expiresAt: null });
    const res = await t.as(owner).get(`reports/stored-value/export.csv?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stored-value-${today}-${today}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      '"Kind","Side","Opening","Issued","Redeemed","Adjusted down","Expired","Closing","Accounts holding value","Expired unspent","Expired accounts"',
      '"Gift cards","liability","0.00","12.50","0.00","0.00","0.00","12.50","1","0.00","0"',
      '"Store credit","liability","0.00","0.00","0.00","0.00","0.00","0.00","0","0.00","0"',
      '"Loyalty points (at their value)","liability","0.00","0.00","0.00","0.00","0.00","0.00","0","0.00","0"',
      '"Charge accounts (owed to the shop)","receivable","0.00","0.00","0.00","0.00","0.00","0.00","0","0.00","0"',
    ]);
  });
});
