import type { TPermissionBody, ZPermissionsQuery } from '@pos/contracts/permission-entity';
import { PERMISSION_MESSAGES } from '@pos/contracts/permission-entity';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { conflict, forbidden, isUniqueViolation, notFound, taken } from '../../lib/errors.js';
import { findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { isBuiltInPermission, permissionsList } from './permissions.list.js';
import * as repo from './permissions.repository.js';

const PERMISSION_FIELDS = ['name', 'description'] as const;
const NAME_TAKEN = 'A permission with this name already exists.';
const BUILT_IN_LOCKED =
  "Built-in permissions cannot be renamed or deleted: they gate the app's screens.";

/** Seeds the permission catalogue of a new organization; returns name → id. */
export async function seedCatalogue(ex: Executor, organizationId: string) {
  const rows = await repo.insertCatalogue(ex, organizationId);
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * id → name of permissions sent in a body; an id that is not one of the organization's
 * permissions is a 404 and nothing is written (DESIGN §12).
 */
export async function permissionNamesOf(ex: Executor, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.findByIds(ex, organizationId, unique);
  if (rows.length !== unique.length) throw notFound('Permission not found');
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const countPermissions = (deps: AppDeps, caller: Caller) =>
  repo.countPermissions(deps.db, caller.organizationId);

export const listPermissions = (
  deps: AppDeps,
  caller: Caller,
  q: z.output<typeof ZPermissionsQuery>,
) => runList(deps.db, permissionsList, caller.organizationId, q);

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, permissionsList, organizationId, id);
  if (!row) throw notFound('Permission not found');
  return row;
}

export const getPermission = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const uniqueName = async <T>(work: () => Promise<T>) => {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('NAME_TAKEN', 'permissionName', NAME_TAKEN);
    throw err;
  }
};

export async function createPermission(deps: AppDeps, caller: Caller, body: TPermissionBody) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const id = await repo.insertPermission(tx, org, {
        name: body.permissionName,
        description: body.description || null,
      });
      // No role link to write: the Owner role holds the whole catalogue (roles.list.ts).
      const created = await load(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'Permission',
        entityId: id,
        action: 'create',
        changes: diffOf(null, created, PERMISSION_FIELDS),
      });
      return created;
    }),
  );
  return { data, message: PERMISSION_MESSAGES.created };
}

export async function updatePermission(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TPermissionBody,
) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const current = await load(tx, org, id);
      if (current.isBuiltIn && body.permissionName !== current.name) {
        throw conflict(BUILT_IN_LOCKED, { permissionName: BUILT_IN_LOCKED }, 'BUILT_IN_LOCKED');
      }
      await repo.updatePermission(tx, org, id, {
        name: body.permissionName,
        description: body.description || null,
      });
      const after = await load(tx, org, id);
      const changes = diffOf(current, after, PERMISSION_FIELDS);
      await recordUpdate(tx, caller, { entityType: 'Permission', entityId: id }, changes);
      return after;
    }),
  );
  return { data, message: PERMISSION_MESSAGES.updated };
}

export async function deletePermission(deps: AppDeps, caller: Caller, id: string) {
  return deps.db.transaction(async (tx) => {
    const current = await load(tx, caller.organizationId, id);
    if (isBuiltInPermission(current.name))
      throw conflict(BUILT_IN_LOCKED, undefined, 'BUILT_IN_LOCKED');
    // Role and user links go with it (ON DELETE CASCADE).
    await repo.deletePermission(tx, caller.organizationId, id);
    await recordAudit(tx, caller, {
      entityType: 'Permission',
      entityId: id,
      action: 'delete',
      changes: diffOf(current, null, PERMISSION_FIELDS),
    });
    return { message: `${current.name} deleted successfully!` };
  });
}

/** Nobody grants what they do not hold themselves: every name must be the caller's. */
export function assertCallerHolds(caller: Caller, names: Iterable<string>) {
  const missing = [...new Set(names)].filter((n) => !caller.permissions.includes(n));
  if (missing.length > 0) {
    throw forbidden(
      `You cannot grant permissions you do not hold yourself: ${missing.sort().join(', ')}.`,
      { permission: missing[0], permissions: missing },
    );
  }
}
