import { BUILT_IN_ROLES, OPERATOR_ROLES } from '@pos/contracts/permissions';
import type { Executor } from '../../db/client.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './roles.repository.js';

/** Creates Owner, organization_admin, organization_manager and cashier; returns name → id. */
export async function createBuiltInRoles(
  ex: Executor,
  organizationId: string,
  permissionIds: Map<string, string>,
) {
  const ids = new Map<string, string>();
  for (const role of BUILT_IN_ROLES) {
    const id = await repo.insertRole(ex, organizationId, {
      name: role.name,
      description: role.description,
      isBuiltIn: true,
    });
    const permIds = role.permissions
      .map((p) => permissionIds.get(p))
      .filter((x) => x !== undefined);
    await repo.linkPermissions(ex, organizationId, id, permIds);
    ids.set(role.name, id);
  }
  return ids;
}

/** The platform organization's operator roles; they carry no tenant permissions. */
export async function ensureOperatorRoles(ex: Executor, platformOrganizationId: string) {
  const ids = new Map<string, string>();
  for (const name of OPERATOR_ROLES) {
    const existing = await repo.findRoleByName(ex, platformOrganizationId, name);
    ids.set(
      name,
      existing?.id ??
        (await repo.insertRole(ex, platformOrganizationId, {
          name,
          description:
            name === 'super_admin'
              ? 'Platform super administrator'
              : 'Platform business administrator',
          isBuiltIn: true,
        })),
    );
  }
  return ids;
}

export const findRoleId = async (ex: Executor, organizationId: string, name: string) =>
  (await repo.findRoleByName(ex, organizationId, name))?.id ?? null;

export const countRoles = (deps: AppDeps, caller: Caller) =>
  repo.countRoles(deps.db, caller.organizationId);
