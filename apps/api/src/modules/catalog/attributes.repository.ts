import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { attributes, manufacturers, marketers, suppliers } from './attributes.tables.js';

/** The named lists of an organization: attributes and the product form's product-info lists. */
export const NAMED_TABLES = { attributes, manufacturers, suppliers, marketers } as const;
export type NamedListKind = keyof typeof NAMED_TABLES;

export async function insertEntry(
  ex: Executor,
  kind: NamedListKind,
  organizationId: string,
  name: string,
) {
  const table = NAMED_TABLES[kind];
  const [row] = await ex.insert(table).values({ organizationId, name }).returning({ id: table.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function renameEntry(
  ex: Executor,
  kind: NamedListKind,
  organizationId: string,
  id: string,
  name: string,
) {
  const table = NAMED_TABLES[kind];
  await ex
    .update(table)
    .set({ name })
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}

export async function deleteEntry(
  ex: Executor,
  kind: NamedListKind,
  organizationId: string,
  id: string,
) {
  const table = NAMED_TABLES[kind];
  await ex.delete(table).where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}

/** The entry of this name, case-insensitively (the bulk upload's find-or-create). */
export async function findEntryIdByName(
  ex: Executor,
  kind: NamedListKind,
  organizationId: string,
  name: string,
) {
  const table = NAMED_TABLES[kind];
  const [found] = await ex
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.organizationId, organizationId),
        eq(sql`lower(${table.name})`, name.toLowerCase()),
      ),
    );
  return found?.id ?? null;
}
