/**
 * Import speed (docs/DESIGN.md, "Integrations, languages and switching", step 5; target: 50,000
 * product rows ≤ 60 s) against PostgreSQL:
 *   npm run bench:imports   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * A Shopify products file of 50,000 rows — 12,500 products of 4 variants each, with SKUs,
 * barcodes, prices, costs and stock — imported into a throwaway database, then the same file
 * again (which must change nothing), then with every price changed. Beside it, in the same
 * database and run, the minimal work of the kind we already had: the spec's bulk upload of the
 * same number of rows (flat products with price and stock), so the ratio survives a noisy machine.
 */
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { bulkUpsert } from '../src/modules/catalog/bulk-upload.service.js';
import {
  importsSettled,
  previewImport,
  startImport,
} from '../src/modules/imports/imports.service.js';
import { readFile } from '../src/modules/imports/read-file.js';
import { benchOwner, fail, withBenchDatabase } from './bench-kit.js';

/** `work`'s time and the longest the event loop went without turning meanwhile (1 ms ticks). */
async function loopHeld(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const t0 = performance.now();
  await work();
  const ms = performance.now() - t0;
  clearInterval(tick);
  longest = Math.max(longest, performance.now() - last);
  return { ms, longest };
}

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const SIZES = ['S', 'M', 'L', 'XL'];

function csv(priceBump: number) {
  const lines = [
    'Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Variant SKU,Variant Barcode,Variant Price,Cost per item,Variant Inventory Qty,Status',
  ];
  for (let i = 0; i < ROWS; i++) {
    const p = Math.floor(i / SIZES.length);
    const first = i % SIZES.length === 0;
    lines.push(
      [
        `product-${p}`,
        first ? `Product ${p}` : '',
        first ? `"Row ${i}, imported"` : '',
        first ? `Type ${p % 20}` : '',
        first ? 'Size' : '',
        SIZES[i % SIZES.length],
        `IMP-${i}`,
        `${4_000_000_000_000 + i}`,
        (5 + (p % 50) + priceBump).toFixed(2),
        (2 + (p % 7)).toFixed(2),
        String(i % 40),
        first ? 'active' : '',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** The same rows as the spec's bulk upload takes them: one product per row. */
function bulkCsv(priceBump: number) {
  const lines = ['sku,name,price,stock,description'];
  for (let i = 0; i < ROWS; i++) {
    const p = Math.floor(i / SIZES.length);
    lines.push(
      `BULK-${i},Product ${p} ${SIZES[i % SIZES.length]},${(5 + (p % 50) + priceBump).toFixed(2)},${i % 40},"Row ${i}, bulk"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

withBenchDatabase('imports', async (db, _url, deps) => {
  const caller = await benchOwner(db, 'Bench Import');
  for (const [label, bump] of [
    ['new', 0],
    ['every price changed', 1],
  ] as const) {
    const t0 = performance.now();
    const result = await bulkUpsert(deps, caller, Readable.from([bulkCsv(bump)]));
    const s = (performance.now() - t0) / 1000;
    console.log(
      `baseline: bulk upload of ${ROWS} flat rows (${label}): ${s.toFixed(2)} s, ${(ROWS / s).toFixed(0)} rows/s — ${result.message}`,
    );
  }
  // The preview reads the whole file (its row count and errors): in a worker thread, against
  // the same reading on this thread (what it was) — how long it takes, and the longest the event
  // loop, which every other request of the instance waits on, was held meanwhile.
  const file = csv(0);
  const form = { source: 'shopify', kind: 'products', dryRun: false } as const;
  for (let i = 0; i < 3; i++) {
    for (const [label, read] of [
      ['on the request thread', async () => readFile(file, form.source, form.kind, undefined)],
      ['in a worker (the preview)', () => previewImport(file, form)],
    ] as const) {
      const held = await loopHeld(read);
      console.log(
        `preview of ${ROWS} Shopify rows, ${label}: ${held.ms.toFixed(0)} ms, event loop held at most ${held.longest.toFixed(0)} ms`,
      );
    }
  }
  for (const [label, bump] of [
    ['new', 0],
    ['same file again', 0],
    ['every price changed', 1],
  ] as const) {
    const bytes = csv(bump);
    const t0 = performance.now();
    const started = await startImport(
      deps,
      caller,
      { fileName: 'products_export.csv', bytes },
      { source: 'shopify', kind: 'products', dryRun: false },
    );
    await importsSettled();
    const s = (performance.now() - t0) / 1000;
    const [job] = await queryRows<Record<string, unknown>>(
      db,
      sql`select status, rows_done, rows_total, created, updated, error_count, error
          from imports where id = ${started.data._id}`,
    );
    console.log(
      `import ${ROWS} Shopify rows (${label}): ${s.toFixed(2)} s, ${(ROWS / s).toFixed(0)} rows/s — ${JSON.stringify(job)}`,
    );
  }
}).catch(fail);
