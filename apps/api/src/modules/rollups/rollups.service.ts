import { addDays } from '@pos/contracts/report-periods';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../plugins/types.js';
import {
  getPlatformSettings,
  storedPlatformSettings,
} from '../platform/platform-settings.service.js';
import * as repo from './rollups.repository.js';
import * as totals from './totals.repository.js';
import { type Summed, TOTALS } from './totals-layout.js';

export { ALL_STORES } from './rollups.tables.js';
export { columns, id, type Summed, sameKeys, TOTALS, type TotalsSpec } from './totals-layout.js';

/*
 * The reports' rollups (ARCHITECTURE.md, "Report rollups"): every sale and
 * return queues itself at its commit (triggers, rollups.functions.sql), and the queue is added in one
 * statement (`foldRollups`) every couple of seconds and before a report reads; a change of time
 * zone, noticed by the next report's read (`rollupView`) or by the `rollup-rebuild` job, builds a
 * new generation in the background (`rebuildRollups`) while the reports go on reading the old one
 * and say "recalculating".
 */

/** Sales a rebuild adds per transaction: short enough that a sale waits at most for one. */
const REBUILD_WINDOW = 5_000;

/** The zone the organization's rollups belong in now (its settings, else the platform's). */
const zoneOf = async (ex: Executor, org: string) =>
  repo.zoneOf(ex, org, (await storedPlatformSettings(ex)).defaultTimezone);

/** A new organization's rollups (its sign-up), in its zone: its sales add themselves from then. */
export async function startRollups(ex: Executor, org: string) {
  await repo.insertState(ex, org, await zoneOf(ex, org));
}

/**
 * The organization's time zone may have changed (its settings, in `tx`): when the rollups are
 * in another zone, the next generation starts being built in the new one. True when it did.
 */
export async function timeZoneChanged(tx: Executor, org: string) {
  const zone = await zoneOf(tx, org);
  const state = await repo.findState(tx, org, true);
  if (!state) {
    await repo.insertState(tx, org, zone);
    return false;
  }
  const target = state.building_zone ?? state.time_zone;
  if (target === zone) return false;
  await repo.startBuilding(tx, org, zone);
  return true;
}

/**
 * Builds the generation being built, window by window, seals its running totals, then switches
 * the reports to it and removes the old one. Each window is a transaction that locks the
 * organization's state: sales wait for one window at most. Two instances running it take turns,
 * window by window; a zone changed again meanwhile starts the windows over.
 */
export async function rebuildRollups(deps: AppDeps, org: string, windowSize = REBUILD_WINDOW) {
  for (;;) {
    const step = await deps.db.transaction(async (tx) => {
      const state = await repo.findState(tx, org, true);
      if (!state?.building_generation) return 'none';
      if (state.built) return 'built';
      const from = state.building_cursor ? new Date(state.building_cursor) : null;
      const to = await repo.windowEnd(tx, org, from, windowSize);
      await repo.applyWindow(tx, org, from, to);
      await repo.advanceCursor(tx, org, to);
      return to ? 'more' : 'built';
    });
    if (step === 'none') break;
    if (step === 'more') continue;
    // Its totals before the reports turn to it: no report of the new generation sums a year
    // of day rows meanwhile (ARCHITECTURE, "Report rollups").
    await sealUpToToday(deps, org, 'building');
    const switched = await deps.db.transaction(async (tx) => {
      const state = await repo.findState(tx, org, true);
      if (!state?.building_generation) return true;
      if (!state.built) return false;
      await repo.switchToBuilt(tx, org);
      return true;
    });
    if (switched) break;
  }
  await deps.db.transaction((tx) => repo.removeOldGenerations(tx, org));
  await sealTotals(deps, org);
}

/**
 * Builds the rollups again from the sales and returns as they are now, in the same zone: for
 * sales written or re-dated other than by a sale (the demo seed, a benchmark's bulk load).
 */
export async function recalculateRollups(deps: AppDeps, org: string) {
  await deps.db.transaction(async (tx) => {
    const state = await repo.findState(tx, org, true);
    const zone = await zoneOf(tx, org);
    if (!state) await repo.insertState(tx, org, zone);
    await repo.startBuilding(tx, org, zone);
  });
  await rebuildRollups(deps, org);
}

/**
 * Starts a rebuild in this process without waiting for it. One that fails here is finished by
 * the `rollup-rebuild` job within a minute, which logs a failure of its own: nothing to report
 * from a read that merely noticed the new zone.
 */
function rebuildSoon(deps: AppDeps, org: string) {
  setImmediate(() => {
    rebuildRollups(deps, org).catch(() => {});
  });
}

/**
 * The `rollup-rebuild` job: every organization with a generation being built, after starting
 * one, in one statement, for every organization whose zone is not its rollups' — its settings'
 * zone changed, or the platform's default that it follows (ARCHITECTURE, "Report rollups").
 */
export async function rebuildPendingRollups(deps: AppDeps) {
  const { defaultTimezone } = await storedPlatformSettings(deps.db);
  await deps.db.transaction((tx) => repo.startBuildingOutOfZone(tx, defaultTimezone));
  const orgs = await repo.organizationsBuilding(deps.db);
  for (const org of orgs) await rebuildRollups(deps, org);
  return orgs.length;
}

/**
 * Adds the organization's queued sales and returns to its rollups: one statement, its own
 * transaction (every report and dashboard read starts with it).
 */
export const foldRollups = (deps: AppDeps, org: string) => repo.fold(deps.db, org);

/** The `rollup-fold` job: every organization's queue. */
export async function foldQueuedRollups(deps: AppDeps) {
  const orgs = await repo.organizationsQueued(deps.db);
  for (const org of orgs) await foldRollups(deps, org);
  return orgs.length;
}

/**
 * What the reports read, once the organization's queue is added (a report is never behind its
 * sales): the generation, its zone, and whether a new one is being built. A read that finds the
 * organization in another zone than its rollups (its settings changed; the settings know nothing
 * of the rollups) starts the next generation in that zone and its rebuild, and answers from the
 * current one meanwhile.
 */
export async function rollupView(deps: AppDeps, org: string) {
  await foldRollups(deps, org);
  const { defaultTimezone } = await getPlatformSettings(deps.db);
  const state = await repo.findView(deps.db, org, defaultTimezone);
  if (!state) {
    return { generation: 1, timeZone: await zoneOf(deps.db, org), recalculating: false };
  }
  let recalculating = state.building_generation !== null;
  if (state.zone_moved && (await deps.db.transaction((tx) => timeZoneChanged(tx, org)))) {
    rebuildSoon(deps, org);
    recalculating = true;
  }
  return { generation: state.generation, timeZone: state.time_zone, recalculating };
}

/** Days of totals one transaction seals at most: a fold waits for one such transaction. */
const SEAL_DAYS = 7;

/** The generation the reports read, or the one being built (sealed before they turn to it). */
type Which = 'read' | 'building';

/** The generation `which` names in a state, and its zone (null: none is being built). */
const generationOf = (state: repo.RollupState, which: Which) =>
  which === 'read'
    ? { generation: state.generation, zone: state.time_zone }
    : state.building_generation === null
      ? null
      : { generation: state.building_generation, zone: state.building_zone as string };

/**
 * Seals the running totals of one table, store key and generation up to today (the totals
 * before today), at most `SEAL_DAYS` of them, under the rollup state's lock. True when more
 * are left.
 */
async function sealSome(deps: AppDeps, org: string, table: Summed, storeKey: string, which: Which) {
  // Sealed up to today already (the job's minute but once a day): no lock, no transaction.
  const seen = await repo.findState(deps.db, org);
  const g0 = seen && generationOf(seen, which);
  if (!g0) return false;
  const s0 = { org, generation: g0.generation, storeKey };
  const before = await totals.sealBounds(deps.db, TOTALS[table], s0, g0.zone);
  if (before.sealed ? before.sealed >= before.today : !before.first) return false;
  return deps.db.transaction(async (tx) => {
    // The queue was folded just before (sealTotals, the job); a sale folded after this seal
    // removes what it changes (rollup_apply), so nothing sealed here can miss it.
    const state = await repo.findState(tx, org, true);
    const g = state && generationOf(state, which);
    if (!g) return false;
    const spec = TOTALS[table];
    const s = { org, generation: g.generation, storeKey };
    const { today, first, sealed } = await totals.sealBounds(tx, spec, s, g.zone);
    if (!sealed) {
      if (!first || first > today) return false;
      await totals.sealEmpty(tx, spec, s, first);
    }
    const from = sealed ?? (first as string);
    const end = addDays(from, SEAL_DAYS);
    const until = end < today ? end : today;
    if (from >= until) return false;
    await totals.hashJoinsOnly(tx);
    await totals.assignKeys(tx, spec, s, from, until);
    for (let day = from; day < until; day = addDays(day, 1)) {
      await totals.sealDay(tx, spec, s, day);
    }
    return until < today;
  });
}

/**
 * Seals the organization's running totals of products and customers, of every store and of
 * all stores, up to today: what a report over any range reads instead of its days' rows.
 */
export async function sealTotals(deps: AppDeps, org: string) {
  await foldRollups(deps, org);
  await sealUpToToday(deps, org, 'read');
}

async function sealUpToToday(deps: AppDeps, org: string, which: Which) {
  for (const storeKey of await totals.storeKeys(deps.db, org)) {
    for (const table of Object.keys(TOTALS) as Summed[]) {
      let more = true;
      while (more) more = await sealSome(deps, org, table, storeKey, which);
    }
  }
}

/**
 * The `rollup-seal` job: every organization's totals up to its today, after the queues of those
 * with sales waiting are folded (not every organization's: each fold takes its lock).
 */
export async function sealAllTotals(deps: AppDeps) {
  await foldQueuedRollups(deps);
  const orgs = await totals.organizationsWithRollups(deps.db);
  for (const org of orgs) await sealUpToToday(deps, org, 'read');
  return orgs.length;
}
