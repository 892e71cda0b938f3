import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listQueries } from '/work/main/apps/api/dist/lib/list-query.js';
import { productOptionsList } from '/work/main/apps/api/dist/modules/catalog/product-options.list.js';
import { productsList } from '/work/main/apps/api/dist/modules/catalog/products.list.js';
const [db, org, term, which = 'options', part = 'counted', runs = '5'] = process.argv.slice(2);
const spec = which === 'options' ? productOptionsList : productsList;
const q = { page: 1, limit: 10, search: term };
const built = new PgDialect().sqlToQuery(listQueries(spec, org, q, 10000, part === 'fewpage' ? 1 : undefined)[part === 'fewpage' ? 'page' : part]);
const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}`, options: '-c jit=off' }); await c.connect();
const times = [];
for (let i = 0; i < Number(runs); i++) { const t = performance.now(); await c.query(built.sql, built.params); times.push(performance.now() - t); }
console.log(part, which, JSON.stringify(term), times.map((x) => x.toFixed(1)).join(' '));
if (process.env.PLAN) { const r = await c.query(`explain (analyze, buffers) ${built.sql}`, built.params); console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')); }
await c.end();
