import { addDays } from '@pos/contracts/report-periods';
import type { SalesReportAnswer, SalesReportName } from '@pos/contracts/sales-reports';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addMember, createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { rebuildPendingRollups } from '../rollups/rollups.service.js';
import { todayIn } from './sales-reports.service.js';

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
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday };
}

const cents = (v: string | number) => Math.round(Number(v) * 100);

/**
 * The reports' figures recomputed from the raw rows (sales, their lines and payments, returns
 * and their lines), in cents, for the days from–to in `zone`: what the rollups must equal.
 */
async function fromRawRows(org: string, zone: string, from: string, to: string) {
  const sales = await queryRows<{
    id: string;
    at: Date | string;
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
    sql`select id, transaction_date as at, user_id, customer_id, subtotal, discount_total,
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
  }>(t.db, sql`select * from transaction_items where organization_id = ${org}`);
  const payments = await queryRows<{ transaction_id: string; method: string; amount: string }>(
    t.db,
    sql`select * from transaction_payments where organization_id = ${org}`,
  );
  const returns = await queryRows<{
    id: string;
    at: Date | string;
    user_id: string;
    customer_id: string | null;
    subtotal: string;
    tax_total: string;
    total: string;
    refund_method: string;
    taxes: { name: string; rate: number; amount: number }[];
  }>(
    t.db,
    sql`select r.id, r.created_at as at, r.user_id, s.customer_id, r.subtotal, r.tax_total,
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
    sql`select ri.return_id, ri.quantity, ri.amount, i.product_id, i.cost_at_sale
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
    if (!l) continue;
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
    if (!l) continue;
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

/** Every report of the range equals the raw rows' figures. */
async function expectReportsMatchRawRows(s: Session, zone: string, from: string, to: string) {
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

  const buyers = await report(s, 'by-customer', { ...q, limit: '1000' });
  for (const c of buyers.data) {
    expect(cents(c.spend), c.customer).toBe(x.customerSpend.get(c.customerId) ?? 0);
    expect(c.visits, c.customer).toBe(x.customerVisits.get(c.customerId) ?? 0);
  }
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
  it('equal the raw rows for random sales, returns, days and time zones (property)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await setSettings(owner, {
      taxes: [
        { id: 'vat', name: 'VAT', rate: 7.25 },
        { id: 'city', name: 'City', rate: 2.5 },
      ],
    });
    const products = [];
    for (const [i, costPrice] of [4.2, null, 0.3333, null].entries()) {
      const body = {
        name: `Item ${i}`,
        price: 5 + i * 3.35,
        stock: 100_000,
        ...(costPrice && { costPrice }),
      };
      products.push((await ok(owner, 'POST', 'products', body)).data._id as string);
    }
    const buyers = [];
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
          await expectReportsMatchRawRows(owner, current, addDays(today, -100), addDays(today, 1));
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
          await expectReportsMatchRawRows(owner, zone, addDays(now, -100), now);
          // A range ending with a whole month: month rows and day rows together.
          const lastMonthEnd = addDays(`${now.slice(0, 7)}-01`, -1);
          await expectReportsMatchRawRows(owner, zone, addDays(lastMonthEnd, -75), lastMonthEnd);
        },
      ),
      { numRuns: 6 },
    );
  });
});
