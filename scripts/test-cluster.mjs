// `npm run test:cluster`: the tests of several instances (apps/api/cluster) — built API
// instances on a PostgreSQL server (DATABASE_URL, default the local one) behind HAProxy from
// Debian, installed here when missing. Outside `npm test`: docs/guide/running.md, "Several
// instances".
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('node', ['scripts/ensure-tools.mjs', '--cluster']);
run('bash', ['scripts/ensure-postgres.sh']);
run('npm', ['run', 'build', '-w', 'packages/contracts']);
run('npm', ['run', 'build', '-w', 'apps/api']);
run('npx', ['vitest', 'run', '-c', 'apps/api/vitest.cluster.config.ts', ...process.argv.slice(2)]);
