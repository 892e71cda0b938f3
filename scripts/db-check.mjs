// npm run db:check: fails when the migrations in apps/api/drizzle disagree with their sources:
// - the drizzle tables, i.e. when `npm run db:generate` would write a new migration. drizzle-kit
//   generate runs with the project's config but writes into a temporary copy of
//   apps/api/drizzle; the repository is not modified and no database is needed.
// - the database functions and triggers (apps/api/src/modules/*/*.functions.sql), i.e. when
//   `npm run db:functions` would write a migration: a source that defines one differently from
//   what the migrations leave, or one the migrations leave and no source defines
//   (scripts/db-functions-lib.mjs says how they are compared, on an in-memory PGlite).
// The two run side by side.
// DB_CHECK_SCHEMA=<path> checks another schema entry file (to try the check on a copy of the
// tables); by default the config's own.
import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  compareSources,
  disagreements,
  loadSources,
  migratedDatabase,
} from './db-functions-lib.mjs';

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

/** A child process's exit: its status (null when killed), stdout, stderr, or the error starting it. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = { status: null, stdout: '', stderr: '', error: undefined };
    child.stdout.setEncoding('utf8').on('data', (d) => (out.stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (out.stderr += d));
    const timer = setTimeout(() => child.kill(), 120_000);
    child.on('error', (error) => (out.error = error));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ ...out, status });
    });
  });
}

/** 0 when db:generate would write nothing; the output says why not otherwise. */
async function checkTables(tmp) {
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
  const drizzleKit = await run(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    { cwd: api },
  );
  const after = filesOf(out);
  const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f)).sort();
  if (drizzleKit.status !== 0 || drizzleKit.error) {
    process.stdout.write(drizzleKit.stdout ?? '');
    process.stderr.write(drizzleKit.stderr ?? '');
    console.error(
      `db-check: drizzle-kit generate failed (${drizzleKit.error?.message ?? `exit ${drizzleKit.status}`}).`,
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
  if (!/No schema changes/.test(drizzleKit.stdout)) {
    process.stdout.write(drizzleKit.stdout ?? '');
    process.stderr.write(drizzleKit.stderr ?? '');
    console.error(
      'db-check: drizzle-kit generate neither wrote a migration nor said "No schema changes" ' +
        '(output above). If it wanted to ask something (was a column renamed?), the tables have ' +
        'drifted from the migrations: run npm run db:generate in a terminal and answer it.',
    );
    return 1;
  }
  if (process.env.DB_CHECK_VERBOSE) process.stdout.write(drizzleKit.stdout);
  console.log('db-check: the migrations match the tables (db:generate has nothing to write)');
  return 0;
}

/** 0 when db:functions would write nothing; names each function or trigger and file otherwise. */
async function checkFunctions() {
  const sources = loadSources();
  const client = await migratedDatabase();
  try {
    const found = disagreements(await compareSources(client, sources));
    if (found.length > 0) {
      console.error(
        `db-check: the database functions and triggers and their sources disagree:\n${found
          .map((line) => `  ${line}`)
          .join('\n')}\n` +
          "Each function and trigger is defined once, in its module's *.functions.sql " +
          '(docs/ARCHITECTURE.md, "Database functions"): edit or add the source, then run ' +
          'npm run db:functions and commit the migration it writes (it drops those with no source).',
      );
      return 1;
    }
    console.log(
      `db-check: the migrations match the ${sources.files.length} *.functions.sql sources ` +
        '(db:functions has nothing to write)',
    );
    return 0;
  } finally {
    await client.close();
  }
}

const tmp = mkdtempSync(path.join(tmpdir(), 'pos-db-check-'));
try {
  const results = await Promise.all([checkTables(tmp), checkFunctions()]);
  process.exitCode = Math.max(...results);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
