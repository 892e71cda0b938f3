import { BUILT_IN_ROLES, OPERATOR_ROLES, OWNER_ROLE } from '@pos/contracts/permissions';
import {
  ROLE_MESSAGES,
  type TRoleBody,
  type TRoleRow,
  type ZRolesQuery,
} from '@pos/contracts/roles';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  conflict,
  inUse,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  taken,
} from '../../lib/errors.js';
import { findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { assertCallerHolds, permissionNamesOf } from '../permissions/permissions.service.js';
import { rolesList } from './roles.list.js';
import * as repo from './roles.repository.js';

/** A role as the audit log shows it: its permissions by name, its discount limit. */
const ROLE_FIELDS = ['name', 'description', 'permissions', 'maxDiscountPercent'] as const;
type AuditedRole = {
  name: string;
  description: string | null;
  permissions: string[];
  maxDiscountPercent: number | null;
};
const auditedRole = async (ex: Executor, org: string, r: TRoleRow): Promise<AuditedRole> => ({
  name: r.name,
  description: r.description,
  permissions: [...(await permissionNamesOf(ex, org, r.permissions)).values()].sort(),
  maxDiscountPercent: r.maxDiscountPercent,
});

/** A limit as stored (2 decimals; null: none); left out, undefined: the stored one stays. */
const limitText = (percent: number | null | undefined) =>
  percent === undefined ? undefined : percent === null ? null : percent.toFixed(2);

const NAME_TAKEN = 'A role with this name already exists.';
const RESERVED = `This role name is reserved. Choose another name.`;
const OWNER_LOCKED = 'The Owner role always holds every permission.';
const OWNER_UNLIMITED = 'The Owner role gives any discount: it has no limit.';
const BUILT_IN_RENAME = 'Built-in roles cannot be renamed.';
const BUILT_IN_DELETE = 'Built-in roles cannot be deleted.';

/**
 * Creates Owner, organization_admin, organization_manager and cashier; returns name → id. The
 * Owner's permissions are not linked: it holds the whole catalogue (roles.list.ts).
 */
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
    if (role.name !== OWNER_ROLE) {
      const permIds = role.permissions
        .map((p) => permissionIds.get(p))
        .filter((x) => x !== undefined);
      await repo.linkPermissions(ex, organizationId, id, permIds);
    }
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

export const listRoles = (deps: AppDeps, caller: Caller, q: z.output<typeof ZRolesQuery>) =>
  runList(deps.db, rolesList, caller.organizationId, q);

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, rolesList, organizationId, id);
  if (!row) throw notFound('Role not found');
  return row;
}

export const getRole = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

/** The role a user is given, with its permission names (for the granting rule). */
export async function roleForAssignment(ex: Executor, organizationId: string, roleId: string) {
  if (!(await repo.lockRole(ex, organizationId, roleId, 'share'))) throw notFound('Role not found');
  const role = await findListRow(ex, rolesList, organizationId, roleId);
  if (!role) throw notFound('Role not found');
  const names = await permissionNamesOf(ex, organizationId, role.permissions);
  return { ...role, permissionNames: [...names.values()] };
}

const isReserved = (name: string) =>
  [OWNER_ROLE, ...OPERATOR_ROLES].some((r) => r.toLowerCase() === name.trim().toLowerCase());

/** The unique index on (organization, lower(name)) of roles.tables.ts. */
const NAME_INDEX = 'roles_org_name_uq';

/** Only that index means the name is taken; any other violation is not the caller's doing. */
const uniqueName = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, NAME_INDEX)) throw taken('NAME_TAKEN', 'name', NAME_TAKEN);
    throw err;
  }
};

export async function createRole(deps: AppDeps, caller: Caller, body: TRoleBody) {
  if (isReserved(body.name)) throw conflict(RESERVED, { name: RESERVED }, 'NAME_RESERVED');
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const names = await permissionNamesOf(tx, org, body.permissions ?? []);
      assertCallerHolds(caller, names.values());
      const id = await repo.insertRole(tx, org, {
        name: body.name,
        description: body.description || null,
        isBuiltIn: false,
        maxDiscountPercent: limitText(body.maxDiscountPercent) ?? null,
      });
      await repo.linkPermissions(tx, org, id, [...names.keys()]);
      const created = await load(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'Role',
        entityId: id,
        action: 'create',
        changes: diffOf(null, await auditedRole(tx, org, created), ROLE_FIELDS),
      });
      return created;
    }),
  );
  return { data, message: ROLE_MESSAGES.created };
}

export async function updateRole(deps: AppDeps, caller: Caller, id: string, body: TRoleBody) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      // Concurrent updates of this role wait here: without the lock, two of them delete the
      // same permission rows and both insert them again (a primary-key violation).
      if (!(await repo.lockRole(tx, org, id))) throw notFound('Role not found');
      const current = await load(tx, org, id);
      const renamed = body.name !== current.name;
      if (current.isBuiltIn && renamed) {
        throw conflict(BUILT_IN_RENAME, { name: BUILT_IN_RENAME }, 'BUILT_IN_LOCKED');
      }
      if (!current.isBuiltIn && renamed && isReserved(body.name)) {
        throw conflict(RESERVED, { name: RESERVED }, 'NAME_RESERVED');
      }
      const wanted = [...new Set(body.permissions ?? [])].sort();
      const names = await permissionNamesOf(tx, org, wanted);
      if (current.isOwner) {
        if (wanted.join() !== [...current.permissions].sort().join()) {
          throw conflict(OWNER_LOCKED, { permissions: OWNER_LOCKED }, 'BUILT_IN_LOCKED');
        }
        if (body.maxDiscountPercent != null) {
          throw conflict(
            OWNER_UNLIMITED,
            { maxDiscountPercent: OWNER_UNLIMITED },
            'BUILT_IN_LOCKED',
          );
        }
      } else {
        // Adding or removing a permission both change what its holders can do.
        const before = await permissionNamesOf(tx, org, current.permissions);
        const changed = [
          ...[...names.values()].filter((n) => ![...before.values()].includes(n)),
          ...[...before.values()].filter((n) => ![...names.values()].includes(n)),
        ];
        assertCallerHolds(caller, changed);
        await repo.replacePermissions(tx, org, id, [...names.keys()]);
      }
      const limit = limitText(body.maxDiscountPercent);
      await repo.updateRole(tx, org, id, {
        name: body.name,
        description: body.description || null,
        ...(limit !== undefined && { maxDiscountPercent: limit }),
      });
      const after = await load(tx, org, id);
      const changes = diffOf(
        await auditedRole(tx, org, current),
        await auditedRole(tx, org, after),
        ROLE_FIELDS,
      );
      await recordUpdate(tx, caller, { entityType: 'Role', entityId: id }, changes);
      return after;
    }),
  );
  return { data, message: ROLE_MESSAGES.updated };
}

export async function deleteRole(deps: AppDeps, caller: Caller, id: string) {
  return deps.db.transaction(async (tx) => {
    const current = await load(tx, caller.organizationId, id);
    if (current.isBuiltIn) throw conflict(BUILT_IN_DELETE, undefined, 'BUILT_IN_LOCKED');
    if (current.userCount > 0) {
      throw inUse(
        current.userCount === 1
          ? 'This role is still assigned to 1 user. Give them another role first.'
          : `This role is still assigned to ${current.userCount} users. Give them another role first.`,
      );
    }
    try {
      await repo.deleteRole(tx, caller.organizationId, id);
    } catch (err) {
      // Someone was given the role after it was counted: the foreign key keeps it.
      if (isForeignKeyViolation(err)) throw inUse('This role was just assigned to a user.');
      throw err;
    }
    await recordAudit(tx, caller, {
      entityType: 'Role',
      entityId: id,
      action: 'delete',
      changes: diffOf(await auditedRole(tx, caller.organizationId, current), null, ROLE_FIELDS),
    });
    return { message: `${current.name} deleted successfully!` };
  });
}
