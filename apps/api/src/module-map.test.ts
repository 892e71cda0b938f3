import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module map of docs/ARCHITECTURE.md is the rule: each module imports only the modules its
 * row lets it use, and those rows form a DAG. Biome checks the boundary inside an import
 * (no other module's repository or tables from a service, no import cycles between files); this
 * checks the graph between modules, which no file-level rule sees.
 */
const MODULES = path.resolve(import.meta.dirname, 'modules');
const MAP = path.resolve(import.meta.dirname, '../../../docs/ARCHITECTURE.md');

/** module → the modules its non-test files import (with one importing file each, for the message). */
function actualGraph() {
  const graph = new Map<string, Map<string, string>>();
  for (const file of readdirSync(MODULES, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const from = file.split(path.sep)[0] ?? '';
    const uses = graph.get(from) ?? new Map<string, string>();
    graph.set(from, uses);
    const source = readFileSync(path.join(MODULES, file), 'utf8');
    for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
      const target = path.relative(MODULES, path.resolve(MODULES, path.dirname(file), spec ?? ''));
      const to = target.split(path.sep)[0] ?? '';
      if (!target.startsWith('..') && to !== from) uses.set(to, file);
    }
  }
  return graph;
}

/** table → the module whose *.tables.ts declares it. */
function tableOwners() {
  const owners = new Map<string, string>();
  for (const file of readdirSync(MODULES, { recursive: true }) as string[]) {
    if (!file.endsWith('.tables.ts')) continue;
    const source = readFileSync(path.join(MODULES, file), 'utf8');
    for (const [, table] of source.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) {
      owners.set(table ?? '', file.split(path.sep)[0] ?? '');
    }
  }
  return owners;
}

/**
 * module → the other modules' tables its SQL names as text (after `from` or `join`, comments
 * left out), in its TypeScript and its *.functions.sql, with one file each. An import of the
 * table object is seen by `actualGraph`; text is not.
 */
function tablesNamedInText(owners: Map<string, string>) {
  const named = new Map<string, Map<string, string>>();
  for (const file of readdirSync(MODULES, { recursive: true }) as string[]) {
    const code = file.endsWith('.ts') && !file.endsWith('.test.ts');
    if (!code && !file.endsWith('.functions.sql')) continue;
    const from = file.split(path.sep)[0] ?? '';
    const source = readFileSync(path.join(MODULES, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(code ? /\/\/.*$/gm : /--.*$/gm, '');
    const tables = named.get(from) ?? new Map<string, string>();
    named.set(from, tables);
    for (const [, table] of source.matchAll(/\b(?:from|join)\s+([a-z_]+)\b/gi)) {
      const owner = owners.get(table ?? '');
      if (owner && owner !== from) tables.set(table ?? '', file);
    }
  }
  return named;
}

/** module → the tables its row says it still names in SQL text ("Reads in SQL"). */
function declaredTextReads() {
  const reads = new Map<string, Set<string>>();
  for (const cells of mapRows()) {
    const name = cells[1]?.match(/^`([a-z-]+)`$/)?.[1];
    if (!name) continue;
    const listed = (cells[4] ?? '').replace(/\([^)]*\)/g, '');
    reads.set(name, new Set([...listed.matchAll(/\b([a-z_]+)\b/g)].map((m) => m[1] ?? '')));
  }
  return reads;
}

/** The cells of each line of the "Module map" section's table. */
function mapRows() {
  const doc = readFileSync(MAP, 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Module map'));
  if (!section) throw new Error('docs/ARCHITECTURE.md has no "## Module map" section');
  return section.split('\n').map((line) => line.split('|').map((c) => c.trim()));
}

/** module → the modules it may use, from the table of the "Module map" section. */
function declaredGraph() {
  const graph = new Map<string, Set<string>>();
  for (const cells of mapRows()) {
    const name = cells[1]?.match(/^`([a-z-]+)`$/)?.[1];
    if (!name) continue;
    graph.set(name, new Set([...(cells[3] ?? '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1] ?? '')));
  }
  return graph;
}

describe('module map (docs/ARCHITECTURE.md)', () => {
  const actual = actualGraph();
  const declared = declaredGraph();

  it('names every module, and only modules that exist', () => {
    expect([...declared.keys()].sort()).toEqual([...actual.keys()].sort());
  });

  it('is kept: a module imports only the modules it may use', () => {
    const breaches = [...actual].flatMap(([from, uses]) =>
      [...uses]
        .filter(([to]) => !declared.get(from)?.has(to))
        .map(([to, file]) => `${from} → ${to} (${file})`),
    );
    expect(breaches).toEqual([]);
  });

  it("names another module's table in SQL text only where its row still says so", () => {
    // Reads name tables through their owners' table objects, which the import graph sees; the
    // "Reads in SQL" column lists what is still text, and may only shrink.
    const declaredText = declaredTextReads();
    const breaches = [...tablesNamedInText(tableOwners())].flatMap(([from, tables]) =>
      [...tables]
        .filter(([table]) => !declaredText.get(from)?.has(table))
        .map(([table, file]) => `${from} names ${table} in text (${file})`),
    );
    expect(breaches).toEqual([]);
  });

  it('lists in "Reads in SQL" only tables a module still names in text', () => {
    const named = tablesNamedInText(tableOwners());
    const stale = [...declaredTextReads()].flatMap(([module, tables]) =>
      [...tables]
        .filter((table) => !named.get(module)?.has(table))
        .map((table) => `${module} lists ${table}`),
    );
    expect(stale).toEqual([]);
  });

  it('is a DAG', () => {
    const done = new Set<string>();
    const trail: string[] = [];
    const visit = (m: string): string | null => {
      if (trail.includes(m)) return [...trail.slice(trail.indexOf(m)), m].join(' → ');
      if (done.has(m)) return null;
      trail.push(m);
      for (const next of declared.get(m) ?? []) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
      trail.pop();
      done.add(m);
      return null;
    };
    const cycles = [...declared.keys()].map(visit).filter((c) => c !== null);
    expect(cycles).toEqual([]);
  });
});
