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

/** module → the modules it may use, from the table of the "Module map" section. */
function declaredGraph() {
  const doc = readFileSync(MAP, 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Module map'));
  if (!section) throw new Error('docs/ARCHITECTURE.md has no "## Module map" section');
  const graph = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
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
