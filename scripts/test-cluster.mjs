// `npm run test:cluster`: the tests of several instances (apps/api/cluster) — built API
// instances on a PostgreSQL server (DATABASE_URL, default the local one) behind HAProxy from
// Debian, installed here when missing — and the schema on a Citus cluster of its own (Citus built
// by scripts/ensure-citus.mjs when missing), then the whole API suite through a Citus coordinator
// (apps/api/cluster/api-suite-on-citus.ts, ~14 min). `--skip-citus` leaves both Citus parts out,
// as .ci/run does.
// Outside `npm test`: docs/guide/running.md, "Several instances" and "Citus".
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const args = process.argv.slice(2).filter((a) => a !== '--skip-citus');
const citus = !process.argv.includes('--skip-citus');
run('node', ['scripts/ensure-tools.mjs', '--cluster']);
if (citus) run('node', ['scripts/ensure-citus.mjs']);
run('bash', ['scripts/ensure-postgres.sh']);
run('npm', ['run', 'build', '-w', 'packages/contracts']);
run('npm', ['run', 'build', '-w', 'apps/api']);
run('npx', [
  'vitest',
  'run',
  '-c',
  'apps/api/vitest.cluster.config.ts',
  ...(citus ? [] : ['--exclude', '**/citus.test.ts']),
  ...args,
]);
if (citus) run('npx', ['tsx', 'apps/api/cluster/api-suite-on-citus.ts']);
