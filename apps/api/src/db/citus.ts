import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * The schema distributed on a Citus coordinator (docs/DESIGN.md, "Operations", Citus;
 * docs/guide/running.md, "Citus"): after the migrations, every table of the public schema that
 * Citus does not know yet becomes a reference table (the platform's own tables, `organizations`
 * and the directory of global keys: a copy on every node) or a table distributed by
 * `organization_id` in one co-location group (every tenant table: an organization's rows of
 * every table live in the same shard group, so what it reads and writes stays on one worker). Nothing happens on a database without the `citus` extension.
 *
 * Tables made by later migrations are distributed the moment they are made, inside the
 * migration ({@link migrateOnCitus}): Citus refuses a foreign key from a local table to a
 * distributed one, which the migration's next statements add.
 */

/** Tables that name an organization but are the platform's: a name's owner, the tenants. */
const PLATFORM_TABLES_WITH_ORGANIZATION_ID = ['global_keys'];

/** Whether a table is the platform's (a reference table) rather than a tenant's. */
export const isPlatformTable = (name: string, hasOrganizationId: boolean) =>
  !hasOrganizationId || PLATFORM_TABLES_WITH_ORGANIZATION_ID.includes(name);

type Client = Pick<pg.Client, 'query'>;

/** A row when the database is a Citus coordinator (the extension is there). */
export const CITUS_INSTALLED = `select 1 from pg_extension where extname = 'citus'`;

async function onCitus(client: Client) {
  const { rows } = await client.query(CITUS_INSTALLED);
  return rows.length > 0;
}

/**
 * Whether the schema is distributed already: later migrations then distribute their new tables
 * as they make them. Before (a new database, one moving to Citus) the migrations run as on
 * PostgreSQL and {@link distributeTables} follows — the early migrations made unique indexes
 * without the organization that later ones dropped, which a distributed table refuses.
 */
export async function distributedAlready(client: Client) {
  if (!(await onCitus(client))) return false;
  const { rows } = await client.query('select 1 from pg_dist_partition limit 1');
  return rows.length > 0;
}

/**
 * Distributes what is not distributed yet, in one transaction (a failure leaves the schema as it
 * was). Foreign keys between the tables being converted are dropped and made again around it:
 * Citus refuses a key between a local and a distributed table, which converting one table at a
 * time would pass through. Returns the tables converted.
 */
export async function distributeTables(client: Client) {
  if (!(await onCitus(client))) return [];
  const tables = await localTables(client);
  if (tables.length === 0) return [];
  const names = tables.map((t) => t.name);
  await client.query('begin');
  try {
    await distributingTransaction(client);
    const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
      `select k.conrelid::regclass::text as table, k.conname as name,
              pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       where k.contype = 'f'
         and (k.conrelid::regclass::text = any ($1) or k.confrelid::regclass::text = any ($1))
       order by 1, 2`,
      [names],
    );
    for (const k of keys) {
      await client.query(`alter table ${ident(k.table)} drop constraint ${ident(k.name)}`);
    }
    // Reference tables first: the tenant tables' keys point at organizations.
    for (const t of tables.filter((t) => t.platform)) await distribute(client, t);
    for (const t of tables.filter((t) => !t.platform)) await distribute(client, t);
    for (const k of keys) {
      await client.query(
        `alter table ${ident(k.table)} add constraint ${ident(k.name)} ${k.definition}`,
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  return names;
}

/**
 * Drizzle's migrator (the same bookkeeping in drizzle.__drizzle_migrations: every pending
 * migration in one transaction), distributing each table right after the statement that makes it.
 */
export async function migrateOnCitus(client: Client, migrationsFolder: string) {
  await client.query('create schema if not exists drizzle');
  await client.query(`create table if not exists drizzle.__drizzle_migrations (
    id serial primary key, hash text not null, created_at bigint)`);
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = rows[0] ? Number(rows[0].created_at) : -1;
  const pending = readMigrationFiles({ migrationsFolder }).filter((m) => m.folderMillis > last);
  if (pending.length === 0) return;
  await client.query('begin');
  try {
    await distributingTransaction(client);
    for (const migration of pending) {
      for (const statement of migration.sql) {
        await client.query(statement);
        if (CREATE_TABLE.test(statement)) {
          for (const t of await localTables(client)) await distribute(client, t);
        }
      }
      await client.query(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [migration.hash, migration.folderMillis],
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}

const CREATE_TABLE = /^\s*create\s+table\s/im;

/** The public schema's tables Citus does not know yet, and which kind each becomes. */
async function localTables(client: Client) {
  const { rows } = await client.query<{ name: string; tenant: boolean }>(
    `select c.relname as name,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid
                    and a.attname = 'organization_id' and not a.attisdropped) as tenant
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and not exists (select 1 from pg_dist_partition p where p.logicalrelid = c.oid)
     order by 1`,
  );
  return rows.map((r) => ({ name: r.name, platform: isPlatformTable(r.name, r.tenant) }));
}

async function distributingTransaction(client: Client) {
  // Shards are made and changed one after another over this transaction's connections: Citus
  // asks for it when one transaction makes shards and then changes them (keys, triggers).
  await client.query(`set local citus.multi_shard_modify_mode to 'sequential'`);
  // The rows' triggers write other tables of the same organization only (co-located shards,
  // docs/ARCHITECTURE.md, "Database functions"): safe, which Citus cannot know.
  await client.query('set local citus.enable_unsafe_triggers to on');
}

async function distribute(client: Client, table: { name: string; platform: boolean }) {
  await client.query(
    table.platform
      ? 'select create_reference_table($1)'
      : `select create_distributed_table($1, 'organization_id', colocate_with => 'default')`,
    [table.name],
  );
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
