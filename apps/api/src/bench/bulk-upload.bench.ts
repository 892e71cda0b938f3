/**
 * Bulk upload speed (DESIGN §11: 10,000 rows ≤ 10 s) against PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Uploads a 10,000-row CSV of new products (with categories, suppliers and stock), then the
 * same file again as updates, into a throwaway database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { OWNER_ROLE, PERMISSION_NAMES } from '@pos/contracts/permissions';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createDeps } from '../deps.js';
import { bulkUpsert } from '../modules/catalog/bulk-upload.service.js';
import { createTenantOrganization } from '../modules/organization/organization.service.js';
import { createUser } from '../modules/users/users.service.js';

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pos_bench_bulk_${Date.now()}`;

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

function csv(priceBump: number) {
  const lines = ['sku,name,price,stock,category,supplier,description'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `BULK-${i},Product ${i},${(5 + (i % 50) + priceBump).toFixed(2)},${i % 40},Category ${i % 25},Supplier ${i % 10},"Row ${i}, bulk"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const database = openDatabase({ kind: 'pg', url: url.toString() });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-'));
  try {
    await database.migrate();
    const db = database.db;
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const deps = createDeps(config, db, pino({ level: 'silent' }));
    const { organizationId, userId } = await db.transaction(async (tx) => {
      const { organization, roleIds } = await createTenantOrganization(tx, { name: 'Bench Bulk' });
      const userId = await createUser(tx, organization.id, {
        name: 'Bench',
        username: `bench-${Date.now()}`,
        email: null,
        passwordHash: 'x',
        roleId: roleIds.get(OWNER_ROLE) ?? null,
      });
      return { organizationId: organization.id, userId };
    });
    const caller = {
      userId,
      organizationId,
      organizationKind: 'tenant' as const,
      role: OWNER_ROLE,
      permissions: [...PERMISSION_NAMES],
    };
    for (const [label, bump] of [
      ['create', 0],
      ['update', 1],
    ] as const) {
      const t0 = performance.now();
      const result = await bulkUpsert(deps, caller, Readable.from([csv(bump)]));
      const s = (performance.now() - t0) / 1000;
      console.log(
        `bulk upload ${ROWS} rows (${label}): ${s.toFixed(2)} s, ${(ROWS / s).toFixed(0)} rows/s — ${result.message}`,
      );
    }
  } finally {
    await database.close();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
