import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rolePermissions, roles } from './roles.tables.js';

export async function insertRole(
  ex: Executor,
  organizationId: string,
  values: {
    name: string;
    description: string | null;
    isBuiltIn: boolean;
    maxDiscountPercent?: string | null;
  },
) {
  const [row] = await ex
    .insert(roles)
    .values({ organizationId, ...values })
    .returning({ id: roles.id });
  if (!row) throw new Error('role insert returned nothing');
  return row.id;
}

export async function linkPermissions(
  ex: Executor,
  organizationId: string,
  roleId: string,
  permissionIds: string[],
) {
  if (permissionIds.length === 0) return;
  await ex
    .insert(rolePermissions)
    .values(permissionIds.map((permissionId) => ({ organizationId, roleId, permissionId })));
}

export async function findRoleByName(ex: Executor, organizationId: string, name: string) {
  const [row] = await ex
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)));
  return row ?? null;
}

export async function countRoles(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(roles)
    .where(eq(roles.organizationId, organizationId));
  return row?.n ?? 0;
}

/**
 * Locks the role row for the rest of the transaction. `update`: concurrent edits of one role run
 * one after the other (each replaces the permission rows the previous one wrote); `share`: a role
 * being given to a user cannot be deleted under it. False if absent.
 */
export async function lockRole(
  ex: Executor,
  organizationId: string,
  id: string,
  mode: 'update' | 'share' = 'update',
) {
  const rows = await ex
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)))
    .for(mode);
  return rows.length > 0;
}

export async function updateRole(
  ex: Executor,
  organizationId: string,
  id: string,
  values: { name: string; description: string | null; maxDiscountPercent?: string | null },
) {
  await ex
    .update(roles)
    .set(values)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
}

export async function replacePermissions(
  ex: Executor,
  organizationId: string,
  roleId: string,
  permissionIds: string[],
) {
  await ex
    .delete(rolePermissions)
    .where(
      and(eq(rolePermissions.organizationId, organizationId), eq(rolePermissions.roleId, roleId)),
    );
  await linkPermissions(ex, organizationId, roleId, permissionIds);
}

export async function deleteRole(ex: Executor, organizationId: string, id: string) {
  await ex.delete(roles).where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
}
