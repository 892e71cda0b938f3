/**
 * The schema on Citus (docs/DESIGN.md, "Operations", Citus; docs/guide/running.md, "Citus"): a
 * coordinator and two workers of the test's own, Citus built by scripts/ensure-citus.mjs. The
 * migrations distribute the tables (db/citus.ts): a new database, one migrated before Citus, and
 * a table a later migration makes; an organization's reads are planned on one shard.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformTable, migrateOnCitus } from '../src/db/citus.js';
import { type Db, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.js';
import { byShard } from '../src/db/shards.js';
import { sqlErrorDetail, sqlStateOf } from '../src/lib/errors.js';
import { claimDue, fanOut } from '../src/modules/webhooks/webhooks.repository.js';
import { CitusCluster } from './citus-cluster.js';

let cluster: CitusCluster;

beforeAll(async () => {
  cluster = await CitusCluster.create(2);
});
afterAll(() => cluster?.remove());

async function migrate(database: string) {
  const db = openDatabase({ kind: 'pg', url: cluster.databases.url(database) });
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
}

type TableRow = { name: string; type: string; column: string | null; colocation: number };
async function citusTables(database: string) {
  return cluster.coordinator.query<TableRow>(
    `select table_name::text as name, citus_table_type as type,
            nullif(distribution_column, '<none>') as column, colocation_id as colocation
     from citus_tables order by 1`,
    [],
    database,
  );
}

/** Each public table, whether it has organization_id. */
async function tables(database: string) {
  return cluster.coordinator.query<{ name: string; tenant: boolean }>(
    `select c.relname as name, exists (select 1 from pg_attribute a where a.attrelid = c.oid
       and a.attname = 'organization_id' and not a.attisdropped) as tenant
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname !~ '_[0-9]+$' order by 1`,
    [],
    database,
  );
}

/**
 * Every foreign key as `table: definition` — of the tables, not of the reference tables' copies
 * the coordinator keeps as shards (`organizations_102010`).
 */
async function foreignKeys(database: string) {
  const rows = await cluster.coordinator.query<{ key: string }>(
    `select conrelid::regclass::text || ': ' || pg_get_constraintdef(oid) as key
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
       and conrelid::regclass::text !~ '_[0-9]+$' order by 1`,
    [],
    database,
  );
  return rows.map((r) => r.key);
}

const ORG = '01a237c4-0000-7000-8000-00000000000a';

describe('on a Citus coordinator, the migrations', () => {
  it('distribute a new database: platform tables on every node, tenant tables by organization, co-located, their keys kept', async () => {
    await cluster.databases.create('fresh');
    await migrate('fresh');
    // The same migrations on the coordinator's server without Citus: the keys to compare with.
    await cluster.coordinator.query('create database plain');
    await migrate('plain');

    const all = await tables('fresh');
    const distributed = await citusTables('fresh');
    expect(distributed.map((t) => t.name)).toEqual(all.map((t) => t.name));
    for (const t of all) {
      const found = distributed.find((d) => d.name === t.name);
      expect({ name: t.name, type: found?.type, column: found?.column }).toEqual(
        isPlatformTable(t.name, t.tenant)
          ? { name: t.name, type: 'reference', column: null }
          : { name: t.name, type: 'distributed', column: 'organization_id' },
      );
    }
    const groups = new Set(
      distributed.filter((t) => t.type === 'distributed').map((t) => t.colocation),
    );
    expect(groups.size).toBe(1);
    expect(distributed.filter((t) => t.type === 'reference').map((t) => t.name)).toContain(
      'organizations',
    );
    expect(await foreignKeys('fresh')).toEqual(await foreignKeys('plain'));
    // Migrating again changes nothing.
    await migrate('fresh');
    expect(await citusTables('fresh')).toEqual(distributed);
  });

  it('move a database migrated before Citus, with its rows', async () => {
    const servers = cluster.databases;
    for (const node of cluster.nodes) await node.query('create database moved');
    await migrate('moved');
    await cluster.coordinator.query(
      `insert into organizations (id, name, code) values ($1, 'Moved shop', 'moved');
       insert into stores (organization_id, id, name) values ($1, $1, 'High Street')`.replace(
        /\$1/g,
        `'${ORG}'`,
      ),
      [],
      'moved',
    );
    for (const node of cluster.nodes) await node.query('create extension citus', [], 'moved');
    await cluster.coordinator.query(
      `select citus_set_coordinator_host('127.0.0.1', $1)`,
      [cluster.coordinator.port],
      'moved',
    );
    for (const worker of cluster.workers) {
      await cluster.coordinator.query(
        `select citus_add_node('127.0.0.1', $1)`,
        [worker.port],
        'moved',
      );
    }
    await migrate('moved');

    expect((await citusTables('moved')).length).toBe((await tables('moved')).length);
    expect(await foreignKeys('moved')).toEqual(await foreignKeys('plain'));
    const [store] = await cluster.coordinator.query<{ name: string }>(
      'select name from stores where organization_id = $1',
      [ORG],
      'moved',
    );
    expect(store?.name).toBe('High Street');
    await servers.drop('moved');
  });

  it('distribute a table a later migration makes before its keys are added', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pos-migrations-'));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      const last = journal.entries.at(-1);
      journal.entries.push({
        idx: last.idx + 1,
        version: last.version,
        when: last.when + 1,
        tag: '9999_gift_wrapping',
        breakpoints: true,
      });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(
        path.join(folder, '9999_gift_wrapping.sql'),
        [
          `CREATE TABLE "gift_wrappings" ("organization_id" uuid NOT NULL, "id" uuid NOT NULL,
             "transaction_id" uuid NOT NULL, "paper" text NOT NULL,
             CONSTRAINT "gift_wrappings_pk" PRIMARY KEY ("organization_id", "id"))`,
          `ALTER TABLE "gift_wrappings" ADD CONSTRAINT "gift_wrappings_transaction_fk"
             FOREIGN KEY ("organization_id", "transaction_id")
             REFERENCES "transactions" ("organization_id", "id")`,
          `CREATE INDEX "gift_wrappings_transaction_idx"
             ON "gift_wrappings" ("organization_id", "transaction_id")`,
        ].join('\n--> statement-breakpoint\n'),
      );
      const client = await cluster.client('fresh');
      try {
        await migrateOnCitus(client, folder);
      } finally {
        await client.end();
      }
      const made = (await citusTables('fresh')).find((t) => t.name === 'gift_wrappings');
      const sales = (await citusTables('fresh')).find((t) => t.name === 'transactions');
      expect(made).toMatchObject({ type: 'distributed', column: 'organization_id' });
      expect(made?.colocation).toBe(sales?.colocation);
      expect(await foreignKeys('fresh')).toContain(
        'gift_wrappings: FOREIGN KEY (organization_id, transaction_id) REFERENCES transactions(organization_id, id)',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('an organization’s reads', () => {
  it('are planned on one shard (router queries): a sale with its lines, payments and stock, a key', async () => {
    const plans = [
      `select * from transactions where organization_id = '${ORG}' and id = '${ORG}'`,
      `select t.id, i.quantity, p.amount from transactions t
         join transaction_items i on i.organization_id = t.organization_id and i.transaction_id = t.id
         join transaction_payments p on p.organization_id = t.organization_id and p.transaction_id = t.id
       where t.organization_id = '${ORG}' and t.id = '${ORG}'`,
      `select s.quantity from stock_levels s join products p
         on p.organization_id = s.organization_id and p.id = s.product_id
       where s.organization_id = '${ORG}'`,
      `select count(*) from inventory_log where organization_id = '${ORG}'`,
      // A request made with an API key, counted once its organization is read from the
      // directory of global keys (api-keys.repository.ts, useApiKey).
      `update api_keys set last_used_at = now()
       where organization_id = '${ORG}' and secret_hash = 'h' and revoked_at is null`,
    ];
    for (const query of plans) {
      const rows = await cluster.coordinator.query<{ 'QUERY PLAN': string }>(
        `explain ${query}`,
        [],
        'fresh',
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, query).toContain('Task Count: 1');
    }
    // Across organizations: every shard (8 shards a table here).
    const rows = await cluster.coordinator.query<{ 'QUERY PLAN': string }>(
      'explain select count(*) from transactions',
      [],
      'fresh',
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('Task Count: 8');
  });
});

/** `work` on a new database of the cluster, migrated, through the API's own pool. */
async function onNewDatabase(name: string, work: (db: Db) => Promise<void>) {
  await cluster.databases.create(name);
  await migrate(name);
  const database = openDatabase({ kind: 'pg', url: cluster.databases.url(name) });
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

describe('the webhook worker', () => {
  it('takes the organizations of one shard in one statement, an even share each', async () => {
    await onNewDatabase('webhooks', async (db) => {
      // Nine organizations on eight shards: at least two share one.
      const shops = Array.from(
        { length: 9 },
        (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      );
      const { groups } = await byShard(db, 'integration_events', shops);
      expect(groups.some((g) => g.length > 1)).toBe(true);
      await db.execute(sql`insert into organizations (id, name, code)
        select id, 'Shop ' || id, 'WH-' || id from unnest(${`{${shops.join(',')}}`}::uuid[]) id`);
      await db.execute(sql`insert into webhook_endpoints (organization_id, id, url, events, secret_sealed)
        select id, gen_random_uuid(), 'https://receiver.test', '{product.created}', 'v1:x'
        from organizations where code like 'WH-%'`);
      await db.execute(sql`insert into integration_events (organization_id, id, type, subject_id)
        select o.id, uuid_v7_micros(), 'product.created', gen_random_uuid()
        from generate_series(1, 20) i, organizations o where o.code like 'WH-%'`);

      expect(await fanOut(db, 1000)).toBe(180);
      const batch = await claimDue(db, 90, 60);
      const each = new Map<string, number>();
      for (const d of batch) each.set(d.organization_id, (each.get(d.organization_id) ?? 0) + 1);
      expect([...each.values()]).toEqual(Array(9).fill(10));
      // Those taken are leased: the next claim takes the other 90.
      expect(await claimDue(db, 200, 60)).toHaveLength(90);
    });
  });
});

describe("a worker's error at the COMMIT", () => {
  it("reaches the API with its own SQLSTATE, not Citus's XX000", async () => {
    await onNewDatabase('commits', async (db) => {
      // A payment of no sale: its key to the sale is checked at the COMMIT (migration 0088), on
      // the one worker the transaction wrote on — no two-phase commit, so Citus reports the
      // worker's error as a warning before its own.
      const failed = await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into transaction_payments
            (organization_id, id, transaction_id, method, amount)
            values (${ORG}, gen_random_uuid(), gen_random_uuid(), 'Cash', 1)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(sqlStateOf(failed)).toBe('23503');
      expect(sqlErrorDetail(failed)).toMatch(/is not present in table "transactions/);
    });
  });
});
