// npm run db:functions [-- --name=<name>]: writes the migration that brings the database
// functions and triggers to their sources (apps/api/src/modules/*/*.functions.sql;
// docs/ARCHITECTURE.md, "Database functions"): the definitions of those that differ from what
// the migrations leave, and the drops of those no source defines any more. Nothing is written
// when the sources and the migrations agree. The migration is registered as
// `drizzle-kit generate --custom --name=<name>` registers one (its journal entry and snapshot),
// and is tried first: the migrations and it, run on a database, must leave what the sources say.
import { execSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  compareSources,
  disagreements,
  loadSources,
  MIGRATIONS,
  migratedDatabase,
  migrationOf,
  root,
} from './db-functions-lib.mjs';

const name = process.argv.find((a) => a.startsWith('--name='))?.slice(7) || 'functions';
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error(`db-functions: --name=${name}: use lower-case letters, digits and _`);
  process.exit(1);
}

const sources = loadSources();
const client = await migratedDatabase();
const found = await compareSources(client, sources);
if (found.errors.length > 0) {
  console.error(disagreements({ ...found, changed: [], orphans: [] }).join('\n'));
  console.error('db-functions: fix the sources above; nothing was written');
  process.exit(1);
}
if (found.changed.length === 0 && found.orphans.length === 0) {
  console.log(
    `db-functions: the ${sources.files.length} source files agree with the migrations; nothing to write`,
  );
  await client.close();
  process.exit(0);
}

const migration = migrationOf(found);
// The migration, run after the others, must leave the database as the sources say.
try {
  for (const statement of migration.split('--> statement-breakpoint')) await client.exec(statement);
} catch (err) {
  console.log(migration);
  console.error(`db-functions: the migration above fails on a migrated database: ${err.message}`);
  process.exit(1);
}
const left = await compareSources(client, sources);
await client.close();
if (disagreements(left).length > 0) {
  console.log(migration);
  console.error(
    `db-functions: after the migration above the database still disagrees with the sources:\n${disagreements(left).join('\n')}`,
  );
  process.exit(1);
}

// drizzle-kit reads the tables, which import @pos/contracts from its build.
execSync('npm run build -w packages/contracts', { cwd: root, stdio: 'pipe' });
const api = path.join(root, 'apps/api');
const run = spawnSync(
  path.join(root, 'node_modules/.bin/drizzle-kit'),
  ['generate', '--custom', `--name=${name}`],
  { cwd: api, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 120_000 },
);
if (run.status !== 0 || run.error) {
  process.stdout.write(run.stdout ?? '');
  process.stderr.write(run.stderr ?? '');
  console.error('db-functions: drizzle-kit generate --custom failed; nothing was written');
  process.exit(1);
}
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
const file = path.join(MIGRATIONS, `${journal.entries.at(-1).tag}.sql`);
writeFileSync(file, migration);
for (const { key, file: source } of found.changed) console.log(`  ${key} (modules/${source})`);
for (const { key } of found.orphans) console.log(`  ${key}: dropped, no source`);
console.log(`db-functions: wrote ${path.relative(root, file)}; commit it with the sources`);
