import { addDays } from '@pos/contracts/report-periods';
import type { SalesReportAnswer, SalesReportName } from '@pos/contracts/sales-reports';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { rollupSealJob } from '../../jobs/jobs.js';
import {
  addMember,
  createTestApp,
  signInOperator,
  signUp,
  type TestApp,
} from '../../test/test-app.js';
import {
  ALL_STORES,
  rebuildPendingRollups,
  recalculateRollups,
  sealTotals,
  timeZoneChanged,
} from '../rollups/rollups.service.js';
import { todayIn } from './report-days.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUp>>;

async function ok(s: { token: string }, method: string, url: string, payload?: unknown) {
  const res = await t.as(s).request(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

async function report<N extends SalesReportName>(
  s: Session,
  name: N,
  query: Record<string, string>,
): Promise<SalesReportAnswer<N>> {
  const res = await t.as(s).get(`reports/${name}?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function setSettings(s: Session, changes: Record<string, unknown>) {
  const { data } = await ok(s, 'GET', 'settings/general');
  const { effectiveTimeZone: _e, platformTimeZone: _p, ...settings } = data;
  await ok(s, 'PUT', 'settings/general', { ...settings, ...changes });
}

/** A moment's calendar day, hour and ISO weekday in `zone`. */
function local(at: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday =
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(String(parts.weekday)) + 1;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

const cents = (v: string | number) => Math.round(Number(v) * 100);

/**
 * The reports' figures recomputed from the raw rows (sales, their lines and payments, returns
 * and their lines), in cents, for the days from–to in `zone`: what the rollups must equal.
 */
async function fromRawRows(
  org: string,
  zone: string,
  from: string,
  to: string,
  storeId: string | null = null,
) {
  const inStore = (r: { store_id: string | null }) => !storeId || r.store_id === storeId;
  const sales = await queryRows<{
    id: string;
    at: Date | string;
    store_id: string | null;
    user_id: string;
    customer_id: string | null;
    subtotal: string;
    discount_total: string;
    tax_total: string;
    total_amount: string;
    change_given: string;
    taxes: { name: string; rate: number; amount: number }[];
  }>(
    t.db,
    sql`select id, transaction_date as at, store_id, user_id, customer_id, subtotal, discount_total,
          tax_total, total_amount, change_given, taxes
        from transactions where organization_id = ${org}
          and status in ('Completed', 'Partially Refunded', 'Refunded')`,
  );
  const lines = await queryRows<{
    transaction_id: string;
    product_id: string;
    quantity: number;
    line_total: string;
    cost_at_sale: string | null;
  }>(
    t.db,
    sql`select transaction_id, product_id, quantity::float8 as quantity, line_total, cost_at_sale
        from transaction_items where organization_id = ${org}`,
  );
  const payments = await queryRows<{ transaction_id: string; method: string; amount: string }>(
    t.db,
    sql`select * from transaction_payments where organization_id = ${org}`,
  );
  const returns = await queryRows<{
    id: string;
    at: Date | string;
    store_id: string | null;
    user_id: string;
    customer_id: string | null;
    subtotal: string;
    tax_total: string;
    total: string;
    refund_method: string;
    taxes: { name: string; rate: number; amount: number }[];
  }>(
    t.db,
    sql`select r.id, r.created_at as at, r.store_id, r.user_id, s.customer_id, r.subtotal, r.tax_total,
          r.total, r.refund_method, r.taxes
        from sale_returns r join transactions s on s.organization_id = r.organization_id
          and s.id = r.transaction_id
        where r.organization_id = ${org}`,
  );
  const returnLines = await queryRows<{
    return_id: string;
    quantity: number;
    amount: string;
    product_id: string;
    cost_at_sale: string | null;
  }>(
    t.db,
    sql`select ri.return_id, ri.quantity::float8 as quantity, ri.amount, i.product_id, i.cost_at_sale
        from return_items ri join transaction_items i on i.organization_id = ri.organization_id
          and i.id = ri.transaction_item_id
        where ri.organization_id = ${org}`,
  );
  const add = <K>(m: Map<K, number>, k: K, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const x = {
    sales: 0,
    units: 0,
    gross: 0,
    discounts: 0,
    returns: 0,
    net: 0,
    taxes: 0,
    collected: new Map<string, number>(),
    hours: new Map<string, number>(),
    weeks: new Map<string, number>(),
    productUnits: new Map<string, number>(),
    productNet: new Map<string, number>(),
    productCost: new Map<string, number>(),
    customerSpend: new Map<string, number>(),
    customerVisits: new Map<string, number>(),
    cashierNet: new Map<string, number>(),
    taxCollected: new Map<string, number>(),
    taxReturned: new Map<string, number>(),
  };
  const within = (at: Date | string) => {
    const l = local(new Date(at), zone);
    return l.day >= from && l.day <= to ? l : null;
  };
  const monday = (day: string) =>
    addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  for (const s of sales) {
    const l = within(s.at);
    if (!l || !inStore(s)) continue;
    const own = lines.filter((i) => i.transaction_id === s.id);
    const units = own.reduce((a, i) => a + i.quantity, 0);
    x.sales += 1;
    x.units += units;
    x.gross += cents(s.subtotal) + cents(s.discount_total);
    x.discounts += cents(s.discount_total);
    x.net += cents(s.subtotal);
    x.taxes += cents(s.tax_total);
    for (const p of payments.filter((p) => p.transaction_id === s.id)) {
      add(
        x.collected,
        p.method,
        cents(p.amount) - (p.method === 'Cash' ? cents(s.change_given) : 0),
      );
    }
    add(x.hours, `${l.weekday}:${l.hour}`, cents(s.subtotal));
    add(x.weeks, monday(l.day), cents(s.subtotal));
    for (const i of own) {
      add(x.productUnits, i.product_id, i.quantity);
      add(x.productNet, i.product_id, cents(i.line_total));
      if (i.cost_at_sale !== null) {
        add(x.productCost, i.product_id, Math.round(Number(i.cost_at_sale) * i.quantity * 10000));
      }
    }
    if (s.customer_id) {
      add(x.customerSpend, s.customer_id, cents(s.total_amount));
      add(x.customerVisits, s.customer_id, 1);
    }
    add(x.cashierNet, s.user_id, cents(s.subtotal));
    for (const tax of s.taxes) add(x.taxCollected, `${l.day}|${tax.name}`, cents(tax.amount));
  }
  for (const r of returns) {
    const l = within(r.at);
    if (!l || !inStore(r)) continue;
    const own = returnLines.filter((i) => i.return_id === r.id);
    x.units -= own.reduce((a, i) => a + i.quantity, 0);
    x.returns += cents(r.subtotal);
    x.net -= cents(r.subtotal);
    x.taxes -= cents(r.tax_total);
    add(x.collected, r.refund_method, -cents(r.total));
    add(x.hours, `${l.weekday}:${l.hour}`, -cents(r.subtotal));
    add(x.weeks, monday(l.day), -cents(r.subtotal));
    for (const i of own) {
      add(x.productUnits, i.product_id, -i.quantity);
      add(x.productNet, i.product_id, -cents(i.amount));
      if (i.cost_at_sale !== null) {
        add(x.productCost, i.product_id, -Math.round(Number(i.cost_at_sale) * i.quantity * 10000));
      }
    }
    if (r.customer_id) add(x.customerSpend, r.customer_id, -cents(r.total));
    add(x.cashierNet, r.user_id, -cents(r.subtotal));
    for (const tax of r.taxes) add(x.taxReturned, `${l.day}|${tax.name}`, cents(tax.amount));
  }
  return x;
}

/**
 * The reports read from the product and customer rollups (running totals and day rows, per
 * store and for all stores) equal the raw rows' figures of the range, for one store or all.
 */
async function expectPerProductMatchRawRows(
  s: Session,
  zone: string,
  from: string,
  to: string,
  storeId: string | null,
) {
  const x = await fromRawRows(s.user.organizationId, zone, from, to, storeId);
  const q = { from, to, ...(storeId && { storeId }) };
  const products = await report(s, 'by-product', { ...q, limit: '1000' });
  const seen = products.data.filter((p) => p.units !== 0 || p.netSales !== 0);
  expect(seen.length).toBe(
    [...x.productNet.keys()].filter((k) => x.productNet.get(k) || x.productUnits.get(k)).length,
  );
  for (const p of products.data) {
    const id = p.productId ?? '';
    expect(p.units, p.product).toBe(x.productUnits.get(id) ?? 0);
    expect(cents(p.netSales), p.product).toBe(x.productNet.get(id) ?? 0);
    expect(cents(p.cost), p.product).toBe(Math.round((x.productCost.get(id) ?? 0) / 100));
  }
  const margin = await report(s, 'margin', q);
  expect(cents(margin.totals.netSales)).toBe(x.net);
  const categories = await report(s, 'by-category', q);
  expect(categories.data.reduce((a, c) => a + cents(c.netSales), 0)).toBe(x.net);
  const buyers = await report(s, 'by-customer', { ...q, limit: '1000' });
  expect(buyers.data.length).toBe(
    new Set([...x.customerVisits.keys(), ...x.customerSpend.keys()]).size,
  );
  for (const c of buyers.data) {
    expect(cents(c.spend), c.customer).toBe(x.customerSpend.get(c.customerId) ?? 0);
    expect(c.visits, c.customer).toBe(x.customerVisits.get(c.customerId) ?? 0);
  }
}

/** Every report of the range equals the raw rows' figures. */
async function expectReportsMatchRawRows(
  s: Session,
  zone: string,
  from: string,
  to: string,
  storeId: string,
) {
  const org = s.user.organizationId;
  const x = await fromRawRows(org, zone, from, to);
  const q = { from, to };
  const summary = await report(s, 'sales-summary', q);
  expect(summary.timeZone).toBe(zone);
  expect(summary.recalculating).toBe(false);
  const fig = (key: string) => cents(summary.data.find((f) => f.key === key)?.value ?? NaN);
  expect({
    gross: fig('grossSales'),
    discounts: fig('discounts'),
    returns: fig('returns'),
    net: fig('netSales'),
    taxes: fig('taxes'),
    collected: fig('totalCollected'),
    cash: fig('collectedCash'),
    card: fig('collectedCard'),
    sales: summary.data.find((f) => f.key === 'sales')?.value,
  }).toEqual({
    gross: x.gross,
    discounts: x.discounts,
    returns: x.returns,
    net: x.net,
    taxes: x.taxes,
    collected: [...x.collected.values()].reduce((a, b) => a + b, 0),
    cash: x.collected.get('Cash') ?? 0,
    card: x.collected.get('Card') ?? 0,
    sales: x.sales,
  });

  const hours = await report(s, 'by-hour', q);
  expect(hours.data).toHaveLength(168);
  for (const c of hours.data) {
    expect(cents(c.netSales), `${c.weekday}:${c.hour}`).toBe(
      x.hours.get(`${c.weekday}:${c.hour}`) ?? 0,
    );
  }

  const weeks = await report(s, 'sales-over-time', { ...q, groupBy: 'week' });
  for (const w of weeks.data) expect(cents(w.netSales), w.period).toBe(x.weeks.get(w.period) ?? 0);
  expect(weeks.data.reduce((a, w) => a + cents(w.netSales), 0)).toBe(x.net);

  await expectPerProductMatchRawRows(s, zone, from, to, null);
  await expectPerProductMatchRawRows(s, zone, from, to, storeId);
  const cashiers = await report(s, 'by-cashier', q);
  for (const c of cashiers.data) {
    expect(cents(c.netSales), c.cashier).toBe(x.cashierNet.get(c.userId ?? '') ?? 0);
  }
  const stores = await report(s, 'by-store', q);
  expect(stores.data.reduce((a, r) => a + cents(r.netSales), 0)).toBe(x.net);
  const taxes = await report(s, 'taxes', q);
  for (const r of taxes.data) {
    const key = `${r.period}|${r.name}`;
    expect(cents(r.collected), key).toBe(x.taxCollected.get(key) ?? 0);
    expect(cents(r.returned), key).toBe(x.taxReturned.get(key) ?? 0);
  }
  expect(taxes.data.reduce((a, r) => a + cents(r.collected), 0)).toBe(
    [...x.taxCollected.values()].reduce((a, b) => a + b, 0),
  );
}

describe('the sales reports', () => {
  // Six random shops of sales and returns, each checked against the raw rows: 16 s on a quiet
  // machine, past the default 30 s on a busy one.
  it('equal the raw rows for random sales, returns, days and time zones (property)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await setSettings(owner, {
      taxes: [
        { id: 'vat', name: 'VAT', rate: 7.25 },
        { id: 'city', name: 'City', rate: 2.5 },
      ],
      // The second store sells what it has not been given (its rows are what is tested).
      allowNegativeStock: true,
    });
    const second = (await ok(owner, 'POST', 'stores', { name: 'Second store' })).data._id as string;
    const products: string[] = [];
    for (const [i, costPrice] of [4.2, null, 0.3333, null].entries()) {
      const body = {
        name: `Item ${i}`,
        price: 5 + i * 3.35,
        stock: 100_000,
        ...(costPrice && { costPrice }),
      };
      products.push((await ok(owner, 'POST', 'products', body)).data._id as string);
    }
    const buyers: string[] = [];
    for (const name of ['Ada', 'Ben']) {
      buyers.push(
        (await ok(owner, 'POST', 'customers', { name, phone: `+1555000${buyers.length}` })).data
          ._id,
      );
    }
    const cashier = await addMember(t, org, 'cashier');
    const sale = fc.record({
      lines: fc.array(
        fc.record({
          product: fc.nat(3),
          quantity: fc.integer({ min: 1, max: 4 }),
          off: fc.constantFrom(0, 0, 1.5),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      pay: fc.constantFrom('Cash', 'Card', 'UPI', 'split'),
      customer: fc.constantFrom(null, 0, 1),
      byCashier: fc.boolean(),
      inSecondStore: fc.boolean(),
      returned: fc.constantFrom(0, 0, 1, 2),
      minutesAgo: fc.integer({ min: 0, max: 100 * 24 * 60 }),
      returnedAfter: fc.integer({ min: 1, max: 3 * 24 * 60 }),
    });
    const zones = [
      'UTC',
      'America/New_York',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'Australia/Adelaide',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(sale, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...zones),
        async (made, zone) => {
          const dated: { id: string; minutesAgo: number; returnedAfter: number }[] = [];
          for (const m of made) {
            // Merge a product's lines: a sale lists each product once.
            const lines = new Map<number, { quantity: number; discount: number }>();
            for (const l of m.lines) {
              const line = lines.get(l.product) ?? { quantity: 0, discount: 0 };
              lines.set(l.product, {
                quantity: line.quantity + l.quantity,
                discount: line.discount || l.off,
              });
            }
            const items = [...lines].map(([p, l]) => ({
              productId: products[p],
              quantity: l.quantity,
              discount: l.discount,
            }));
            const seller = m.byCashier && items.every((i) => !i.discount) ? cashier : owner;
            const body = {
              items,
              ...(seller === owner && m.inSecondStore && { storeId: second }),
              customerId: m.customer === null ? null : buyers[m.customer],
              ...(m.pay === 'split'
                ? {
                    payments: [
                      { method: 'Card', amount: 1 },
                      { method: 'Cash', amount: 500 },
                    ],
                  }
                : { paymentMethod: m.pay }),
            };
            const { data } = await ok(seller, 'POST', 'transactions', body);
            for (let n = 0; n < m.returned && n < data.items.length; n++) {
              const item = data.items[n];
              await ok(owner, 'POST', `transactions/${data._id}/returns`, {
                items: [{ itemId: item._id, quantity: 1 }],
              });
            }
            dated.push({ id: data._id, minutesAgo: m.minutesAgo, returnedAfter: m.returnedAfter });
          }
          const today = todayIn(
            (await ok(owner, 'GET', 'settings/general')).data.effectiveTimeZone,
          );
          // As sold, today: what each sale and return added at its commit.
          const current = (await report(owner, 'sales-summary', {})).timeZone;
          await expectReportsMatchRawRows(
            owner,
            current,
            addDays(today, -100),
            addDays(today, 1),
            second,
          );
          // Dated back as an offline register would, then a new time zone rebuilt from the rows.
          for (const d of dated) {
            await t.db.execute(sql`update transactions
            set transaction_date = now() - ${d.minutesAgo} * interval '1 minute'
            where organization_id = ${org} and id = ${d.id}`);
            await t.db.execute(sql`update sale_returns
            set created_at = now() - ${d.minutesAgo} * interval '1 minute'
              + ${Math.min(d.returnedAfter, d.minutesAgo)} * interval '1 minute'
            where organization_id = ${org} and transaction_id = ${d.id}`);
          }
          await setSettings(owner, {
            timeZone: zone === current ? (zone === 'UTC' ? 'Asia/Kolkata' : 'UTC') : zone,
          });
          await rebuildPendingRollups(t.deps);
          if (zone === current) {
            await setSettings(owner, { timeZone: zone });
            await rebuildPendingRollups(t.deps);
          }
          const now = todayIn(zone);
          await expectReportsMatchRawRows(owner, zone, addDays(now, -100), now, second);
          // A range ending with a whole month: month rows and day rows together.
          const lastMonthEnd = addDays(`${now.slice(0, 7)}-01`, -1);
          await expectReportsMatchRawRows(
            owner,
            zone,
            addDays(lastMonthEnd, -75),
            lastMonthEnd,
            second,
          );
          // A year back from a day of the sales: years, months and days of one store or all.
          const someDay = addDays(now, -Math.floor(made[0]?.minutesAgo ?? 0) / 1440);
          await expectPerProductMatchRawRows(owner, zone, addDays(someDay, -365), someDay, null);
          await expectPerProductMatchRawRows(owner, zone, addDays(someDay, -365), someDay, second);
          // Ranges starting and ending among the sales: running totals before both ends (the
          // rebuild sealed them up to today), then today's rows added.
          expect(await sealedUpTo(org)).toBe(now);
          for (const start of [someDay, addDays(someDay, 1)]) {
            if (start < now) {
              await expectPerProductMatchRawRows(owner, zone, start, addDays(now, -1), null);
            }
            if (start <= now) await expectPerProductMatchRawRows(owner, zone, start, now, second);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);
});

/** The day the organization's running totals of all stores are sealed up to (null: none). */
async function sealedUpTo(org: string) {
  const [row] = await queryRows<{ day: string | null }>(
    t.db,
    sql`select max(day)::text as day from rollup_product_totals
        where organization_id = ${org} and store_id = ${ALL_STORES}`,
  );
  return row?.day ?? null;
}

/** A sale of one unit of a product just made for it, through the API. */
async function sellOne(s: Session, price: number, extra: Record<string, unknown> = {}) {
  const product = (await ok(s, 'POST', 'products', { name: `P${price}`, price, stock: 100 })).data;
  const res = await t
    .as(s)
    .post(
      'transactions',
      { items: [{ productId: product._id, quantity: 1 }], paymentMethod: 'Card', ...extra },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

const redate = (org: string, id: string, at: string) =>
  t.db.execute(sql`update transactions set transaction_date = ${at}::timestamptz
    where organization_id = ${org} and id = ${id}`);

const salesPerDay = async (s: Session, from: string, to: string) =>
  Object.fromEntries(
    (await report(s, 'sales-over-time', { from, to })).data.map((d) => [d.period, d.sales]),
  );

describe('days in the organization’s time zone', () => {
  it('puts 23:30 and 00:30 local on their own days, as sold offline and synced', async () => {
    const owner = await signUp(t);
    await setSettings(owner, { timeZone: 'America/New_York' });
    await rebuildPendingRollups(t.deps);
    const today = todayIn('America/New_York');
    const [d2, d1] = [addDays(today, -2), addDays(today, -1)];
    // The UTC instant of a local wall time in New York (its offset that day, -4 or -5).
    const at = (day: string, time: string) => {
      for (const offset of ['-04:00', '-05:00']) {
        const instant = new Date(`${day}T${time}:00${offset}`);
        const l = local(instant, 'America/New_York');
        if (l.day === day && l.hour === Number(time.slice(0, 2))) return instant.toISOString();
      }
      throw new Error('no such local time');
    };
    const product = (await ok(owner, 'POST', 'products', { name: 'Tea', price: 4, stock: 9 })).data;
    for (const [n, createdAt] of [at(d2, '23:30'), at(d1, '00:30')].entries()) {
      const res = await t.as(owner).post(
        'transactions',
        {
          items: [{ productId: product._id, quantity: 1, price: 4 }],
          paymentMethod: 'Cash',
          offline: { createdAt, deviceId: crypto.randomUUID(), localNumber: `TZ-${n}` },
        },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await salesPerDay(owner, d2, d1)).toEqual({ [d2]: 1, [d1]: 1 });
    const cells = (await report(owner, 'by-hour', { from: d2, to: d1 })).data.filter(
      (c) => c.sales,
    );
    const weekday = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    expect(cells).toEqual(
      [
        { weekday: weekday(d2), hour: 23, sales: 1, netSales: 4 },
        { weekday: weekday(d1), hour: 0, sales: 1, netSales: 4 },
      ].sort((a, b) => a.weekday - b.weekday),
    );
  });

  it('counts the days around both changes of daylight saving time whole', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await setSettings(owner, { timeZone: 'America/New_York' });
    const times = [
      '2026-03-08T06:59:00Z', // 01:59 EST, the spring day (23 hours)
      '2026-03-08T07:00:00Z', // 03:00 EDT, a minute later
      '2026-03-09T03:30:00Z', // 23:30 EDT, still 8 March
      '2026-11-01T04:30:00Z', // 00:30 EDT, the autumn day (25 hours)
      '2026-11-02T04:30:00Z', // 23:30 EST, still 1 November
      '2026-11-02T05:30:00Z', // 00:30 EST, 2 November
    ];
    for (const at of times) await redate(org, (await sellOne(owner, 2))._id, at);
    await recalculateRollups(t.deps, org);
    expect(await salesPerDay(owner, '2026-03-07', '2026-03-09')).toEqual({
      '2026-03-07': 0,
      '2026-03-08': 3,
      '2026-03-09': 0,
    });
    expect(await salesPerDay(owner, '2026-10-31', '2026-11-02')).toEqual({
      '2026-10-31': 0,
      '2026-11-01': 2,
      '2026-11-02': 1,
    });
    // Sunday 1 November at 00:00 and 23:00, Monday at 00:00.
    const cells = (await report(owner, 'by-hour', { from: '2026-11-01', to: '2026-11-02' })).data;
    expect(cells.filter((c) => c.sales).map((c) => [c.weekday, c.hour, c.sales])).toEqual([
      [1, 0, 1],
      [7, 0, 1],
      [7, 23, 1],
    ]);
  });
});

describe('running totals', () => {
  it('are sealed up to today, removed after a late sale’s day, and sealed again', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await setSettings(owner, { timeZone: 'Asia/Kolkata' });
    await rebuildPendingRollups(t.deps);
    const today = todayIn('Asia/Kolkata');
    const day = (n: number) => addDays(today, -n);
    const tea = (await ok(owner, 'POST', 'products', { name: 'Tea', price: 4, stock: 99 })).data;
    /** A sale of `quantity` teas, made offline at noon `n` days ago and synced now. */
    const syncSale = async (n: number, quantity: number) => {
      const res = await t.as(owner).post(
        'transactions',
        {
          items: [{ productId: tea._id, quantity, price: 4 }],
          paymentMethod: 'Cash',
          offline: {
            createdAt: `${day(n)}T06:30:00.000Z`,
            deviceId: crypto.randomUUID(),
            localNumber: `RT${n}-${quantity}`,
          },
        },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { _id: string; items: { _id: string }[] };
    };
    const teas = async (from: string, to: string) =>
      (await report(owner, 'by-product', { from, to })).data.find((p) => p.productId === tea._id)
        ?.units ?? 0;
    await syncSale(20, 1);
    await syncSale(10, 2);
    const old = await syncSale(3, 4);
    await sellOne(owner, 1);
    await sealTotals(t.deps, org);
    expect(await sealedUpTo(org)).toBe(today);
    expect(await teas(day(20), day(10))).toBe(3);
    expect(await teas(day(19), day(3))).toBe(6);
    expect(await teas(day(10), today)).toBe(6);
    expect(await teas(day(9), day(4))).toBe(0);

    // Sold 15 days ago, synced only now: the totals after that day no longer hold.
    await syncSale(15, 8);
    expect(await teas(day(19), day(3))).toBe(14);
    expect(await sealedUpTo(org)).toBe(day(15));
    expect(await teas(day(15), day(15))).toBe(8);
    // The job seals every organization again (each minute in a server).
    await rollupSealJob.run(t.deps, new Date());
    expect(await sealedUpTo(org)).toBe(today);
    expect(await teas(day(19), day(3))).toBe(14);
    expect(await teas(day(16), day(11))).toBe(8);

    // A return of an old sale counts today: nothing sealed is removed.
    const back = await t.as(owner).post(`transactions/${old._id}/returns`, {
      items: [{ itemId: old.items[0]?._id, quantity: 4 }],
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(await teas(day(3), today)).toBe(0);
    expect(await sealedUpTo(org)).toBe(today);
    // Sold and given back in the range: the product is not in it (nothing left of it there).
    const range = await report(owner, 'by-product', { from: day(3), to: today });
    expect(range.data.map((p) => p.product)).toEqual(['P1']);
    const customers = await report(owner, 'by-customer', { from: day(20), to: today });
    expect(customers.total).toBe(0);
  });
});

describe('a new time zone', () => {
  it('is recalculated in the background; sales made meanwhile count once', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    for (const price of [3, 5]) await sellOne(owner, price);
    // The same zone: nothing to recalculate.
    expect(await t.db.transaction((tx) => timeZoneChanged(tx, org))).toBe(false);
    expect((await report(owner, 'sales-summary', {})).recalculating).toBe(false);
    await t.db.execute(
      sql`update general_settings set time_zone = 'Europe/Lisbon' where organization_id = ${org}`,
    );
    expect(await t.db.transaction((tx) => timeZoneChanged(tx, org))).toBe(true);
    // Not rebuilt yet: the old zone's figures, said to be recalculated.
    expect((await report(owner, 'sales-summary', {})).recalculating).toBe(true);
    // Written to both generations, and noted as seen by the one being built.
    await sellOne(owner, 7);
    await sellOne(owner, 11);
    expect(await rebuildPendingRollups(t.deps)).toBe(1);
    const after = await report(owner, 'sales-summary', {});
    expect(after).toMatchObject({ recalculating: false, timeZone: 'Europe/Lisbon' });
    expect(after.data.find((f) => f.key === 'sales')?.value).toBe(4);
    expect(after.data.find((f) => f.key === 'netSales')?.value).toBe(26);
    // The old generation is gone: one generation's rows are left.
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(distinct generation)::int as n from rollup_sales where organization_id = ${org}`,
    );
    expect(row?.n).toBe(1);
  });

  it('resumes a rebuild stopped after its last window at the seal: nothing counts twice', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    for (const price of [3, 5]) await sellOne(owner, price);
    // Folded (a report's read): the rebuild's windows, not a fold, add them to the new zone.
    await report(owner, 'sales-summary', {});
    await t.db.execute(
      sql`update general_settings set time_zone = 'Asia/Tokyo' where organization_id = ${org}`,
    );
    expect(await t.db.transaction((tx) => timeZoneChanged(tx, org))).toBe(true);
    // What the rebuild's last window commits (every sale added, its cursor at infinity), and
    // then the process stops before the seal and the switch.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select rollup_apply(${org}, '-infinity', 'infinity')`);
      await tx.execute(
        sql`update report_rollup_states set building_cursor = 'infinity' where organization_id = ${org}`,
      );
    });
    expect((await report(owner, 'sales-summary', {})).recalculating).toBe(true);
    expect(await rebuildPendingRollups(t.deps)).toBe(1);
    const after = await report(owner, 'sales-summary', {});
    expect(after).toMatchObject({ recalculating: false, timeZone: 'Asia/Tokyo' });
    expect(after.data.find((f) => f.key === 'sales')?.value).toBe(2);
    expect((await report(owner, 'by-product', {})).data.map((p) => p.units)).toEqual([1, 1]);
    expect(await sealedUpTo(org)).toBe(todayIn('Asia/Tokyo'));
  });

  it('follows the platform’s default zone when an operator changes it', async () => {
    const owner = await signUp(t);
    const operator = await signInOperator(t);
    await sellOne(owner, 6);
    const settings = (await t.as(operator).get('business-admin/platform-settings')).json().data;
    const platformZone = async (defaultTimezone: string) => {
      const put = await t.as(operator).put('business-admin/platform-settings', {
        ...settings,
        defaultTimezone,
      });
      expect(put.statusCode, put.body).toBe(200);
      await rebuildPendingRollups(t.deps);
      return report(owner, 'sales-summary', {});
    };
    try {
      const moved = await platformZone('Pacific/Auckland');
      expect(moved).toMatchObject({ timeZone: 'Pacific/Auckland', recalculating: false });
      expect(moved.data.find((f) => f.key === 'netSales')?.value).toBe(6);
      // A name PostgreSQL does not know: UTC, as for the exports.
      expect((await platformZone('Mars/Olympus_Mons')).timeZone).toBe('UTC');
    } finally {
      await platformZone(settings.defaultTimezone);
    }
  });
});

describe('access, filters and files', () => {
  it('needs view_reports: a cashier is refused, a manager reads them', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    const refused = await t.as(cashier).get('reports/sales-summary');
    expect(refused.statusCode).toBe(403);
    expect((await t.as(manager).get('reports/by-product')).statusCode).toBe(200);
  });

  it('filters by a store of the organization; another organization’s store is 404', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await sellOne(owner, 9);
    const store = (await ok(owner, 'GET', 'stores')).data[0]._id;
    const foreign = (await ok(other, 'GET', 'stores')).data[0]._id;
    const mine = await report(owner, 'by-store', { storeId: store });
    expect(mine.data).toMatchObject([{ storeId: store, sales: 1, netSales: 9 }]);
    const res = await t.as(owner).get(`reports/by-store?storeId=${foreign}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Store not found' });
  });

  it('ranks the margin report’s products by margin, unknown margins last, all of them counted', async () => {
    const owner = await signUp(t);
    for (const [name, price, costPrice] of [
      ['Thin', 10, 9],
      ['Unknown', 50, null],
      ['Rich', 10, 2],
      ['Loss', 10, 11],
    ] as const) {
      const body = { name, price, stock: 100, ...(costPrice !== null && { costPrice }) };
      const product = (await ok(owner, 'POST', 'products', body)).data;
      const res = await t
        .as(owner)
        .post(
          'transactions',
          { items: [{ productId: product._id, quantity: 2 }], paymentMethod: 'Card' },
          { headers: { 'idempotency-key': crypto.randomUUID() } },
        );
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = (a: SalesReportAnswer<'margin'>) => a.data.map((r) => [r.product, r.margin]);
    const top = await report(owner, 'margin', {});
    expect(names(top)).toEqual([
      ['Rich', 16],
      ['Thin', 2],
      ['Loss', -2],
      ['Unknown', null],
    ]);
    const bottom = await report(owner, 'margin', { order: 'bottom', limit: '2' });
    expect(names(bottom)).toEqual([
      ['Loss', -2],
      ['Thin', 2],
    ]);
    // The page is two products; the categories and totals are every product's.
    expect(bottom.total).toBe(4);
    expect(bottom.totals).toMatchObject({ units: 8, netSales: 160, cost: 44, margin: 16 });
    expect(bottom.categories).toMatchObject([{ category: 'Uncategorized', netSales: 160 }]);
  });

  it('refuses a reversed or too long range, and an unknown grouping, with the field named', async () => {
    const owner = await signUp(t);
    for (const [query, field] of [
      ['from=2026-02-01&to=2026-01-01', 'from'],
      ['from=2024-01-01&to=2025-06-01', 'to'],
      ['groupBy=hour', 'groupBy'],
      ['from=2026-02-30', 'from'],
    ] as const) {
      const res = await t.as(owner).get(`reports/sales-over-time?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details, query).toHaveProperty(field);
    }
  });

  it('exports the rows as CSV named after the report and its days', async () => {
    const owner = await signUp(t);
    await sellOne(owner, 12.5);
    // A new organization's days are its zone's (the platform's default), as its settings say.
    const { timeZone } = await report(owner, 'sales-summary', {});
    expect(timeZone).toBe((await ok(owner, 'GET', 'settings/general')).data.effectiveTimeZone);
    const today = todayIn(timeZone);
    const res = await t.as(owner).get(`reports/by-product/export.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="by-product-${today}-${today}.csv"`,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Product","Variation","SKU","Category","Units","Net sales","Net sales with a known cost","Cost","Margin","Margin %"',
    );
    expect(lines[1]).toBe('"P12.5","","","Uncategorized","1","12.50","0.00","0.00","",""');
  });
});
