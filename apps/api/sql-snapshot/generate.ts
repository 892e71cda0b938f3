/**
 * Writes apps/api/sql/<module>.sql: the SQL of every list spec (*.list.ts, *.lists.ts) and every
 * repository function (*.repository.ts) of each module, so that SQL changes show in review.
 * Built with the API's tools (tsconfig.tools.json) and run by `npm run sql:snapshot`
 * (scripts/sql-snapshot.mjs):
 *
 *   node apps/api/dist-tools/sql-snapshot/generate.js --out DIR
 *
 * Nothing touches a database. A repository function is called with a recording database (the
 * node-postgres driver over a client that only records, see recorder.ts) and example arguments
 * (the `<name>.examples.ts` beside its repository, else defaults chosen by parameter name, see
 * examples.ts), once with every query answering one row of nulls and once with no rows; a list
 * spec's statements come from the list helper's own builder (`listQueries`). A function that
 * cannot be rendered — it throws either way, it runs no SQL, a parameter has no example — fails
 * the run, unless its examples file lists it in `notRendered` with why. The output depends on
 * the code only: fixed arguments, no values shown, files and statements sorted.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZListQueryBase } from '@pos/contracts/list';
import { is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { API_ROOT } from '../src/lib/api-root.js';
import {
  countedOnce,
  EVERY_ORGANIZATION,
  type ListSpec,
  listQueries,
} from '../src/lib/list-query.js';
import {
  type Case,
  EVERY_ORGANIZATION_LISTS,
  type Examples,
  genericArgument,
  listsNotRendered,
} from './examples.js';
import { formatSql } from './format.js';
import { type Answer, recordingDatabase } from './recorder.js';

/** apps/api/src/modules: the sources decide which files there are (a build may hold stale ones). */
const SOURCES = path.join(API_ROOT, 'src/modules');
/** The modules built with this file (dist-tools/src/modules). */
const BUILT = path.resolve(import.meta.dirname, '../src/modules');

const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';
const SEARCH = 'term';

interface Statement {
  label: string;
  sql: string;
}
interface ModuleOut {
  statements: Statement[];
  notes: string[];
}

const errors: string[] = [];

/** Source files, as posix paths under src/modules without ".ts", sorted, that match `kinds`. */
function sourceFiles(kinds: RegExp) {
  return (readdirSync(SOURCES, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => kinds.test(f) && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
}

/** What the examples file beside a repository gives: its examples and what is not rendered. */
interface RepositoryExamples {
  examples: Examples;
  notRendered: Record<string, string>;
}

/** The examples file of a repository: stock.repository → stock.examples. */
const examplesOf = (key: string) => key.replace(/\.repository$/, '.examples');

const load = async (key: string) =>
  (await import(pathToFileURL(path.join(BUILT, `${key}.js`)).href)) as Record<string, unknown>;

/** The parameter list of a function, from its source: names, and whether each has a default. */
function parametersOf(fn: (...args: never[]) => unknown) {
  const source = fn.toString();
  const open = source.indexOf('(');
  let depth = 0;
  let close = open;
  for (; close < source.length; close++) {
    const c = source.charAt(close);
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) break;
  }
  const params: { name: string; optional: boolean }[] = [];
  let current = '';
  depth = 0;
  for (const c of `${source.slice(open + 1, close)},`) {
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      const text = current.trim();
      if (text) {
        const [name = '', fallback] = text.split('=');
        params.push({ name: name.trim(), optional: fallback !== undefined });
      }
      current = '';
    } else current += c;
  }
  return params;
}

/** The default arguments (after the executor) of a function without examples. */
function defaultCase(id: string, fn: (...args: never[]) => unknown): unknown[] | null {
  const [executor, ...rest] = parametersOf(fn);
  if (!executor || !/^(ex|db|tx)$/.test(executor.name)) {
    errors.push(
      `${id}: its first parameter is "${executor?.name ?? '(none)'}", not an executor (ex). ` +
        'If it runs no SQL, list it in notRendered in the examples file beside its repository.',
    );
    return null;
  }
  const args: unknown[] = [];
  for (const p of rest) {
    if (p.optional) {
      args.push(undefined);
      continue;
    }
    const value = genericArgument(p.name);
    if (value === undefined) {
      errors.push(
        `${id}: no example value for parameter "${p.name}". Add the function's arguments to ` +
          'examples in the examples file beside its repository.',
      );
      return null;
    }
    args.push(value);
  }
  return args;
}

/** Runs fn on a recording database; the statements it sent, or the error it threw. */
async function record(fn: (...args: unknown[]) => unknown, args: unknown[], answer: Answer) {
  const rec = recordingDatabase(answer);
  try {
    await fn(rec.db, ...args);
    return { statements: rec.statements };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

async function repository(
  key: string,
  ns: Record<string, unknown>,
  { examples: given, notRendered }: RepositoryExamples,
  out: ModuleOut,
) {
  const base = path.posix.basename(key);
  for (const name of [...Object.keys(given), ...Object.keys(notRendered)]) {
    if (!(name in ns)) {
      errors.push(`${examplesOf(key)}.ts names ${name}, which ${key}.ts does not export`);
    }
  }
  for (const [name, value] of Object.entries(ns).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (typeof value !== 'function') continue;
    const id = `${base}.${name}`;
    const skip = notRendered[name];
    if (skip !== undefined) {
      out.notes.push(`-- ${id}: not rendered (${skip})`);
      continue;
    }
    const fn = value as (...args: unknown[]) => unknown;
    const cases: Case<unknown[]>[] = given[name] ?? [];
    if (cases.length === 0) {
      const args = defaultCase(id, fn);
      if (!args) continue;
      cases.push(args);
    }
    for (const c of cases) {
      const { label, args } = Array.isArray(c) ? { label: '', args: c } : c;
      const title = label ? `${id} (${label})` : id;
      // Every query is answered with one row of nulls, so code that needs a row goes on to its
      // next statements, and again with no rows, for the statements only that path sends (a
      // find-or-create). Code that reads into the null row (a JSON column, say) has the second.
      const found = await record(fn, args, 'one-row');
      const none = await record(fn, args, 'no-rows');
      if (found.error !== undefined && none.error !== undefined) {
        errors.push(
          `${title} throws on the recording database: "${found.error}" (one row of nulls), ` +
            `"${none.error}" (no rows). Give it other example arguments in ${examplesOf(key)}.ts, ` +
            'or list it in notRendered there with the reason.',
        );
        continue;
      }
      const statements = found.statements ?? none.statements ?? [];
      if (statements.length === 0) {
        errors.push(
          `${title} ran no SQL with its example arguments. Give it arguments that reach its ` +
            `queries in ${examplesOf(key)}.ts, or list it in notRendered there if it has none.`,
        );
      }
      const onlyWhenNone = found.statements
        ? (none.statements ?? []).filter((s) => !statements.includes(s))
        : [];
      for (const [group, list] of [
        [title, statements],
        [`${title} (when nothing is found)`, onlyWhenNone],
      ] as const) {
        list.forEach((sql, k) => {
          const n = list.length > 1 ? ` [${k + 1}/${list.length}]` : '';
          out.statements.push({ label: `${group}${n}`, sql });
        });
      }
    }
  }
}

const isListSpec = (v: unknown): v is ListSpec<never, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  is((v as { from?: unknown }).from, SQL) &&
  is((v as { select?: unknown }).select, SQL) &&
  typeof (v as { defaultSort?: unknown }).defaultSort === 'string';

function lists(key: string, ns: Record<string, unknown>, out: ModuleOut) {
  const base = path.posix.basename(key);
  const dialect = new PgDialect();
  const scope = EVERY_ORGANIZATION_LISTS.has(key) ? EVERY_ORGANIZATION : ORGANIZATION_ID;
  const plain = ZListQueryBase.parse({});
  for (const [name, value] of Object.entries(ns).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const id = `${base}.${name}`;
    if (listsNotRendered[`${key}.${name}`] !== undefined) continue;
    if (!isListSpec(value)) {
      errors.push(
        `${id} is exported by a list file but is not a ListSpec. List it in listsNotRendered ` +
          'in apps/api/sql-snapshot/examples.ts with what it is.',
      );
      continue;
    }
    const variants = [{ label: '', q: plain }];
    if (value.search?.length || value.searchBranches)
      variants.push({ label: ', search', q: { ...plain, search: SEARCH } });
    for (const { label, q } of variants) {
      try {
        const queries = listQueries(value, scope, q as never);
        for (const part of ['count', 'page'] as const) {
          out.statements.push({
            label: `${id}: ${part}${label}`,
            sql: dialect.sqlToQuery(queries[part]).sql,
          });
        }
        // A page in one statement with its count (list-query.ts, countedOnce).
        if (countedOnce(value, q as never)) {
          out.statements.push({
            label: `${id}: count and page${label}`,
            sql: dialect.sqlToQuery(queries.counted).sql,
          });
        }
        // A search counted to few matches makes its page from them (list-query.ts, whereOf).
        if (label) {
          out.statements.push({
            label: `${id}: page${label}, few matches`,
            sql: dialect.sqlToQuery(listQueries(value, scope, q as never, undefined, 1).page).sql,
          });
        }
      } catch (err) {
        errors.push(`${id}${label}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}

const header = (module: string) =>
  `-- The SQL of apps/api/src/modules/${module}: its list specs (page 1, default sort; with a
-- search) and its repository functions, as the driver receives it ($1… are the parameters).
-- Generated by \`npm run sql:snapshot\`; do not edit. CI (\`npm run sql:check\`) fails when it is stale.
`;

async function main() {
  const at = process.argv.indexOf('--out');
  const outDir = at === -1 ? undefined : process.argv[at + 1];
  if (!outDir) throw new Error('usage: generate.js --out DIR');
  const modules = new Map<string, ModuleOut>();
  const files = sourceFiles(/\.(repository|list|lists)\.ts$/);
  const examplesFiles = sourceFiles(/\.examples\.ts$/);
  for (const key of files) {
    const module = key.split('/')[0] ?? key;
    const out = modules.get(module) ?? { statements: [], notes: [] };
    modules.set(module, out);
    let ns: Record<string, unknown>;
    let given: RepositoryExamples = { examples: {}, notRendered: {} };
    try {
      ns = await load(key);
      if (examplesFiles.includes(examplesOf(key))) {
        const loaded = await load(examplesOf(key));
        given = {
          examples: (loaded.examples ?? {}) as Examples,
          notRendered: (loaded.notRendered ?? {}) as Record<string, string>,
        };
      }
    } catch (err) {
      errors.push(`${key}.ts could not be loaded from the build: ${String(err)}`);
      continue;
    }
    if (key.endsWith('.repository')) await repository(key, ns, given, out);
    else lists(key, ns, out);
  }
  for (const key of examplesFiles) {
    if (!files.some((f) => f.endsWith('.repository') && examplesOf(f) === key)) {
      errors.push(`${key}.ts has no ${key.replace(/\.examples$/, '.repository')}.ts beside it`);
    }
  }
  if (errors.length > 0) {
    console.error(`sql-snapshot: ${errors.length} problem(s):\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  for (const [module, out] of [...modules].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const parts = [header(module)];
    for (const s of out.statements) parts.push(`-- ${s.label}\n${formatSql(s.sql)};\n`);
    if (out.notes.length) parts.push(`${out.notes.join('\n')}\n`);
    writeFileSync(path.join(outDir, `${module}.sql`), parts.join('\n'));
    console.log(`${module}: ${out.statements.length} statements`);
  }
}

await main();
