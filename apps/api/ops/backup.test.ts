import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  type Database,
  type Db,
  openDatabase,
  PGLITE_OPTIONS,
  queryRows,
} from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../src/test/invariants.js';
import { bearer, okAs, signUp, useTestApp } from '../src/test/test-app.js';
import { openEmbeddedForBackup, type RestoreTarget, restoreBackup, writeBackup } from './backup.js';

const t = useTestApp();
const ok = okAs(t);
const work = mkdtempSync(path.join(tmpdir(), 'pos-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(work, { recursive: true, force: true });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1a3d10000000049454e44ae426082',
  'hex',
);

/** Every table's row count. */
async function counts(db: Db) {
  const tables = await queryRows<{ t: string }>(
    db,
    sql`select tablename as t from pg_tables where schemaname = 'public' order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { t: table } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    out[table] = Number(row?.n);
  }
  return out;
}

/** An empty database of the kind the suite runs on, to restore into. */
async function emptyTarget(): Promise<RestoreTarget> {
  const server = process.env.DATABASE_URL;
  if (!server) return { kind: 'pglite', dataDir: path.join(work, 'restored-db') };
  const name = `pos_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  cleanups.push(async () => {
    const a = new pg.Client({ connectionString: server });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { kind: 'pg', url: url.toString() };
}

describe('a backup', () => {
  // Two more embedded databases start (the restore's and the copy's), ~8 s alone and 40 s when
  // the whole suite runs beside it on two cores: longer than the suite's 30 s.
  it('restores a shop with its files: every table, the ledgers, and what the app shows', {
    timeout: 120_000,
  }, async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const scarf = (
      await ok(owner, 'POST', 'products', {
        name: 'Scarf',
        price: 10,
        stock: 20,
        images: [{ url: `data:image/png;base64,${PNG.toString('base64')}`, name: 'front.png' }],
      })
    ).data;
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: scarf._id, quantity: 2 }],
      payments: [{ method: 'Card', amount: 20 }],
    });
    await ok(owner, 'POST', 'gift-cards', { amount: 50 });
    await ok(owner, 'POST', 'customers', { name: 'Ada' });
    const before = await counts(t.db);

    const file = path.join(work, 'shop.backup');
    const manifest = await writeBackup(
      {
        database: t.databaseUrl
          ? { kind: 'pg', url: t.databaseUrl }
          : { kind: 'pglite', client: (t.db as unknown as { $client: PGlite }).$client },
        uploadsDir: path.join(t.deps.config.dataDir, 'uploads'),
      },
      file,
    );
    expect(manifest).toMatchObject({ format: 1, files: 'included' });

    const target = await emptyTarget();
    const dataDir = path.join(work, 'restored');
    const uploads = path.join(dataDir, 'uploads');
    await restoreBackup(file, target, uploads);
    const database: Database = openDatabase(
      target.kind === 'pg' ? target : { kind: 'pglite', dataDir: target.dataDir },
    );
    cleanups.push(() => database.close());

    // Every table holds what it held, and the ledgers add up.
    expect(await counts(database.db)).toEqual(before);
    expect(before.transactions).toBeGreaterThanOrEqual(1);
    expect(before.stored_value_entries).toBeGreaterThanOrEqual(1);
    await expectStockAddsUp({ db: database.db }, org);
    await expectBalancesAddUp({ db: database.db }, org);

    // An instance on the restored database and folder shows the shop as it was.
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: t.deps.config.jwtSecret,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(createDeps(config, database, pino({ level: 'silent' })), {
      logger: pino({ level: 'silent' }),
    });
    cleanups.push(() => app.close());
    const list = await app.inject({ url: '/api/v1/products', headers: bearer(owner.token) });
    expect(list.statusCode, list.body).toBe(200);
    const [product] = list.json().data;
    expect(product).toMatchObject({ name: 'Scarf', stock: 18 });
    const image = await app.inject({ url: product.images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // A database that holds one already is refused, untouched.
    await expect(restoreBackup(file, target, uploads)).rejects.toThrow(
      'restore into an empty database',
    );
    expect(existsSync(file)).toBe(true);
  });

  // Two embedded databases start one after the other: the same allowance as above.
  it('of the embedded database is refused while a server holds its folder', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pos-backup-open-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    expect(() => openEmbeddedForBackup(dir)).toThrow('no embedded database');
    const server = new PGlite(dir, PGLITE_OPTIONS);
    await server.waitReady;
    expect(() => openEmbeddedForBackup(dir)).toThrow('is open (postmaster.pid): stop the server');
    await server.close();
    const backup = openEmbeddedForBackup(dir);
    await backup.waitReady;
    expect((await backup.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await backup.close();
  });
});
