import { PERMISSIONS } from '@pos/contracts/permissions';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { permissions } from './permissions.tables.js';

export async function insertCatalogue(ex: Executor, organizationId: string) {
  return ex
    .insert(permissions)
    .values(PERMISSIONS.map((p) => ({ organizationId, name: p.name, description: p.description })))
    .returning({ id: permissions.id, name: permissions.name });
}

export async function countPermissions(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(permissions)
    .where(eq(permissions.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function findByIds(ex: Executor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return ex
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(and(eq(permissions.organizationId, organizationId), inArray(permissions.id, ids)));
}

export async function insertPermission(
  ex: Executor,
  organizationId: string,
  values: { name: string; description: string | null },
) {
  const [row] = await ex
    .insert(permissions)
    .values({ organizationId, ...values })
    .returning({ id: permissions.id });
  if (!row) throw new Error('permission insert returned nothing');
  return row.id;
}

export async function updatePermission(
  ex: Executor,
  organizationId: string,
  id: string,
  values: { name: string; description: string | null },
) {
  await ex
    .update(permissions)
    .set(values)
    .where(and(eq(permissions.organizationId, organizationId), eq(permissions.id, id)));
}

export async function deletePermission(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(permissions)
    .where(and(eq(permissions.organizationId, organizationId), eq(permissions.id, id)));
}
