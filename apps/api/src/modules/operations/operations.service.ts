import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client.js';
import { AppMetrics } from './metrics.js';
import * as repo from './operations.repository.js';

/** How many migrations this build ships (drizzle's journal): a database with fewer is behind. */
function shippedMigrations() {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  );
  return (journal as { entries: unknown[] }).entries.length;
}

/** Why an instance is not ready, as `/readyz` says it. */
export type NotReady = 'draining' | 'database_unreachable' | 'migrations_behind';

/**
 * An instance's life as the balancer sees it (docs/guide/running.md, "Health and metrics"):
 * alive as long as the process answers (`/healthz`), ready while its database answers over a
 * connection of its own, has every migration, and the instance is not draining (`/readyz`).
 */
export class Operations {
  readonly metrics: AppMetrics;
  private draining = false;
  private readonly shipped = shippedMigrations();
  /** Whether pg-boss's tables exist (its queue's depth is then counted), once known. */
  private boss: boolean | null = null;

  constructor(
    private readonly database: Pick<Database, 'side' | 'reads' | 'poolStats'>,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.metrics = new AppMetrics({
      poolStats: () => database.poolStats(),
      reportReads: () => database.reads.counts(),
      queueDepths: () => this.queueDepths(),
    });
    if (config.operations.metricsToken) this.metrics.collectProcessMetrics();
  }

  /** From now on `/readyz` answers 503: the balancer sends new requests elsewhere. */
  startDraining() {
    this.draining = true;
  }

  get isDraining() {
    return this.draining;
  }

  /** Ready, or why not — within the readiness timeout whatever the request pool is doing. */
  async readiness(): Promise<{ ready: true } | { ready: false; reason: NotReady }> {
    if (this.draining) return { ready: false, reason: 'draining' };
    let state: Awaited<ReturnType<typeof repo.databaseState>>;
    try {
      state = await this.database.side(this.config.operations.readyTimeoutMs, repo.databaseState);
    } catch (err) {
      this.log.warn({ err }, 'readiness: the database did not answer');
      return { ready: false, reason: 'database_unreachable' };
    }
    this.boss = state.boss;
    if (state.migrations < this.shipped) return { ready: false, reason: 'migrations_behind' };
    return { ready: true };
  }

  /** The queues' depths; none when the database does not answer in time (the scrape goes on). */
  private async queueDepths() {
    const timeout = this.config.operations.readyTimeoutMs;
    try {
      return await this.database.side(timeout, async (ex) => {
        const boss = this.boss ?? (await repo.databaseState(ex)).boss;
        this.boss = boss;
        return repo.queueDepths(ex, boss);
      });
    } catch (err) {
      this.log.warn({ err }, 'metrics: the job queues could not be read');
      return [];
    }
  }
}
