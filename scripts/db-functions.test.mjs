// The comparison behind `npm run db:check` and `npm run db:functions` (db-functions-lib.mjs):
// the repository's sources agree with its migrations, and a source that disagrees is named.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareSources,
  disagreements,
  loadSources,
  MODULES,
  migratedDatabase,
  migrationOf,
  splitStatements,
} from './db-functions-lib.mjs';

let client;
const copies = [];
beforeAll(async () => {
  client = await migratedDatabase();
}, 120_000);
afterAll(async () => {
  await client?.close();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** The sources of a copy of the modules' *.functions.sql, after `edit(dir)`. */
function sourcesAfter(edit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-db-functions-'));
  copies.push(dir);
  cpSync(MODULES, dir, {
    recursive: true,
    filter: (src) => !path.extname(src) || src.endsWith('.functions.sql'),
  });
  edit(dir);
  return loadSources(dir);
}

const rewrite = (file, change) => writeFileSync(file, change(readFileSync(file, 'utf8')));

// Each comparison takes a few hundred milliseconds, more on a busy machine.
describe('database functions and their sources', { timeout: 30_000 }, () => {
  it('agree: every function and trigger the migrations leave is defined by one source, as they leave it (db:functions writes nothing)', async () => {
    const sources = loadSources();
    const found = await compareSources(client, sources);
    expect(disagreements(found)).toEqual([]);
    expect(sources.files).toContain('sales/sales.functions.sql');
  });

  it('a changed body is reported with its function and file, and its definition is the migration', async () => {
    const sources = sourcesAfter((dir) =>
      rewrite(path.join(dir, 'rollups/rollups.functions.sql'), (s) =>
        s.replace('  ON CONFLICT DO NOTHING;', '  ON CONFLICT DO NOTHING; -- changed'),
      ),
    );
    const found = await compareSources(client, sources);
    expect(disagreements(found)).toEqual([
      'function rollup_enqueue(): apps/api/src/modules/rollups/rollups.functions.sql defines it differently from the migrations',
    ]);
    const migration = migrationOf(found);
    expect(migration).toContain('CREATE OR REPLACE FUNCTION rollup_enqueue()');
    expect(migration).toContain('ON CONFLICT DO NOTHING; -- changed');
    // Only what changed: not the other functions of the file, nor the triggers naming it.
    expect(migration.match(/CREATE OR REPLACE/g)).toHaveLength(1);
  });

  it('a function and trigger with no source are reported, and the migration drops them', async () => {
    const sources = sourcesAfter((dir) =>
      rmSync(path.join(dir, 'customers/customers.functions.sql')),
    );
    const found = await compareSources(client, sources);
    expect(disagreements(found)).toEqual([
      'function customer_tombstones_written(): in the migrated database, but no apps/api/src/modules/*/*.functions.sql defines it',
      'trigger customers_tombstone on customers: in the migrated database, but no apps/api/src/modules/*/*.functions.sql defines it',
    ]);
    // The trigger before its function.
    expect(migrationOf(found)).toMatch(
      /drop trigger if exists customers_tombstone on public\.customers;[\s\S]*drop function if exists public\.customer_tombstones_written\(\);/,
    );
  });

  it('a source that fails, or defines a function twice, is an error naming its line', async () => {
    const broken = sourcesAfter((dir) =>
      rewrite(path.join(dir, 'audit/audit.functions.sql'), (s) =>
        s.replace('RETURNS trigger', 'RETURNS nonsense'),
      ),
    );
    const [error] = (await compareSources(client, broken)).errors;
    expect(error).toMatch(/^audit\/audit\.functions\.sql:\d+: type "nonsense" does not exist/);

    const twice = sourcesAfter((dir) =>
      rewrite(path.join(dir, 'customers/customers.functions.sql'), (s) => `${s}\n${s}`),
    );
    expect((await compareSources(client, twice)).errors).toEqual([
      expect.stringMatching(/^function customer_tombstones_written\(\) has two sources/),
      expect.stringMatching(/^trigger customers_tombstone on customers has two sources/),
    ]);
  });
});

describe('splitStatements', () => {
  it('splits at the semicolons outside bodies, strings, names and comments, with the comment above', () => {
    const text = [
      '-- file header',
      '',
      '-- why f exists',
      "create function f() returns text language plpgsql as $body$ begin return ';'; end $body$;",
      "select 'a;''b', \"x;y\", $$;$$ /* ; */; -- ;",
      'select 2',
    ].join('\n');
    expect(splitStatements(text)).toEqual([
      {
        sql: "create function f() returns text language plpgsql as $body$ begin return ';'; end $body$;",
        comment: '-- why f exists',
        line: 4,
      },
      { sql: "select 'a;''b', \"x;y\", $$;$$ /* ; */;", comment: '', line: 5 },
      { sql: 'select 2', comment: '', line: 6 },
    ]);
  });
});
