/**
 * A Citus cluster of the tests' own on this machine (docs/guide/running.md, "Citus"): a
 * coordinator and workers, each a PostgreSQL server with Citus preloaded (scripts/ensure-citus.mjs
 * builds it when missing).
 */
import pg from 'pg';
import { serverDatabases } from '../src/test/server-databases.js';
import { PgServer } from './pg-servers.js';

const CITUS_SETTINGS = {
  shared_preload_libraries: "'citus'",
  // Citus commits a transaction that wrote on several nodes with two-phase commit.
  max_prepared_transactions: 300,
  max_connections: 300,
  // Citus's maintenance daemon is a background worker per database.
  max_worker_processes: 64,
  // Moving shards when a worker is added (the rebalancer) copies them by logical replication.
  wal_level: 'logical',
  // Fewer shards than the default 32 make distributing ~100 tables take seconds, not minutes;
  // an organization's rows are in one shard group either way.
  'citus.shard_count': 8,
  // Statistics calls home otherwise (the build has no libcurl anyway).
  'citus.enable_statistics_collection': 'off',
};

export class CitusCluster {
  private constructor(
    readonly coordinator: PgServer,
    readonly workers: PgServer[],
  ) {}

  static async create(workerCount = 2, settings: Record<string, string | number> = {}) {
    const nodes = await Promise.all(
      Array.from({ length: workerCount + 1 }, () =>
        PgServer.create({ ...CITUS_SETTINGS, ...settings }),
      ),
    );
    const [coordinator, ...workers] = nodes as [PgServer, ...PgServer[]];
    return new CitusCluster(coordinator, workers);
  }

  get nodes() {
    return [this.coordinator, ...this.workers];
  }

  /** The cluster's databases (made, copied and dropped on every node). */
  get databases() {
    return serverDatabases(
      this.coordinator.url(),
      this.workers.map((w) => w.url()),
    );
  }

  /** A client of `database` on the coordinator, for the caller to end. */
  async client(database: string) {
    const c = new pg.Client({ connectionString: this.coordinator.url(database) });
    await c.connect();
    return c;
  }

  remove() {
    for (const node of this.nodes) node.remove();
  }
}
