import { addDays } from '@pos/contracts/report-periods';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { stores } from '../inventory/stores.tables.js';
import { ALL_STORES } from './rollups.tables.js';
import { columns, id, sameKeys, type TotalsSpec } from './totals-layout.js';

/*
 * The running totals (rollups.tables, `rollup_product_totals` and `rollup_customer_totals`):
 * the totals before day d + 1 are the totals before day d plus d's day rows, each product (or
 * customer) at its ordinal in the arrays. Written under the organization's rollup state lock,
 * as `rollup_apply` (which removes the totals a late sale changes) is: a seal never misses a
 * fold that committed before it, and a fold removes every seal that missed it.
 */

/** A row's key columns (`r`) equal the unnested keys' (`n`, columns k0, k1, …). */
const sameKey = (spec: TotalsSpec) =>
  sameKeys(
    spec.keyColumns.map((c) => id('r', c)),
    spec.keyColumns.map((_, i) => id('n', `k${i}`)),
  );

/** The unnested keys' columns: k0, k1, … */
const keyNames = (spec: TotalsSpec) =>
  sql.join(
    spec.keyColumns.map((_, i) => sql.identifier(`k${i}`)),
    sql`, `,
  );

/** The organization's keys, unnested with their ordinals (`n`: k0, k1, …, i). */
const unnestedKeys = (spec: TotalsSpec, org: string) =>
  sql`(select u.* from ${sql.identifier(spec.keys)} k
       cross join lateral unnest(${sql.join(
         spec.keyColumns.map((c) => id('k', c)),
         sql`, `,
       )}) with ordinality u(${keyNames(spec)}, i)
       where k.organization_id = ${org})`;

export interface SealScope {
  org: string;
  generation: number;
  storeKey: string;
}

/** The day rows of one store key (of all stores: `ALL_STORES`) from `from` to before `before`. */
const dayRows = (s: SealScope, from: string, before: string) =>
  sql`r.organization_id = ${s.org} and r.generation = ${s.generation}
      and r.store_id = ${s.storeKey} and r.day >= ${from}::date and r.day < ${before}::date`;

/**
 * Today in the zone, the first day with rows and the last day with totals of one store key
 * (nulls: none).
 */
export async function sealBounds(ex: Executor, spec: TotalsSpec, s: SealScope, zone: string) {
  const [row] = await queryRows<{ today: string; first: string | null; sealed: string | null }>(
    ex,
    sql`select (now() at time zone ${zone})::date::text as today,
          (select r.day::text from ${sql.identifier(spec.rows)} r
           where r.organization_id = ${s.org} and r.generation = ${s.generation}
             and r.store_id = ${s.storeKey}
           order by r.day limit 1) as first,
          (select max(t.day)::text from ${sql.identifier(spec.totals)} t
           where t.organization_id = ${s.org} and t.generation = ${s.generation}
             and t.store_id = ${s.storeKey}) as sealed`,
  );
  return row as { today: string; first: string | null; sealed: string | null };
}

/**
 * The seal's statements join tens of thousands of rows each way: hash joins, whatever the
 * planner guesses of rows just written (a nested loop of a day's rows × the keys took 21 s a day
 * at 10M sale lines). For the rest of the transaction.
 */
export async function hashJoinsOnly(ex: Executor) {
  await queryRows(ex, sql`set local enable_nestloop = off`);
}

/**
 * Appends the products (customers) of the days' rows that have no place yet to the
 * organization's keys.
 */
export async function assignKeys(
  ex: Executor,
  spec: TotalsSpec,
  s: SealScope,
  from: string,
  before: string,
) {
  const cols = spec.keyColumns.map((c) => sql.identifier(c));
  const keys = sql.identifier(spec.keys);
  await queryRows(
    ex,
    sql`insert into ${keys} (organization_id, ${sql.join(cols, sql`, `)})
        values (${s.org}, ${sql.join(
          cols.map(() => sql`'{}'::uuid[]`),
          sql`, `,
        )})
        on conflict (organization_id) do nothing`,
  );
  await queryRows(
    ex,
    sql`update ${keys} k set ${sql.join(
      cols.map((c) => sql`${c} = k.${c} || added.${c}`),
      sql`, `,
    )}
        from (select ${sql.join(
          cols.map((c) => sql`array_agg(r.${c} order by ${sql.join(cols, sql`, `)}) as ${c}`),
          sql`, `,
        )}
              from (select distinct ${sql.join(cols, sql`, `)} from ${sql.identifier(spec.rows)} r
                    where ${dayRows(s, from, before)}) r
              where not exists (select 1 from ${unnestedKeys(spec, s.org)} n
                                where ${sameKey(spec)})) added
        where k.organization_id = ${s.org} and added.${cols[0]} is not null`,
  );
}

/** The totals before the first day with rows: nothing yet. */
export async function sealEmpty(ex: Executor, spec: TotalsSpec, s: SealScope, day: string) {
  const empty = sql.join(
    spec.figures.map(() => sql`'{}'::bigint[]`),
    sql`, `,
  );
  await queryRows(
    ex,
    sql`insert into ${sql.identifier(spec.totals)}
          (organization_id, generation, store_id, day, ${columns(spec.figures)})
        values (${s.org}, ${s.generation}, ${s.storeKey}, ${day}::date, ${empty})`,
  );
}

/**
 * The totals before `day` + 1: those before `day` plus `day`'s rows, every key given so far in
 * its place (0 where a product has sold nothing yet).
 */
export async function sealDay(ex: Executor, spec: TotalsSpec, s: SealScope, day: string) {
  const sums = sql.join(
    spec.figures.map(
      (f) =>
        sql`coalesce(array_agg(coalesce(${id('p', f)}, 0) + coalesce(${id('r', f)}, 0) order by n.i), '{}')`,
    ),
    sql`, `,
  );
  const unnested = sql.join(
    spec.figures.map((f) => id('t', f)),
    sql`, `,
  );
  await queryRows(
    ex,
    sql`insert into ${sql.identifier(spec.totals)}
          (organization_id, generation, store_id, day, ${columns(spec.figures)})
        select ${s.org}, ${s.generation}, ${s.storeKey}, ${day}::date + 1, ${sums}
        from ${unnestedKeys(spec, s.org)} n
        left join (
          select u.* from ${sql.identifier(spec.totals)} t
          cross join lateral unnest(${unnested}) with ordinality u(${columns(spec.figures)}, i)
          where t.organization_id = ${s.org} and t.generation = ${s.generation}
            and t.store_id = ${s.storeKey} and t.day = ${day}::date) p on p.i = n.i
        left join (
          select * from ${sql.identifier(spec.rows)} r where ${dayRows(s, day, addDays(day, 1))}
        ) r on ${sameKey(spec)}`,
  );
}

/** The store keys totals are kept for: all stores together, and each store. */
export async function storeKeys(ex: Executor, org: string) {
  const rows = await queryRows<{ id: string }>(
    ex,
    sql`select id from ${stores} where organization_id = ${org} order by id`,
  );
  return [ALL_STORES, ...rows.map((r) => r.id)];
}

/** Organizations with rollups (the seal job's round). */
export async function organizationsWithRollups(ex: Executor) {
  const rows = await queryRows<{ organization_id: string }>(
    ex,
    sql`select organization_id from report_rollup_states order by organization_id`,
  );
  return rows.map((r) => r.organization_id);
}
