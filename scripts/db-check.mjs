// npm run db:check: fails when the drizzle tables and the migrations in apps/api/drizzle have
// drifted, i.e. when `npm run db:generate` would write a new migration. drizzle-kit generate runs
// with the project's config but writes into a temporary copy of apps/api/drizzle; the repository
// is not modified and no database is needed.
// DB_CHECK_SCHEMA=<path> checks another schema entry file (to try the check on a copy of the
// tables); by default the config's own.
import { execSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const migrations = path.join(api, 'drizzle');

// The tables import @pos/contracts, which drizzle-kit loads from its build.
try {
  execSync('npm run build -w packages/contracts', { cwd: root, stdio: 'pipe' });
} catch (err) {
  process.stderr.write(`${err.stdout ?? ''}${err.stderr ?? ''}`);
  console.error('db-check: building packages/contracts failed');
  process.exit(1);
}

/** Every file under dir (relative path → content). */
function filesOf(dir) {
  const out = new Map();
  for (const f of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!f.isFile()) continue;
    const full = path.join(f.parentPath ?? f.path, f.name);
    out.set(path.relative(dir, full), readFileSync(full, 'utf8'));
  }
  return out;
}

/** 0 when db:generate would write nothing; the output says why not otherwise. */
function check(tmp) {
  const out = path.join(tmp, 'drizzle');
  cpSync(migrations, out, { recursive: true });
  const before = filesOf(out);
  const config = path.join(tmp, 'drizzle.config.ts');
  const schema = process.env.DB_CHECK_SCHEMA ? path.resolve(process.env.DB_CHECK_SCHEMA) : null;
  writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(api, 'drizzle.config.ts'))};
export default {
  ...base,
  ${schema ? `schema: ${JSON.stringify(schema)},` : ''}
  // drizzle-kit takes \`out\` relative to the working directory (it prefixes "./").
  out: ${JSON.stringify(path.relative(api, out))},
};
`,
  );
  // No input: a question (is this column renamed?) is drift too, and must not wait for an answer.
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    { cwd: api, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 120_000 },
  );
  const after = filesOf(out);
  const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f)).sort();
  if (run.status !== 0 || run.error) {
    process.stdout.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
    console.error(
      `db-check: drizzle-kit generate failed (${run.error?.message ?? `exit ${run.status}`}).`,
    );
    return 1;
  }
  if (changed.length > 0) {
    for (const f of changed.filter((f) => f.endsWith('.sql'))) {
      console.log(
        `--- the migration db:generate would write: apps/api/drizzle/${f}\n${after.get(f)}`,
      );
    }
    console.error(
      `db-check: the tables (*.tables.ts) and the migrations (apps/api/drizzle) have drifted: ` +
        `db:generate would write ${changed.join(', ')}.\n` +
        'Run npm run db:generate and commit the migration (or undo the table change).',
    );
    return 1;
  }
  // drizzle-kit exits 0 on some failures (a missing folder, say): only its all-clear counts.
  if (!/No schema changes/.test(run.stdout)) {
    process.stdout.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
    console.error(
      'db-check: drizzle-kit generate neither wrote a migration nor said "No schema changes" ' +
        '(output above). If it wanted to ask something (was a column renamed?), the tables have ' +
        'drifted from the migrations: run npm run db:generate in a terminal and answer it.',
    );
    return 1;
  }
  if (process.env.DB_CHECK_VERBOSE) process.stdout.write(run.stdout);
  console.log('db-check: the migrations match the tables (db:generate has nothing to write)');
  return 0;
}

const tmp = mkdtempSync(path.join(tmpdir(), 'pos-db-check-'));
try {
  process.exitCode = check(tmp);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
