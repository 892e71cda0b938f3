import { sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';

/**
 * Adds the organization's queued sales and returns to its rollups (`rollup_apply`,
 * rollups.functions.sql: the one definition of what a sale or a return adds).
 */
export async function fold(ex: Executor, org: string) {
  // Prepared: every report and dashboard read runs it first.
  await queryRowsPrepared(ex, sql`select rollup_apply(${org}, null, null)`);
}

/**
 * Adds a rebuild's window of sales and returns (neither seen nor queued) to the generation being
 * built.
 */
export async function applyWindow(ex: Executor, org: string, from: Date | null, to: Date | null) {
  await queryRows(
    ex,
    sql`select rollup_apply(${org},
          ${from ? from.toISOString() : '-infinity'}::timestamptz,
          ${to ? to.toISOString() : 'infinity'}::timestamptz)`,
  );
}

/** Organizations with sales or returns waiting to be added. */
export async function organizationsQueued(ex: Executor) {
  const rows = await queryRows<{ organization_id: string }>(
    ex,
    sql`select distinct organization_id from rollup_queue`,
  );
  return rows.map((r) => r.organization_id);
}

export interface RollupState {
  generation: number;
  time_zone: string;
  building_generation: number | null;
  building_zone: string | null;
  /** Where the rebuild's next window starts (null: at the first sale). */
  building_cursor: Date | null;
  /** Every window of the generation being built is added (its cursor is at infinity). */
  built: boolean;
}

/** A state row's columns as `RollupState` has them (of the row aliased `alias`). */
const stateColumns = (alias: string) => {
  const c = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return sql`${c('generation')}, ${c('time_zone')}, ${c('building_generation')}, ${c('building_zone')},
    case when isfinite(${c('building_cursor')}) then ${c('building_cursor')} end as building_cursor,
    coalesce(not isfinite(${c('building_cursor')}), false) as built`;
};

export async function findState(ex: Executor, org: string, lock = false) {
  const [row] = await queryRows<RollupState>(
    ex,
    sql`select ${stateColumns('s')} from report_rollup_states s
        where s.organization_id = ${org} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

/**
 * The state the reports read, and whether the organization's zone now (`rollup_zone_of`) is
 * another than the one its rollups are in or being built in. A read of the settings' row beside
 * the state's; the zone names are consulted, in a statement of their own, only when the stored
 * name differs (a name PostgreSQL does not know is UTC) — on Citus a function reading a table
 * cannot run inside a statement planned on a shard. Prepared: every report and dashboard read
 * runs it.
 */
export async function findView(ex: Executor, org: string, platformZone: string) {
  const [row] = await queryRowsPrepared<RollupState & { named_zone: string }>(
    ex,
    sql`select ${stateColumns('s')}, coalesce(g.time_zone, ${platformZone}) as named_zone
        from report_rollup_states s
        left join general_settings g on g.organization_id = ${org}
        where s.organization_id = ${org}`,
  );
  if (!row) return null;
  const { named_zone, ...state } = row;
  const current = state.building_zone ?? state.time_zone;
  const zone_moved = named_zone !== current && (await zoneOf(ex, org, platformZone)) !== current;
  return { ...state, zone_moved };
}

/** A first state: generation 1 in `zone`, nothing to build (an organization without sales). */
export async function insertState(ex: Executor, org: string, zone: string) {
  await queryRows(
    ex,
    sql`insert into report_rollup_states (organization_id, generation, time_zone)
        values (${org}, 1, ${zone}) on conflict (organization_id) do nothing`,
  );
}

/**
 * The zone an organization's rollups belong in: its own, else the platform's, UTC when
 * PostgreSQL does not know the name (`rollup_zone_of`, rollups.functions.sql).
 */
export async function zoneOf(ex: Executor, org: string, platformZone: string) {
  const [row] = await queryRows<{ zone: string }>(
    ex,
    sql`select rollup_zone_of(${org}, ${platformZone}) as zone`,
  );
  return row?.zone ?? 'UTC';
}

/**
 * Starts building the next generation in `zone` (a newer number than any before) and forgets
 * the ids the last build saw, in a statement of its own: it reads what folds committed before
 * the lock was granted. With `unlessIn`, only when the rollups are not (being built) in that zone
 * already, compared on the locked row. Answers whether it started one.
 */
export async function startBuilding(
  ex: Executor,
  org: string,
  zone: string,
  opts: { unlessIn?: boolean } = {},
) {
  const started = await queryRows<{ organization_id: string }>(
    ex,
    sql`update report_rollup_states
        set building_generation = greatest(generation, coalesce(building_generation, 0)) + 1,
            building_zone = ${zone}, building_cursor = null, building_since = now()
        where organization_id = ${org}${
          opts.unlessIn ? sql` and coalesce(building_zone, time_zone) <> ${zone}` : sql``
        }
        returning organization_id`,
  );
  if (started.length === 0) return false;
  await queryRows(ex, sql`delete from rollup_rebuild_seen where organization_id = ${org}`);
  return true;
}

/**
 * Starts the next generation, in its zone now, of every organization whose rollups are (or are
 * being built) in another zone than theirs: its settings' zone changed, or the platform's
 * default it follows. One read finds the organizations whose zone's name differs; each one's
 * zone (`rollup_zone_of`: a name PostgreSQL does not know is UTC) is then read and its
 * generation started by statements of its own (`startBuilding`, compared again on the locked
 * row, so a generation a report's read started meanwhile is not started twice) — on Citus a
 * statement of one organization runs on its shard, where one updating every state from the
 * zone names cannot. Answers the organizations.
 */
export async function startBuildingOutOfZone(ex: Executor, platformZone: string) {
  const candidates = await queryRows<{ organization_id: string; current: string }>(
    ex,
    sql`select x.organization_id, coalesce(x.building_zone, x.time_zone) as current
        from report_rollup_states x
        left join general_settings g on g.organization_id = x.organization_id
        where coalesce(g.time_zone, ${platformZone}) <> coalesce(x.building_zone, x.time_zone)`,
  );
  const orgs: string[] = [];
  for (const c of candidates) {
    const zone = await zoneOf(ex, c.organization_id, platformZone);
    if (zone === c.current) continue;
    if (await startBuilding(ex, c.organization_id, zone, { unlessIn: true })) {
      orgs.push(c.organization_id);
    }
  }
  return orgs;
}

/** Organizations with a generation being built. */
export async function organizationsBuilding(ex: Executor) {
  const rows = await queryRows<{ organization_id: string }>(
    ex,
    sql`select organization_id from report_rollup_states where building_generation is not null`,
  );
  return rows.map((r) => r.organization_id);
}

/**
 * Where the rebuild's next window ends: the time of the `size`-th sale from `from` on, or null
 * when fewer are left (the last window is open-ended).
 */
export async function windowEnd(ex: Executor, org: string, from: Date | null, size: number) {
  const [row] = await queryRows<{ at: Date | string }>(
    ex,
    sql`select transaction_date as at from transactions
        where organization_id = ${org}
          ${from ? sql`and transaction_date > ${from.toISOString()}::timestamptz` : sql``}
        order by transaction_date, id offset ${size} limit 1`,
  );
  return row ? new Date(row.at) : null;
}

/** The next window starts at `to`; null: the last window (open-ended) is added. */
export async function advanceCursor(ex: Executor, org: string, to: Date | null) {
  await queryRows(
    ex,
    sql`update report_rollup_states
        set building_cursor = ${to ? to.toISOString() : 'infinity'}::timestamptz
        where organization_id = ${org}`,
  );
}

/** The built generation becomes the one reports read. */
export async function switchToBuilt(ex: Executor, org: string) {
  await queryRows(
    ex,
    sql`update report_rollup_states
        set generation = building_generation, time_zone = building_zone,
            building_generation = null, building_zone = null, building_cursor = null,
            building_since = null
        where organization_id = ${org} and building_generation is not null`,
  );
  await queryRows(ex, sql`delete from rollup_rebuild_seen where organization_id = ${org}`);
}

const ROLLUP_TABLES = [
  'rollup_sales',
  'rollup_payments',
  'rollup_taxes',
  'rollup_products',
  'rollup_product_units',
  'rollup_customers',
  'rollup_product_totals',
  'rollup_customer_totals',
] as const;

/** Removes the rows of generations older than the one read and the one being built. */
export async function removeOldGenerations(ex: Executor, org: string) {
  for (const table of ROLLUP_TABLES) {
    await queryRows(
      ex,
      sql`delete from ${sql.identifier(table)} r using report_rollup_states s
          where r.organization_id = ${org} and s.organization_id = ${org}
            and r.generation < s.generation
            and r.generation is distinct from s.building_generation`,
    );
  }
}
