import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { rollupFoldJob } from '../../jobs/jobs.js';
import { startScheduler } from '../../jobs/scheduler.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';
import {
  ALL_STORES,
  foldRollups,
  rebuildRollups,
  sealTotals,
  timeZoneChanged,
} from './rollups.service.js';

/**
 * The rollups under concurrent sales, returns and a rebuild (ARCHITECTURE, "Report rollups"),
 * on PostgreSQL: PGlite has one connection (everything is serial there), like the other
 * concurrency tests.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('rollups on PostgreSQL', () => {
  it('sales and returns during a rebuild in a new zone, folded meanwhile, count once, without a deadlock', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const products: string[] = [];
    for (const name of ['North', 'South', 'East']) {
      const res = await t.as(owner).post('products', { name, price: 2.5, stock: 100_000 });
      products.push(res.json().data._id);
    }
    // Lines in opposite orders: two sales lock their product rows in different orders.
    const sell = (n: number) =>
      t.as(owner).post(
        'transactions',
        {
          items: (n % 2 ? products : [...products].reverse()).map((productId, i) => ({
            productId,
            quantity: 1 + ((n + i) % 3),
          })),
          paymentMethod: n % 3 ? 'Card' : 'Cash',
        },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    const before = await Promise.all(Array.from({ length: 60 }, (_, n) => sell(n)));
    for (const res of before) expect(res.statusCode, res.body).toBe(201);

    await t.db.execute(
      sql`update general_settings set time_zone = 'Pacific/Kiritimati' where organization_id = ${org}`,
    );
    expect(await t.db.transaction((tx) => timeZoneChanged(tx, org))).toBe(true);
    // Eight clients sell and give back while the rebuild goes window by window (7 sales each).
    const clients = Array.from({ length: 8 }, async (_, c) => {
      for (let n = 0; n < 10; n++) {
        const res = await sell(c * 10 + n);
        expect(res.statusCode, res.body).toBe(201);
        if (n % 4 === 0) {
          const sale = res.json().data;
          const back = await t.as(owner).post(`transactions/${sale._id}/returns`, {
            items: [{ itemId: sale.items[0]._id, quantity: 1 }],
          });
          expect(back.statusCode, back.body).toBe(201);
        }
      }
    });
    // The fold (every couple of seconds in a server) runs alongside too.
    const folding = (async () => {
      for (let i = 0; i < 20; i++) {
        await foldRollups(t.deps, org);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.all([...clients, rebuildRollups(t.deps, org, 7), folding]);
    await foldRollups(t.deps, org);

    const [raw] = await queryRows<{ sales: number; units: number; net: string }>(
      t.db,
      sql`select (select count(*)::int from transactions where organization_id = ${org}) as sales,
            (select sum(quantity)::int from transaction_items where organization_id = ${org})
              - coalesce((select sum(quantity)::int from return_items where organization_id = ${org}), 0) as units,
            (select sum(subtotal) from transactions where organization_id = ${org})
              - coalesce((select sum(subtotal) from sale_returns where organization_id = ${org}), 0) as net`,
    );
    const [rolled] = await queryRows<{
      generations: number;
      sales: number;
      units: number;
      net: string;
      product_units: number;
      store_units: number;
    }>(
      t.db,
      sql`select (select count(distinct generation)::int from rollup_sales where organization_id = ${org}) as generations,
            (select sum(sales)::int from rollup_sales where organization_id = ${org}) as sales,
            (select sum(units)::int from rollup_sales where organization_id = ${org}) as units,
            (select (sum(net) / 100.0)::numeric(14, 2) from rollup_sales where organization_id = ${org}) as net,
            (select sum(units)::int from rollup_products where organization_id = ${org}
               and store_id = ${ALL_STORES}) as product_units,
            (select sum(units)::int from rollup_products where organization_id = ${org}
               and store_id <> ${ALL_STORES}) as store_units`,
    );
    expect(rolled).toEqual({
      generations: 1,
      sales: raw?.sales,
      units: raw?.units,
      net: Number(raw?.net).toFixed(2),
      product_units: raw?.units,
      store_units: raw?.units,
    });
    const summary = (await t.as(owner).get('reports/sales-summary')).json();
    expect(summary).toMatchObject({ timeZone: 'Pacific/Kiritimati', recalculating: false });
  });
  it('folds what sales queue every two seconds on every instance, without pg-boss', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const product = (
      await t.as(owner).post('products', { name: 'Tea', price: 4, stock: 10 })
    ).json().data;
    const scheduler = await startScheduler(
      t.deps,
      t.app.log,
      {
        driver: 'pg',
        databaseUrl: String(t.databaseUrl),
      },
      [rollupFoldJob],
    );
    try {
      const res = await t
        .as(owner)
        .post(
          'transactions',
          { items: [{ productId: product._id, quantity: 3 }], paymentMethod: 'Card' },
          { headers: { 'idempotency-key': randomUUID() } },
        );
      expect(res.statusCode, res.body).toBe(201);
      // Nobody folds here but the scheduler's timer (a report would fold first: none is read).
      const deadline = Date.now() + 10_000;
      let units = 0;
      while (Date.now() < deadline && units !== 3) {
        await new Promise((r) => setTimeout(r, 200));
        const [row] = await queryRows<{ units: number | null }>(
          t.db,
          sql`select sum(units)::int as units from rollup_products
              where organization_id = ${org} and store_id = ${ALL_STORES}`,
        );
        units = row?.units ?? 0;
      }
      expect(units).toBe(3);
    } finally {
      await scheduler.stop();
    }
  });
  it('seals running totals while late sales are synced: every range still equals the raw rows', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const product = (
      await t.as(owner).post('products', { name: 'Late', price: 3, stock: 100_000 })
    ).json().data;
    const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    /** A sale made offline `n` days ago, synced now. */
    const sync = (n: number, k: number) =>
      t.as(owner).post(
        'transactions',
        {
          items: [{ productId: product._id, quantity: 1 + (k % 3), price: 3 }],
          paymentMethod: 'Card',
          offline: { createdAt: dayAgo(n), deviceId: randomUUID(), localNumber: `LT${n}-${k}` },
        },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    for (let n = 28; n > 0; n -= 4) expect((await sync(n, n)).statusCode).toBe(201);
    await sealTotals(t.deps, org);
    // Four clients sync sales of the last 28 days while totals are sealed again and again (a
    // sync removes the totals after its day; a seal must never keep one that missed a sale).
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let k = 0; k < 12; k++) {
        const res = await sync(1 + ((c * 7 + k * 5) % 28), 100 + c * 12 + k);
        expect(res.statusCode, res.body).toBe(201);
      }
    });
    const sealing = (async () => {
      for (let i = 0; i < 10; i++) await sealTotals(t.deps, org);
    })();
    await Promise.all([...clients, sealing]);
    await sealTotals(t.deps, org);

    const units = async (from: string, to: string) => {
      const res = await t.as(owner).get(`reports/by-product?from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0]?.units ?? 0;
    };
    const [{ zone }] = await queryRows<{ zone: string }>(
      t.db,
      sql`select time_zone as zone from report_rollup_states where organization_id = ${org}`,
    ).then((rows) => rows as [{ zone: string }]);
    for (const [a, b] of [
      [35, 0],
      [20, 10],
      [27, 26],
      [15, 1],
    ] as const) {
      const [raw] = await queryRows<{ from: string; to: string; units: number }>(
        t.db,
        sql`select ((now() at time zone ${zone})::date - ${a}::int)::text as from,
              ((now() at time zone ${zone})::date - ${b}::int)::text as to,
              coalesce(sum(i.quantity), 0)::int as units
            from transactions s join transaction_items i
              on i.organization_id = s.organization_id and i.transaction_id = s.id
            where s.organization_id = ${org}
              and (s.transaction_date at time zone ${zone})::date
                between (now() at time zone ${zone})::date - ${a}::int
                    and (now() at time zone ${zone})::date - ${b}::int`,
      );
      expect(await units(String(raw?.from), String(raw?.to)), `${a}–${b} days ago`).toBe(
        raw?.units,
      );
    }
  });
});
