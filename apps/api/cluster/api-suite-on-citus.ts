/**
 * The API suite through a Citus coordinator (docs/guide/running.md, "Citus"; run by
 * `npm run test:cluster`): a coordinator and two workers of its own on this machine, then every
 * API test file with `DATABASE_URL` on the coordinator and `TEST_CITUS_WORKERS` naming the
 * workers (src/test/server-databases.ts makes, copies and drops each file's database on every
 * node). Exits with vitest's status; the cluster is removed either way.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CitusCluster } from './citus-cluster.js';

const root = path.resolve(import.meta.dirname, '../../..');
const cluster = await CitusCluster.create(2);
let status = 1;
try {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', '--reporter=dot', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: cluster.coordinator.url(),
        TEST_CITUS_WORKERS: cluster.workers.map((w) => w.url()).join(','),
        TEST_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
      },
    },
  );
  status = run.status ?? 1;
} finally {
  cluster.remove();
}
process.exit(status);
