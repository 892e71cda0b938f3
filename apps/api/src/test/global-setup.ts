import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS } from '../db/client.js';
import { testServers } from './server-databases.js';

/**
 * Runs the migrations once, so that each test file starts from a fresh migrated database
 * without paying for them: into a PGlite snapshot that every file loads, or on PostgreSQL
 * into a template database that every file's own database is created from.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) return migratedTemplate(project, url);
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

/**
 * A migrated PostgreSQL database for the files to copy (`create database … template`, a file
 * copy: ~0.1 s where the migrations take seconds). Nobody stays connected to it, which a copy
 * needs. On a Citus cluster, on every node (server-databases.ts).
 */
async function migratedTemplate(project: TestProject, url: string) {
  const name = `pos_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const servers = testServers(url);
  await servers.create(name);
  // On a Citus coordinator the migrations also distribute the tables (db/citus.ts).
  const database = openDatabase({ kind: 'pg', url: servers.url(name) });
  await database.migrate();
  await database.close();
  await servers.closeToConnections(name);
  project.provide('pgTemplate', name);
  return () => servers.drop(name);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}
