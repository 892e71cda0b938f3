import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../db/client.js';
import { createDeps } from '../../deps.js';
import { lowStockDigestJob } from '../../jobs/jobs.js';
import { startPgBossScheduler } from '../../jobs/pg-boss-scheduler.js';
import { startScheduler } from '../../jobs/scheduler.js';
import type { AppDeps } from '../../plugins/types.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';
import { runLowStockDigest } from './low-stock-digest.service.js';

/**
 * Two API instances on one PostgreSQL database (ARCHITECTURE, "Scheduled jobs"): the digest goes
 * out once. PGlite has one connection and one process, so this runs against PostgreSQL only.
 */
const t = usePostgresApp();
const log = pino({ level: 'silent' });
let second: Database;
let secondDeps: AppDeps;
beforeAll(() => {
  if (!onPostgres) return;
  second = openDatabase({ kind: 'pg', url: String(t.databaseUrl) });
  // The second instance: its own pool, the same database and outbox.
  secondDeps = createDeps(t.deps.config, second, log);
});
// Before the app closes (after-hooks run in reverse).
afterAll(() => second?.close());

/** A shop whose digest is due at any hour (0), with one item low. */
async function shop() {
  const owner = await signUp(t);
  await t.as(owner).put('settings/general', { ...DEFAULT_GENERAL_SETTINGS, lowStockDigestHour: 0 });
  await t.as(owner).post('products', { name: 'Scarf', price: 5, stock: 1, reorderLevel: 4 });
  return owner;
}

const mailsTo = (email: string) => t.outbox().filter((m) => m.includes(`To: ${email}`));

describe.skipIf(!onPostgres)('the low-stock digest with two instances on PostgreSQL', () => {
  it('two runs at the same moment send one digest', async () => {
    const owner = await shop();
    const now = new Date();
    const sent = await Promise.all([
      runLowStockDigest(t.deps, now),
      runLowStockDigest(secondDeps, now),
      runLowStockDigest(t.deps, now),
      runLowStockDigest(secondDeps, now),
    ]);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(sent.filter((n) => n > 0)).toHaveLength(1);
  });

  it('two pg-boss schedulers, each asked to run the job: one digest', async () => {
    const owner = await shop();
    const url = String(t.databaseUrl);
    const a = await startPgBossScheduler(t.deps, log, [lowStockDigestJob], {
      connectionString: url,
      pollingIntervalSeconds: 0.5,
    });
    const b = await startScheduler(secondDeps, log, { driver: 'pg', databaseUrl: url });
    try {
      await Promise.all([a.runNow(lowStockDigestJob.name), b.runNow(lowStockDigestJob.name)]);
      // Until both queued runs are done (b polls every 10 s, a every half second).
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [left] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pgboss.job
              where name = ${lowStockDigestJob.name} and state in ('created', 'retry', 'active')`,
        );
        if (left?.n === 0 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const [done] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from pgboss.job
            where name = ${lowStockDigestJob.name} and state = 'completed'`,
      );
      expect(done?.n).toBeGreaterThanOrEqual(2);
      expect(mailsTo(owner.email)).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
