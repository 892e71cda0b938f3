/**
 * Bulk upload speed (DESIGN §11: 10,000 rows ≤ 10 s) against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Uploads a 10,000-row CSV of new products (with categories, suppliers and stock), then the
 * same file again as updates, into a throwaway database.
 */
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { bulkUpsert } from '../src/modules/catalog/bulk-upload.service.js';
import { benchOwner, fail, withBenchDatabase } from './bench-kit.js';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);

function csv(priceBump: number) {
  const lines = ['sku,name,price,stock,category,supplier,description'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `BULK-${i},Product ${i},${(5 + (i % 50) + priceBump).toFixed(2)},${i % 40},Category ${i % 25},Supplier ${i % 10},"Row ${i}, bulk"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

withBenchDatabase('bulk', async (db, _url, deps) => {
  const caller = await benchOwner(db, 'Bench Bulk');
  for (const [label, bump] of [
    ['create', 0],
    ['update', 1],
  ] as const) {
    const t0 = performance.now();
    const result = await bulkUpsert(deps, caller, Readable.from([csv(bump)]));
    const s = (performance.now() - t0) / 1000;
    console.log(
      `bulk upload ${ROWS} rows (${label}): ${s.toFixed(2)} s, ${(ROWS / s).toFixed(0)} rows/s — ${result.message}`,
    );
  }
}).catch(fail);
