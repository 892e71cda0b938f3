// The database functions and triggers and their sources (docs/ARCHITECTURE.md, "Database
// functions"): each one is defined once, as its current definition, in the module that owns it
// (apps/api/src/modules/<module>/*.functions.sql). What the migrations leave in a database is
// compared with what the sources define without parsing SQL: the migrations run on an in-memory
// PGlite, the catalog's definitions (pg_get_functiondef, pg_get_triggerdef) are read, the sources
// are applied on top in a transaction, read again and rolled back. Whatever changed is what the
// sources change; a function or trigger that no source statement (re)defined has no source.
// Used by scripts/db-functions.mjs (npm run db:functions) and scripts/db-check.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const root = path.resolve(import.meta.dirname, '..');
export const MODULES = path.join(root, 'apps/api/src/modules');
export const MIGRATIONS = path.join(root, 'apps/api/drizzle');

/** A database with every migration of `folder` run, on an in-memory PGlite. */
export async function migratedDatabase(folder = MIGRATIONS) {
  // The extensions the migrations create, as PGLITE_OPTIONS in apps/api/src/db/client.ts.
  const client = new PGlite('memory://', { extensions: { pg_trgm, btree_gin } });
  await migrate(drizzle(client), { migrationsFolder: folder });
  return client;
}

/**
 * The statements of a SQL text, split at the semicolons outside strings, quoted names, dollar
 * quotes and comments. Each has its text from its first word (`sql`), the comment lines right
 * above it (`comment`, none if a blank line is between) and the line it starts on.
 */
export function splitStatements(text) {
  const out = [];
  let start = 0;
  let i = 0;
  const push = (end) => {
    const chunk = text.slice(start, end);
    const code = codeStart(chunk);
    if (code < chunk.length) {
      const lead = chunk.slice(0, code).split('\n');
      const above = [];
      // The first line of a chunk but the text's first is the end of the line of the statement
      // before it.
      const first = start === 0 ? 0 : 1;
      for (let k = lead.length - 2; k >= first && /^\s*--/.test(lead[k] ?? ''); k--) {
        above.unshift((lead[k] ?? '').trim());
      }
      out.push({
        sql: chunk.slice(code).trim(),
        comment: above.filter((l) => !l.startsWith('-->')).join('\n'),
        line: text.slice(0, start + code).split('\n').length,
      });
    }
    start = end;
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < text.length && depth > 0) {
        const step = text.startsWith('/*', i) ? 1 : text.startsWith('*/', i) ? -1 : 0;
        depth += step;
        i += step === 0 ? 1 : 2;
      }
    } else if (c === "'" || c === '"') {
      // An E'…' string escapes with backslashes; any string or name doubles its quote.
      const backslash =
        c === "'" && /[eE]/.test(text[i - 1] ?? '') && !/\w/.test(text[i - 2] ?? '');
      i++;
      while (i < text.length) {
        if (backslash && text[i] === '\\') i += 2;
        else if (text[i] === c && text[i + 1] === c) i += 2;
        else if (text[i] === c) break;
        else i++;
      }
      i++;
    } else if (c === '$' && !/[\w$]/.test(text[i - 1] ?? '')) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end < 0 ? text.length : end + tag.length;
      } else i++;
    } else if (c === ';') {
      i++;
      push(i);
    } else i++;
  }
  push(text.length);
  return out;
}

/** Where the code of a chunk starts, after blanks and comments (its length if it has none). */
function codeStart(chunk) {
  let i = 0;
  for (;;) {
    while (i < chunk.length && /\s/.test(chunk[i] ?? '')) i++;
    if (chunk.startsWith('--', i)) {
      const end = chunk.indexOf('\n', i);
      i = end < 0 ? chunk.length : end;
    } else if (chunk.startsWith('/*', i)) {
      const end = chunk.indexOf('*/', i);
      i = end < 0 ? chunk.length : end + 2;
    } else return i;
  }
}

/** A trigger's statements run after every function's: a trigger names its function. */
const TRIGGER_STATEMENT = /^(create\s+(or\s+replace\s+)?(constraint\s+)?trigger|drop\s+trigger)\s/i;

/**
 * The source files under `modules` (`<module>/*.functions.sql`), and their statements in the
 * order they are applied: every file's function statements, then every file's trigger ones.
 */
export function loadSources(modules = MODULES) {
  const files = readdirSync(modules, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.functions.sql'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  const statements = files.flatMap((file) =>
    splitStatements(readFileSync(path.join(modules, file), 'utf8')).map((s) => ({ ...s, file })),
  );
  const triggers = (s) => TRIGGER_STATEMENT.test(s.sql);
  return {
    files,
    statements: [...statements.filter((s) => !triggers(s)), ...statements.filter(triggers)],
  };
}

/** Every function (not an extension's) and trigger (not a constraint's own) of schema public. */
const CATALOG = `
  select 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as def,
    p.ctid::text as version, 1 as rank,
    format('drop function if exists %I.%s', n.nspname, p.oid::regprocedure) as "drop"
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind in ('f', 'p')
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                      and d.objid = p.oid and d.deptype = 'e')
  union all
  select format('trigger %I on %I', t.tgname, c.relname), pg_get_triggerdef(t.oid, true),
    t.ctid::text, 0, format('drop trigger if exists %I on %I.%I', t.tgname, n.nspname, c.relname)
  from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and not t.tgisinternal
  order by 1`;

/** key → { def, version (the catalog row's place: a new one after every (re)definition), drop }. */
async function catalog(client) {
  const { rows } = await client.query(CATALOG);
  return new Map(rows.map((r) => [r.key, r]));
}

/**
 * What the sources change in a migrated database (left as it was): `changed` (a source that
 * defines a function or trigger differently, or one the database lacks, with the statements
 * that define it), `orphans` (in the database, and no source defines them, with the statement
 * that drops them) and `errors` (a source that fails, or defines nothing or something twice).
 */
export async function compareSources(client, sources) {
  const before = await catalog(client);
  /** key → the source statements that define it (with the statements before that define nothing). */
  const owners = new Map();
  const errors = [];
  let pending = [];
  let after = before;
  await client.exec('begin');
  try {
    for (const s of sources.statements) {
      const seen = after;
      try {
        await client.exec(s.sql);
      } catch (err) {
        errors.push(`${s.file}:${s.line}: ${err.message}`);
        return { changed: [], orphans: [], errors };
      }
      after = await catalog(client);
      const defined = [...after].filter(([k, r]) => seen.get(k)?.version !== r.version);
      if (defined.length === 0) {
        pending.push(s);
        continue;
      }
      for (const [key] of defined) {
        const earlier = owners.get(key);
        if (earlier) {
          errors.push(
            `${key} has two sources: ${earlier.at(-1).file}:${earlier.at(-1).line} and ${s.file}:${s.line}`,
          );
        }
        owners.set(key, [...pending, s]);
      }
      pending = [];
    }
  } finally {
    await client.exec('rollback');
  }
  for (const s of pending) {
    errors.push(`${s.file}:${s.line}: defines no function or trigger (${s.sql.split('\n')[0]})`);
  }
  const changed = [...owners]
    .filter(([key]) => before.get(key)?.def !== after.get(key)?.def)
    .map(([key, statements]) => ({
      key,
      file: statements.at(-1).file,
      statements,
      added: !before.has(key),
    }));
  const orphans = [...after]
    .filter(([key]) => !owners.has(key))
    .map(([key, r]) => ({ key, drop: `${r.drop};`, rank: r.rank }));
  return { changed, orphans, errors };
}

/**
 * The migration that brings the database to the sources: the changed functions, then the changed
 * triggers (a trigger names its function), then the dropped triggers and functions (a dropped
 * function's triggers first). Statements are separated as drizzle's migrator splits them.
 */
export function migrationOf({ changed, orphans }) {
  const parts = [
    '-- Written by `npm run db:functions` from the sources of the database functions and',
    '-- triggers (apps/api/src/modules/*/*.functions.sql; docs/ARCHITECTURE.md, "Database',
    '-- functions"). Edit the sources, not this file.',
  ].join('\n');
  const statements = [
    ...changed.flatMap(({ key, file, statements }) =>
      statements.map((s, n) =>
        [n === 0 ? `-- ${key}: modules/${file}` : '', s.comment, s.sql].filter(Boolean).join('\n'),
      ),
    ),
    ...[...orphans]
      .sort((a, b) => a.rank - b.rank)
      .map(({ key, drop }) => `-- ${key}: no source any more\n${drop}`),
  ];
  return `${parts}\n${statements.join('\n--> statement-breakpoint\n')}\n`;
}

/** What `npm run db:check` says of a comparison: one line per disagreement, none when agreed. */
export function disagreements({ changed, orphans, errors }) {
  return [
    ...errors.map((e) => `error in a source: ${e}`),
    ...changed.map(
      ({ key, file, added }) =>
        `${key}: apps/api/src/modules/${file} defines it ${added ? 'and the migrations do not' : 'differently from the migrations'}`,
    ),
    ...orphans.map(
      ({ key }) =>
        `${key}: in the migrated database, but no apps/api/src/modules/*/*.functions.sql defines it`,
    ),
  ];
}
