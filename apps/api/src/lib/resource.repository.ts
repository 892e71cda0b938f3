import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** A tenant table: each row belongs to one organization and has an id. */
export type TenantTable = PgTable & { organizationId: AnyPgColumn; id: AnyPgColumn };

/**
 * Whether `id` names a row of `table` in this organization: the object-level check of `:id`
 * routes (plugins/auth.ts) and of ids sent in a body (DESIGN §12: else 404).
 */
export async function isRowOfOrganization(
  ex: Executor,
  table: TenantTable,
  organizationId: string,
  id: string,
) {
  const [row] = await ex
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)))
    .limit(1);
  return row !== undefined;
}
