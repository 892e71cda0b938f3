import { PERMISSIONS } from '@pos/contracts/permissions';
import { count, eq } from 'drizzle-orm';
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
