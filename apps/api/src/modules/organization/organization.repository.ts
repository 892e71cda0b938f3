import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { queryRows, setLocal } from '../../db/client.js';
import { deletionOrder } from './deletion-order.js';
import { organizations } from './organization.tables.js';

export async function insertOrganization(
  ex: Executor,
  values: { name: string; code: string; kind: 'tenant' | 'platform'; email?: string | null },
) {
  const [row] = await ex.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export async function findPlatformOrganization(ex: Executor) {
  const [row] = await ex.select().from(organizations).where(eq(organizations.kind, 'platform'));
  return row ?? null;
}

export async function findOrganization(ex: Executor, id: string) {
  const [row] = await ex.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export async function updateOrganization(
  ex: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof organizations.$inferInsert,
      'name' | 'code' | 'address' | 'email' | 'phone' | 'logo'
    >
  >,
) {
  const [row] = await ex
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

/** The organization's row, locked until the transaction ends (its status changes one at a time). */
export async function lockOrganization(ex: Executor, id: string) {
  const [row] = await ex.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row ?? null;
}

export async function setOrganizationStatus(
  ex: Executor,
  id: string,
  values: Pick<typeof organizations.$inferInsert, 'isActive' | 'disabledReason' | 'disabledAt'>,
) {
  await ex
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}

/** Every table with an `organization_id`, and which of them each references (its foreign keys). */
async function tenantTables(ex: Executor) {
  return queryRows<{ table: string; parents: string[] }>(
    ex,
    // text, not name: node-postgres reads no name[] array.
    sql`select c.relname::text as "table",
          coalesce(array_agg(distinct p.relname::text) filter (where p.relname is not null),
            '{}'::text[]) as parents
        from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
        left join pg_constraint f on f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid
        left join pg_class p on p.oid = f.confrelid and p.relname <> 'organizations'
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        group by c.relname`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Deletes the organization and every row of it, answering how many rows each table held (those
 * with none left out). Table by table, children first — the tables' keys to each other are
 * checked at each statement, which one cascading delete of the organization's row would break —
 * with `pos.erasing_organization` set, so the triggers that keep ledgers append-only let its
 * rows go and the ones that write tombstones or webhook events write nothing for it
 * (organization.functions.sql). The tables are read from the catalogue: a new one is included
 * without a change here.
 */
export async function deleteOrganization(ex: Executor, id: string) {
  if (!UUID.test(id)) throw new Error(`not an organization id: ${id}`);
  await setLocal(ex, 'pos.erasing_organization', id);
  const rows: Record<string, number> = {};
  for (const table of deletionOrder(await tenantTables(ex))) {
    const [done] = await queryRows<{ n: number }>(
      ex,
      sql`with gone as (delete from ${sql.identifier(table)} where organization_id = ${id} returning 1)
          select count(*)::int as n from gone`,
    );
    if (Number(done?.n) > 0) rows[table] = Number(done?.n);
  }
  await ex.delete(organizations).where(eq(organizations.id, id));
  rows.organizations = 1;
  return rows;
}
