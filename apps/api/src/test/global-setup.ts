import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS } from '../db/client.js';

/**
 * Runs the migrations once into a PGlite snapshot that every test file loads (fresh database
 * per file, without paying for the migrations each time). Skipped on PostgreSQL, where each
 * file creates its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'pos-snapshot-'));
  const client = new PGlite('memory://', PGLITE_OPTIONS);
  await openDatabase({ kind: 'pglite', client }).migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}
