import pg from 'pg';

/**
 * The tests' databases on a PostgreSQL server, or on every node of a Citus cluster
 * (docs/guide/running.md, "Citus"): with `TEST_CITUS_WORKERS` (the workers' URLs, commas
 * between) the server of `DATABASE_URL` is the cluster's coordinator, and a database is made,
 * copied and dropped on each node. A copy made node by node from a distributed template has the
 * template's shards on the same nodes under the same names, so its metadata holds as it was.
 */
export function testServers(coordinatorUrl: string) {
  return serverDatabases(coordinatorUrl, citusWorkers());
}

/** The Citus workers' URLs the tests run with (none: not on Citus). */
export const citusWorkers = () => (process.env.TEST_CITUS_WORKERS ?? '').split(',').filter(Boolean);

export function serverDatabases(coordinatorUrl: string, workerUrls: string[]) {
  const nodes = [coordinatorUrl, ...workerUrls];
  const onEach = async (statement: string) => {
    for (const url of nodes) await run(url, statement);
  };
  return {
    /** A URL of `database` on the coordinator (or the one server). */
    url: (database: string) => at(coordinatorUrl, database),
    /** A new empty database; on a cluster with Citus on each node and the workers added. */
    async create(name: string) {
      await onEach(`create database ${name}`);
      if (workerUrls.length === 0) return;
      for (const url of nodes) await run(at(url, name), 'create extension citus');
      const coordinator = new URL(coordinatorUrl);
      await run(at(coordinatorUrl, name), `select citus_set_coordinator_host($1, $2)`, [
        coordinator.hostname,
        Number(coordinator.port || 5432),
      ]);
      for (const url of workerUrls) {
        const worker = new URL(url);
        await run(at(coordinatorUrl, name), `select citus_add_node($1, $2)`, [
          worker.hostname,
          Number(worker.port || 5432),
        ]);
      }
    },
    /**
     * No connection to `name` any more, nor later: a database is copied only while nobody is
     * connected to it, and Citus's maintenance daemon connects to each database with Citus.
     */
    async closeToConnections(name: string) {
      await onEach(`alter database ${name} allow_connections false`);
      await onEach(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
    },
    /** A copy of `template` (closed to connections). */
    copy: (template: string, name: string) =>
      onEach(`create database ${name} template ${template}`),
    drop: (name: string) => onEach(`drop database if exists ${name} with (force)`),
  };
}

function at(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function run(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}
