// The SQL snapshots in apps/api/sql: one file per API module with the SQL of its list specs and
// repository functions (apps/api/sql-snapshot/generate.ts says how they are rendered).
//   node scripts/sql-snapshot.mjs           (npm run sql:snapshot)  rewrites apps/api/sql
//   node scripts/sql-snapshot.mjs --check   (npm run sql:check)     fails, with the diff, when
//                                                                   apps/api/sql is out of date
// Builds contracts and the API's tools first (like the benches), then runs the built generator.
// Needs no database.
import { execSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const snapshots = path.join(root, 'apps/api/sql');
const check = process.argv.includes('--check');

for (const [ws, script] of [
  ['packages/contracts', 'build'],
  ['apps/api', 'build:tools'],
]) {
  try {
    execSync(`npm run ${script} -w ${ws}`, { cwd: root, stdio: 'pipe' });
  } catch (err) {
    process.stderr.write(`${err.stdout ?? ''}${err.stderr ?? ''}`);
    console.error(`sql-snapshot: building ${ws} (${script}) failed`);
    process.exit(1);
  }
}

/** Generates into tmp, then writes or compares; the exit code. */
function snapshot(tmp) {
  const fresh = path.join(tmp, 'sql');
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'apps/api/dist-tools/sql-snapshot/generate.js'), '--out', fresh],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  if (run.status !== 0) {
    console.error('sql-snapshot: the generator failed (above); nothing was written');
    return 1;
  }
  const summary = run.stdout.trim();
  if (check) {
    // -N: a module's file that is new or gone shows as added or removed in full.
    let checkedIn = 'apps/api/sql';
    if (!existsSync(snapshots)) {
      checkedIn = path.join(tmp, 'none');
      mkdirSync(checkedIn);
    }
    const diff = spawnSync('diff', ['-ruN', checkedIn, fresh], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (diff.status === 0) {
      console.log('sql-snapshot: apps/api/sql is up to date');
    } else {
      process.stdout.write(diff.stdout);
      process.stderr.write(diff.stderr);
      console.error(
        '\nsql-snapshot: apps/api/sql is out of date with the SQL the code sends (diff above: - checked in, + now).\n' +
          'Run npm run sql:snapshot and commit apps/api/sql.',
      );
      return 1;
    }
  } else {
    mkdirSync(snapshots, { recursive: true });
    for (const f of readdirSync(snapshots)) {
      if (f.endsWith('.sql')) rmSync(path.join(snapshots, f));
    }
    cpSync(fresh, snapshots, { recursive: true });
    console.log(summary);
    console.log(`sql-snapshot: wrote ${path.relative(root, snapshots)}`);
  }
  return 0;
}

const tmp = mkdtempSync(path.join(tmpdir(), 'pos-sql-snapshot-'));
try {
  process.exitCode = snapshot(tmp);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
