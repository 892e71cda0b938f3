/**
 * The schema's tenancy as Citus needs it to distribute the tenant tables by organization_id
 * (docs/DESIGN.md, "Operations", Citus): read from the catalogue of the migrated database, so
 * a table or an index added anywhere is checked without being listed here.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { queryRows } from './client.js';

const t = useTestApp();

/**
 * The directory of platform-wide names (sign-in e-mails and usernames, pairing codes): it names
 * the organization of each, but is a platform table — a reference table on Citus — whose key is
 * the name itself (organization.tables.ts).
 */
const DIRECTORY = 'global_keys';

/** The platform's own tables (no organization_id): reference tables on Citus. */
const PLATFORM_TABLES = [
  'auth_throttle',
  'organizations',
  'payment_webhook_events',
  'platform_settings',
  'sandbox_orders',
  'sandbox_payments',
];

let tenantTables: string[] = [];

beforeAll(async () => {
  const rows = await queryRows<{ name: string; tenant: boolean }>(
    t.db,
    sql`select c.relname as name,
          exists (select 1 from pg_attribute a where a.attrelid = c.oid
                  and a.attname = 'organization_id' and not a.attisdropped) as tenant
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and c.relname not like '\\_\\_drizzle%'
        order by 1`,
  );
  tenantTables = rows
    .filter((r) => r.tenant && r.name !== 'organizations' && r.name !== DIRECTORY)
    .map((r) => r.name);
  expect(rows.map((r) => r.name)).toContain(DIRECTORY);
  expect(rows.filter((r) => !r.tenant).map((r) => r.name)).toEqual(PLATFORM_TABLES);
});

describe('every tenant table', () => {
  it('has organization_id in its primary key (or, without one, in a unique key over its rows)', async () => {
    const keyed = await queryRows<{ name: string }>(
      t.db,
      sql`select distinct c.relname as name
          from pg_index x
          join pg_class c on c.oid = x.indrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum = any (x.indkey)
          where n.nspname = 'public' and a.attname = 'organization_id'
            and (x.indisprimary
                 or (x.indisunique and x.indpred is null
                     and not exists (select 1 from pg_index p where p.indrelid = c.oid and p.indisprimary)))`,
    );
    const names = new Set(keyed.map((r) => r.name));
    expect(tenantTables.filter((name) => !names.has(name))).toEqual([]);
    expect(tenantTables.length).toBeGreaterThan(70);
  });

  it('has organization_id in every unique index (platform-wide names live in the directory)', async () => {
    const global = await queryRows<{ index: string }>(
      t.db,
      sql`select i.relname as index
          from pg_index x
          join pg_class c on c.oid = x.indrelid
          join pg_class i on i.oid = x.indexrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and x.indisunique
            and c.relname in (${sql.join(
              tenantTables.map((name) => sql`${name}`),
              sql`, `,
            )})
            and not exists (select 1 from pg_attribute a where a.attrelid = c.oid
                            and a.attname = 'organization_id' and a.attnum = any (x.indkey))
          order by 1`,
    );
    expect(global.map((r) => r.index)).toEqual([]);
  });

  it('names its organization in every foreign key to another tenant table, and no platform table points into one', async () => {
    const keys = await queryRows<{ key: string; from: string; to: string; pair: boolean }>(
      t.db,
      sql`select k.conname as key, c.relname as from, f.relname as to,
            exists (select 1 from unnest(k.conkey, k.confkey) as p(col, fcol)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = p.col
                    join pg_attribute b on b.attrelid = k.confrelid and b.attnum = p.fcol
                    where a.attname = 'organization_id' and b.attname = 'organization_id') as pair
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class f on f.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and k.contype = 'f'`,
    );
    const tenant = new Set(tenantTables);
    // Between tenant tables: (organization_id, …) → (organization_id, …), co-located shards.
    const between = keys.filter((k) => tenant.has(k.from) && tenant.has(k.to));
    expect(between.filter((k) => !k.pair)).toEqual([]);
    expect(between.length).toBeGreaterThan(50);
    // (organization_id → organizations.id is the one key that is not such a pair.)
    expect(keys.filter((k) => k.to === 'organizations' && k.pair)).toEqual([]);
    // From a platform table into a tenant table: a reference table cannot point into shards.
    expect(keys.filter((k) => !tenant.has(k.from) && tenant.has(k.to))).toEqual([]);
  });

  it('checks the keys of a sale’s lines and payments to it at COMMIT, and only those', async () => {
    // The sale's one statement writes them before the sale (sales.repository.ts, recordSale);
    // Citus checks a key at the end of each of its parts (migration 0088; drizzle cannot
    // declare a deferrable key).
    const deferred = await queryRows<{ key: string }>(
      t.db,
      sql`select c.relname || ' → ' || f.relname as key
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class f on f.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and k.contype = 'f' and k.condeferrable and k.condeferred
          order by 1`,
    );
    expect(deferred.map((d) => d.key)).toEqual([
      'transaction_items → transactions',
      'transaction_payments → transactions',
    ]);
  });
});
