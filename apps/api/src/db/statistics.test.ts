import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { citusWorkers } from '../test/server-databases.js';
import { signUp, useTestApp } from '../test/test-app.js';
import { maintainTables, plannedRows } from './statistics.js';

const t = useTestApp();

/** The row count the planner believes a table has (-1: never analyzed). */
async function plannerRows(table: string) {
  const [row] = await plannedRows(t.db, [table]);
  return row?.reltuples ?? Number.NaN;
}

function upload(token: string, rows: string[]) {
  const boundary = '----pos-statistics';
  const payload = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="productFile"; filename="products.csv"',
    'Content-Type: text/csv',
    '',
    ['sku,name,price,stock', ...rows].join('\n'),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return t.as({ token }).post('products/bulk-upsert-csv', payload, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const productRows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${i},Product ${prefix} ${i},${1 + (i % 50)},3`);

/**
 * Runs `write`, flushes its connection's table counters to the statistics views (they are
 * otherwise sent when the session idles, up to a second later), then maintenance rounds until
 * one does `expected` (other tables written by the sign-ups may come first); all that was done.
 */
async function maintainAfter(write: ReturnType<typeof sql>, expected: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(write);
    await tx.execute(sql`select pg_stat_force_next_flush()`);
  });
  const done: string[] = [];
  for (let i = 0; i < 30 && !done.includes(expected); i++) {
    await new Promise((r) => setTimeout(r, 100));
    done.push(...(await maintainTables(t.db)));
  }
  return done;
}

describe('planner statistics', () => {
  it('are refreshed by a bulk upload that changes more than a tenth of the catalogue', async () => {
    const owner = await signUp(t);
    const before = await plannerRows('products');
    const res = await upload(owner.token, productRows('ST', 600));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(600);
    // Analyzed before the answer: the planner knows of the 600 rows (and their stock levels).
    expect(before).toBeLessThan(600);
    expect(await plannerRows('products')).toBeGreaterThanOrEqual(600);
    expect(await plannerRows('stock_levels')).toBeGreaterThanOrEqual(600);
  });

  it('are left alone by small uploads', async () => {
    const owner = await signUp(t);
    const before = await plannerRows('products');
    const res = await upload(owner.token, productRows('SM', 100));
    expect(res.statusCode, res.body).toBe(200);
    expect(await plannerRows('products')).toBe(before);
  });

  // The round is the embedded database's; on Citus each worker's autovacuum keeps its shards.
  it.skipIf(citusWorkers().length > 0)(
    'are kept fresh by the maintenance round (the embedded database has no autovacuum)',
    async () => {
      const owner = await signUp(t);
      const org = owner.user.organizationId;
      // Many rows inserted: vacuumed (which merges GIN pending lists) and analyzed.
      const inserted = await maintainAfter(
        sql`insert into customers (organization_id, id, name)
          select ${org}, gen_random_uuid(), 'Maintained ' || g from generate_series(1, 3000) g`,
        'vacuum analyze customers',
      );
      expect(inserted).toContain('vacuum analyze customers');
      expect(await plannerRows('customers')).toBeGreaterThanOrEqual(3000);
      // A sixth of them changed: analyzed, not worth a vacuum yet.
      const updated = await maintainAfter(
        sql`update customers set phone = '555' where organization_id = ${org}
          and name in (select 'Maintained ' || g from generate_series(1, 500) g)`,
        'analyze customers',
      );
      expect(updated).toContain('analyze customers');
      expect(updated).not.toContain('vacuum analyze customers');
      // Most of them deleted: enough dead rows for a vacuum.
      const deleted = await maintainAfter(
        sql`delete from customers where organization_id = ${org} and name like 'Maintained %'`,
        'vacuum analyze customers',
      );
      expect(deleted).toContain('vacuum analyze customers');
      expect(await plannerRows('customers')).toBeLessThan(3000);
      // Nothing changed since: nothing to do.
      expect(await maintainTables(t.db)).toEqual([]);
    },
  );
});
