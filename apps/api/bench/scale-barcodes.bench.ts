/**
 * Scale labels at the lookup (docs/DESIGN.md, "Scale barcodes"), against PostgreSQL:
 *   npm run bench:scale   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds BENCH_PRODUCTS (1,000,000) products with numeric SKUs, a tenth sold by the kg, stock at
 * the default store, and the organization's scale rules; then times GET /products/lookup's
 * service for a plain SKU, a price label, a weight label and a label whose item number is the
 * SKU with leading zeros (two probes), beside the one statement of a plain lookup sent straight
 * through `pg` — the floor. Target: a scale label resolves in ≤ 100 ms.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  EXAMPLE_SCALE_RULES,
  scaleBarcode,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/db/client.js';
import { findByCodeAtStore } from '../src/modules/catalog/product-lookup.repository.js';
import { lookupProduct } from '../src/modules/catalog/product-lookup.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import { benchOwner, ms, p50, preparedStatementOf, time, withBenchDatabase } from './bench-kit.js';

const N_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const RUNS = 300;

/** The documented price rule (21, a price in cents) with item numbers of 6 digits, not 5. */
const PRICE: TScaleBarcodeRule = { ...EXAMPLE_SCALE_RULES.price, itemDigits: 6, valueDigits: 4 };
const WEIGHT: TScaleBarcodeRule = { ...PRICE, prefix: '22', kind: 'weight', decimals: 3 };
const PADDED: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.upcPrice;

async function seed(db: Db, owner: Caller) {
  const org = owner.organizationId;
  // SKUs "1" … "N" (six digits at most: the item number of a 6-digit rule); every tenth by kg.
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, unit)
    select ${org}, gen_random_uuid(), 'Item ' || i, i::text, 5 + (i % 50) + 0.99,
      case when i % 10 = 0 then 'kg' else 'each' end
    from generate_series(1, ${N_PRODUCTS}) i`);
  await db.execute(sql`insert into stock_levels (organization_id, id, product_id, store_id, quantity)
    select p.organization_id, gen_random_uuid(), p.id, s.id, 100
    from products p join stores s on s.organization_id = p.organization_id and s.is_default
    where p.organization_id = ${org}`);
  await db.execute(
    sql`update general_settings set scale_barcodes = ${JSON.stringify([
      PRICE,
      WEIGHT,
      PADDED,
    ])}::jsonb where organization_id = ${org}`,
  );
  await db.execute(sql`vacuum analyze`);
}

withBenchDatabase('scale_barcodes', async (db, url, deps: AppDeps) => {
  const owner = await benchOwner(db, 'Bench Scale');
  const t0 = performance.now();
  await seed(db, owner);
  console.log(
    `seeded ${N_PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s (load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')})\n`,
  );
  // Items spread over the catalogue; weighed ones (every tenth) for weight labels.
  // Item numbers of at most 6 digits (the rule's), spread over the catalogue.
  const items = Array.from(
    { length: 100 },
    (_, k) => 1 + ((k * 7919) % Math.min(N_PRODUCTS, 999_999)),
  );
  const weighed = items.map((i) => i - (i % 10) || 10);
  let n = 0;
  const next = <T>(xs: T[]) => xs[n++ % xs.length] as T;
  const lookup = (code: string) => lookupProduct(deps, owner, { code });

  const codes = {
    sku: items.map(String),
    price: items.map((i) => scaleBarcode(PRICE, String(i), 4.99)),
    weight: weighed.map((i) => scaleBarcode(WEIGHT, String(i), 0.375)),
    // Item 00042 printed by a 5-digit scale: "00042" is no SKU, "42" is (the second probe).
    padded: items.map((i) => scaleBarcode(PADDED, String(i % 100_000 || 1), 4.99)),
  };
  // The floor: a plain lookup's one statement, sent straight through pg (jit off).
  const raw = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
  const stockSql = deps.stock.atStoreSql(owner.organizationId, null);
  const statements = await Promise.all(
    codes.sku.map((code) =>
      preparedStatementOf((ex) => findByCodeAtStore(ex, owner.organizationId, code, stockSql)),
    ),
  );
  try {
    const rows: [string, number[]][] = [];
    const first = statements[0];
    if (first) {
      rows.push([
        'one lookup statement via pg (floor)',
        await time(() => {
          const s = next(statements);
          // Prepared, as the service's statement is (the same text for every code).
          return raw.query({ name: 'lookup', text: s?.sql ?? '', values: s?.params });
        }, RUNS),
      ]);
    }
    rows.push(['service: plain SKU', await time(() => lookup(next(codes.sku)), RUNS)]);
    rows.push(['service: price label (EAN-13)', await time(() => lookup(next(codes.price)), RUNS)]);
    rows.push([
      'service: weight label (kg item)',
      await time(() => lookup(next(codes.weight)), RUNS),
    ]);
    rows.push([
      'service: UPC-A label, SKU without zeros',
      await time(() => lookup(next(codes.padded)), RUNS),
    ]);
    const sku = rows.find(([name]) => name === 'service: plain SKU')?.[1] ?? [];
    for (const [name, xs] of rows) {
      console.log(`${name.padEnd(44)} ${ms(xs)}   × plain SKU ${(p50(xs) / p50(sku)).toFixed(2)}`);
    }
    const worst = Math.max(...rows.map(([, xs]) => p50(xs)));
    console.log(
      `\ntarget ≤ 100 ms: ${worst <= 100 ? 'met' : 'NOT met'} (worst p50 ${worst.toFixed(2)} ms)`,
    );
  } finally {
    await raw.end();
  }
});
