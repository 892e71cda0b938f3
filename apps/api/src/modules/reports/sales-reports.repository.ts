import { addDays } from '@pos/contracts/report-periods';
import type { ReportGrouping } from '@pos/contracts/sales-reports';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { categories } from '../catalog/categories.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { customers } from '../customers/customers.tables.js';
import { stores } from '../inventory/stores.tables.js';
import {
  ALL_STORES,
  columns,
  id,
  type Summed,
  sameKeys,
  TOTALS,
  type TotalsSpec,
} from '../rollups/rollups.service.js';
import { rollupPayments, rollupSales, rollupTaxes } from '../rollups/rollups.tables.js';

/**
 * The sales reports' reads (ARCHITECTURE, "Report rollups"): sums of the rollups (module
 * rollups, migration 0028) of one generation over whole days. Money comes back in cents, costs
 * in ten-thousandths, as bigint text: the service turns them into amounts.
 */
export interface ReportScope {
  org: string;
  generation: number;
  from: string;
  to: string;
  storeId: string | null;
}

export async function storeExists(ex: Executor, org: string, storeId: string) {
  const rows = await queryRows(
    ex,
    sql`select 1 from ${stores} where organization_id = ${org} and id = ${storeId}`,
  );
  return rows.length > 0;
}

const store = (s: ReportScope, alias: string) =>
  s.storeId ? sql`and ${sql.identifier(alias)}.store_id = ${s.storeId}` : sql``;

/** The daily tables: rows of the scope's days (and store). */
const daily = (s: ReportScope, alias: string) =>
  sql`${sql.identifier(alias)}.organization_id = ${s.org}
      and ${sql.identifier(alias)}.generation = ${s.generation}
      and ${sql.identifier(alias)}.day between ${s.from}::date and ${s.to}::date ${store(s, alias)}`;

/**
 * Where a range of products (customers) is read from: the first and last day with running
 * totals of the scope's store key (nulls: none sealed), and how many products (customers) have a
 * place in them.
 */
export interface Source {
  sealedFirst: string | null;
  sealedLast: string | null;
  keys: number;
}

/** The store a table of day rows is read for: the scope's, or the rows of all stores. */
const storeKey = (s: ReportScope) => s.storeId ?? ALL_STORES;

/** The scope's store key's first and last day with totals, and its keys (index probes). */
export async function rangeSource(ex: Executor, s: ReportScope, table: Summed): Promise<Source> {
  const spec = TOTALS[table];
  const totals = sql.identifier(spec.totals);
  const sealed = (fn: SQL) =>
    sql`(select ${fn}(x.day)::text from ${totals} x
         where x.organization_id = ${s.org} and x.generation = ${s.generation}
           and x.store_id = ${storeKey(s)})`;
  const [row] = await queryRows<Source>(
    ex,
    sql`select ${sealed(sql`min`)} as "sealedFirst", ${sealed(sql`max`)} as "sealedLast",
          coalesce((select cardinality(k.${sql.identifier(spec.keyColumns[0])})
                    from ${sql.identifier(spec.keys)} k where k.organization_id = ${s.org}), 0)
            as keys`,
  );
  return row ?? { sealedFirst: null, sealedLast: null, keys: 0 };
}

/** The day rows of the scope's store key from `from` to `to` (one range of the table's key). */
const dayRows = (s: ReportScope, table: Summed, from: string, to: string) =>
  sql`(select * from ${sql.identifier(table)} g
       where g.organization_id = ${s.org} and g.generation = ${s.generation}
         and g.store_id = ${storeKey(s)} and g.day >= ${from}::date and g.day <= ${to}::date)`;

/**
 * The change of the running totals from the day before `from` to the day before `before` (no
 * `from`: from nothing) — what each product (customer) added up to on the days between: the
 * organization's keys and the two rows' arrays unnested side by side in the select list, no
 * join. Rows that add nothing are left out. Unnested in the select list, the arrays stream
 * (`ROWS FROM` in the FROM clause stored each of them first: 2.4× the time for 50,000
 * customers, docs/benchmarks/reports.md); `generate_series` beside them tells the planner how
 * many rows come (it takes an `unnest` for a handful, and names 20,000 products by 20,000 index
 * probes instead of one hash join).
 */
function totalsBetween(
  s: ReportScope,
  spec: TotalsSpec,
  src: Source,
  from: string | null,
  before: string,
) {
  const row = (day: string) =>
    sql`(select t.* from ${sql.identifier(spec.totals)} t
         where t.organization_id = ${s.org} and t.generation = ${s.generation}
           and t.store_id = ${storeKey(s)} and t.day = ${day}::date)`;
  const hi = spec.figures.map((_, i) => sql.identifier(`h${i}`));
  const lo = spec.figures.map((_, i) => sql.identifier(`l${i}`));
  const unnested = [
    ...spec.keyColumns.map((c) => sql`unnest(${id('k', c)}) as ${sql.identifier(c)}`),
    ...spec.figures.map((f, i) => sql`unnest(${id('hi', f)}) as ${hi[i]}`),
    ...(from ? spec.figures.map((f, i) => sql`unnest(${id('lo', f)}) as ${lo[i]}`) : []),
    sql`generate_series(1, ${src.keys}::int) as i`,
  ];
  const diff = (i: number) =>
    from ? sql`coalesce(x.${hi[i]}, 0) - coalesce(x.${lo[i]}, 0)` : sql`coalesce(x.${hi[i]}, 0)`;
  return sql`(select ${columns(spec.keyColumns, 'x')},
      ${sql.join(
        spec.figures.map((f, i) => sql`${diff(i)} as ${sql.identifier(f)}`),
        sql`, `,
      )}
    from (select ${sql.join(unnested, sql`, `)}
          from ${sql.identifier(spec.keys)} k
          cross join ${row(before)} hi
          ${from ? sql`left join ${row(from)} lo on true` : sql``}
          where k.organization_id = ${s.org}) x
    where ${sql.join(
      spec.figures.map((_, i) => sql`${diff(i)} <> 0`),
      sql` or `,
    )})`;
}

/**
 * A range's sums per product (customer), only those its rows leave something for: the totals
 * before its end less the totals before its start, plus the day rows after the last sealed day
 * when it ends later (today's, as a rule) — or, where nothing of it is sealed (a range of today;
 * an organization before its first seal), its day rows alone.
 */
function rangeSums(s: ReportScope, table: Summed, src: Source): SQL {
  const spec = TOTALS[table];
  const { sealedFirst: first, sealedLast: last } = src;
  const keys = columns(spec.keyColumns, 'r');
  const summed = (rows: SQL) =>
    sql`(select ${keys}, ${sql.join(
      // Exact sums (numeric): units have 3 decimals (weighed goods), the rest are whole cents.
      spec.figures.map((f) => sql`sum(${id('r', f)}) as ${sql.identifier(f)}`),
      sql`, `,
    )} from ${rows} r group by ${keys} having ${addsSomething(spec, 'r')})`;
  if (!first || !last || s.from >= last) return summed(dayRows(s, table, s.from, s.to));
  const end = addDays(s.to, 1);
  const between = totalsBetween(
    s,
    spec,
    src,
    s.from > first ? s.from : null,
    end < last ? end : last,
  );
  if (end <= last) return between;
  // The days after: their few rows summed first, then joined to the totals' change (summing
  // the two together grouped every product again: 2.5× the time, docs/benchmarks/reports.md).
  const after = summed(dayRows(s, table, last, s.to));
  const either = (c: string) => sql`coalesce(${id('b', c)}, ${id('d', c)})`;
  const both = (f: string) => sql`coalesce(${id('b', f)}, 0) + coalesce(${id('d', f)}, 0)`;
  return sql`(select ${sql.join(
    [
      ...spec.keyColumns.map((c) => sql`${either(c)} as ${sql.identifier(c)}`),
      ...spec.figures.map((f) => sql`${both(f)} as ${sql.identifier(f)}`),
    ],
    sql`, `,
  )}
    from ${between} b full join ${after} d on ${sameKeys(
      spec.keyColumns.map((c) => id('b', c)),
      spec.keyColumns.map((c) => id('d', c)),
    )}
    where ${sql.join(
      spec.figures.map((f) => sql`${both(f)} <> 0`),
      sql` or `,
    )})`;
}

/** Any of the figures not 0: a product (customer) the range's rows leave something for. */
const addsSomething = (spec: TotalsSpec, alias: string) =>
  sql.join(
    spec.figures.map((f) => sql`sum(${id(alias, f)}) <> 0`),
    sql` or `,
  );

/**
 * A read of the scope's sums per product (customer), with the memory its hash aggregates need
 * (with PostgreSQL's default 4 MB the sums of 20,000 products spill to disk and the planner
 * turns to sorting) and without parallel workers.
 */
function readSums<T>(
  ex: Executor,
  s: ReportScope,
  table: Summed,
  src: Source,
  query: (sums: SQL) => SQL,
) {
  return ex.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    // Tens of thousands of rows: workers would cost more to start and merge than they save.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return queryRows<T>(tx, query(rangeSums(s, table, src)));
  });
}

const SALES_SUMS = sql`coalesce(sum(r.sales), 0)::bigint as sales, coalesce(sum(r.units), 0)::float8 as units,
  coalesce(sum(r.gross), 0)::bigint as gross, coalesce(sum(r.discounts), 0)::bigint as discounts,
  coalesce(sum(r.returns), 0)::bigint as returns, coalesce(sum(r.net), 0)::bigint as net,
  coalesce(sum(r.taxes), 0)::bigint as taxes, coalesce(sum(r.rounding), 0)::bigint as rounding`;

export interface SalesSums {
  sales: string;
  units: string;
  gross: string;
  discounts: string;
  returns: string;
  net: string;
  taxes: string;
  rounding: string;
}

export async function salesTotals(ex: Executor, s: ReportScope) {
  const [row] = await queryRows<SalesSums>(
    ex,
    sql`select ${SALES_SUMS} from ${rollupSales} r where ${daily(s, 'r')}`,
  );
  return row as SalesSums;
}

export function paymentTotals(ex: Executor, s: ReportScope) {
  return queryRows<{ method: string; amount: string }>(
    ex,
    sql`select r.method, sum(r.amount)::bigint as amount from ${rollupPayments} r
        where ${daily(s, 'r')} group by r.method order by r.method`,
  );
}

const bucket = (groupBy: ReportGrouping, col: SQL) =>
  groupBy === 'day' ? sql`${col}` : sql`date_trunc(${groupBy}, ${col})::date`;

export function salesOverTime(ex: Executor, s: ReportScope, groupBy: ReportGrouping) {
  return queryRows<SalesSums & { period: string }>(
    ex,
    sql`select ${bucket(groupBy, sql`r.day`)}::text as period, ${SALES_SUMS}
        from ${rollupSales} r where ${daily(s, 'r')} group by 1 order by 1`,
  );
}

export function byHour(ex: Executor, s: ReportScope) {
  return queryRows<{ weekday: number; hour: number; sales: string; net: string }>(
    ex,
    sql`select extract(isodow from r.day)::int as weekday, r.hour::int as hour,
          sum(r.sales)::bigint as sales, sum(r.net)::bigint as net
        from ${rollupSales} r where ${daily(s, 'r')} group by 1, 2 order by 1, 2`,
  );
}

/** Who or where the sales of `salesBy` are grouped by: the column and the table naming it. */
const SALES_GROUPS = {
  store: { column: sql.raw('store_id'), names: sql.raw('stores') },
  cashier: { column: sql.raw('user_id'), names: sql.raw('users') },
} as const;

/** The scope's sales per store or per cashier, the best net sales first. */
export function salesBy(ex: Executor, s: ReportScope, by: keyof typeof SALES_GROUPS) {
  const { column, names } = SALES_GROUPS[by];
  return queryRows<SalesSums & { id: string | null; name: string | null }>(
    ex,
    sql`select r.${column} as id, min(n.name) as name, ${SALES_SUMS}
        from ${rollupSales} r
        left join ${names} n on n.organization_id = r.organization_id and n.id = r.${column}
        where ${daily(s, 'r')} group by r.${column} order by sum(r.net) desc, min(n.name)`,
  );
}

export function taxes(ex: Executor, s: ReportScope, groupBy: ReportGrouping) {
  return queryRows<{
    period: string;
    name: string;
    rate: string;
    collected: string;
    returned: string;
    base: string;
  }>(
    ex,
    sql`select ${bucket(groupBy, sql`r.day`)}::text as period, r.name, r.rate::text as rate,
          sum(r.collected)::bigint as collected, sum(r.returned)::bigint as returned,
          sum(r.base)::bigint as base
        from ${rollupTaxes} r where ${daily(s, 'r')}
        -- Each tax by name, its rates highest first as numbers (as text, "5" came after "18").
        group by 1, 2, r.rate order by 1, 2, r.rate desc`,
  );
}

/** Bigint text; numbers where read through json (`margins`). */
export interface MarginSums {
  units: string | number;
  net: string | number;
  costed_net: string | number;
  cost: string | number;
}

export interface ProductSums extends MarginSums {
  product_id: string | null;
  variation_id: string | null;
  product: string | null;
  variation: string | null;
  sku: string | null;
  category_id: string | null;
  category: string | null;
}

/** The best (or least) `limit` rows by net sales, or all of them (best first) without one. */
export interface Ranking {
  order: 'top' | 'bottom';
  limit: number;
}

const ranked = (r: Ranking | null, by: SQL, tie: SQL) =>
  r?.order === 'bottom'
    ? sql`order by ${by} asc nulls last, ${tie} limit ${r.limit}`
    : sql`order by ${by} desc nulls last, ${tie} ${r ? sql`limit ${r.limit}` : sql``}`;

/**
 * What products are ranked by: net sales, or margin in ten-thousandths — unknown (sold without
 * a known cost: the service's `marginFigures` says the same) ranked last either way.
 */
type ProductMeasure = 'net' | 'margin';

const measured = (by: ProductMeasure, alias: string) => {
  const t = sql.identifier(alias);
  return by === 'net'
    ? sql`${t}.net`
    : sql`case when ${t}.costed_net <> 0 or ${t}.cost <> 0 or (${t}.units = 0 and ${t}.net = 0)
          then ${t}.costed_net * 100 - ${t}.cost end`;
};

/** `sold`: the scope's sums per product and variation, one row each. */
const soldSums = (sums: SQL) => sql`sold as materialized (select * from ${sums} r)`;

/** The `rank`ed rows of `sold`, named, with how many there are in all. */
function namedProducts(s: ReportScope, rank: Ranking | null, by: ProductMeasure) {
  const direction = rank?.order === 'bottom' ? sql`asc` : sql`desc`;
  return sql`select top.*, p.name as product, p.category_id, c.name as category,
      coalesce(v.sku, p.sku) as sku,
      (select string_agg(a, ' / ') from jsonb_array_elements_text(v.attribute_combination) a)
        as variation
    from (select sold.*, count(*) over () as total from sold
          ${ranked(rank, measured(by, 'sold'), sql`sold.product_id, sold.variation_id`)}) top
    left join ${products} p on p.organization_id = ${s.org} and p.id = top.product_id
    left join ${productVariations} v on v.organization_id = ${s.org} and v.id = top.variation_id
    left join ${categories} c on c.organization_id = ${s.org} and c.id = p.category_id
    order by ${measured(by, 'top')} ${direction} nulls last, top.product_id, top.variation_id`;
}

/** `sold` per category (its products' now), the best net sales first. */
const categorySums = (s: ReportScope) =>
  sql`select p.category_id, min(c.name) as category, sum(sold.units)::float8 as units,
      sum(sold.net)::bigint as net, sum(sold.costed_net)::bigint as costed_net,
      sum(sold.cost)::bigint as cost
    from sold
    left join ${products} p on p.organization_id = ${s.org} and p.id = sold.product_id
    left join ${categories} c on c.organization_id = ${s.org} and c.id = p.category_id
    group by p.category_id order by sum(sold.net) desc, min(c.name)`;

export type CategorySums = MarginSums & { category_id: string | null; category: string | null };

/** The products (and variations) sold in the scope, with how many there are in all. */
export function byProduct(ex: Executor, s: ReportScope, src: Source, rank: Ranking | null) {
  return readSums<ProductSums & { total: string }>(
    ex,
    s,
    'rollup_products',
    src,
    (sums) => sql`with ${soldSums(sums)} ${namedProducts(s, rank, 'net')}`,
  );
}

/** Sold per category (its products' now): summed per product first, then named. */
export function byCategory(ex: Executor, s: ReportScope, src: Source) {
  return readSums<CategorySums>(
    ex,
    s,
    'rollup_products',
    src,
    (sums) => sql`with ${soldSums(sums)} ${categorySums(s)}`,
  );
}

/**
 * The margin report's two reads of one `sold`: its categories, and its products ranked by
 * margin (json, each in the order of its subquery: nothing follows them at their level).
 */
export async function margins(ex: Executor, s: ReportScope, src: Source, rank: Ranking | null) {
  const [row] = await readSums<{
    categories: CategorySums[];
    products: (ProductSums & { total: number })[];
  }>(
    ex,
    s,
    'rollup_products',
    src,
    (sums) => sql`with ${soldSums(sums)}
      select (select coalesce(json_agg(x), '[]') from (${categorySums(s)}) x) as categories,
        (select coalesce(json_agg(x), '[]') from (${namedProducts(s, rank, 'margin')}) x)
          as products`,
  );
  return row ?? { categories: [], products: [] };
}

export function byCustomer(ex: Executor, s: ReportScope, src: Source, rank: Ranking | null) {
  return readSums<{
    customer_id: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    visits: string;
    units: string;
    net: string;
    spend: string;
    total: string;
  }>(
    ex,
    s,
    'rollup_customers',
    src,
    (sums) => sql`with bought as (
          select r.*, count(*) over () as total from ${sums} r
          ${ranked(rank, sql`r.spend`, sql`r.customer_id`)})
        select bought.*, cu.name, cu.email, cu.phone from bought
        left join ${customers} cu on cu.organization_id = ${s.org} and cu.id = bought.customer_id
        order by bought.spend ${rank?.order === 'bottom' ? sql`asc` : sql`desc`}, bought.customer_id`,
  );
}
