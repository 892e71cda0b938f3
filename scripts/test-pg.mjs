// Runs the API suite against a PostgreSQL server (DATABASE_URL, default the local one).
// Each test file creates and drops its own database there.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);

const reachable = await new Promise((resolve) => {
  const s = net.connect({ host: hostname, port: Number(port || 5432) });
  s.setTimeout(2000);
  const done = (ok) => {
    s.destroy();
    resolve(ok);
  };
  s.on('connect', () => done(true));
  s.on('error', () => done(false));
  s.on('timeout', () => done(false));
});
if (!reachable) {
  console.error(`PostgreSQL is not reachable at ${hostname}:${port || 5432}`);
  process.exit(process.argv.includes('--skip-if-unreachable') ? 0 : 1);
}
console.log(`API suite on PostgreSQL at ${hostname}:${port || 5432}`);
// Files or vitest options after `--` narrow the run: npm run test:api:pg -- <files>.
const narrowed = process.argv.slice(2).filter((a) => a !== '--skip-if-unreachable');
const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...narrowed], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(r.status ?? 1);
