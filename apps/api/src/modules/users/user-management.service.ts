import { OWNER_ROLE } from '@pos/contracts/permissions';
import {
  type TUserRow,
  type TUsersQuery,
  USER_MESSAGES,
  type ZUserCreateBody,
  type ZUserUpdateBody,
} from '@pos/contracts/users';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  badRequest,
  conflict,
  forbidden,
  inUse,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  taken,
  violatedConstraint,
} from '../../lib/errors.js';
import { findListRow, runList } from '../../lib/list-query.js';
import { assertAcceptablePassword, hashPassword } from '../../lib/passwords.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { assertCallerHolds, permissionNamesOf } from '../permissions/permissions.service.js';
import { roleForAssignment } from '../roles/roles.service.js';
import { inOrganizationTimeZone } from '../settings/settings.service.js';
import { usersList } from './users.list.js';
import * as repo from './users.repository.js';

const LAST_OWNER = 'The organization must keep at least one Owner.';
const ONLY_OWNER = 'Only an Owner can make, change or delete an Owner.';
const NOT_SELF_DELETE = 'You cannot delete your own account.';
const NOT_SELF_DEACTIVATE = 'You cannot deactivate your own account.';
const HAS_SALES =
  'This user has recorded sales or stock movements and cannot be deleted. Deactivate the account instead.';

/** A user's fields the audit log follows; the password shows as changed, never its value. */
const AUDITED = ['name', 'username', 'email', 'phone', 'role', 'isActive', 'permissions'] as const;
type Audited = Pick<TUserRow, (typeof AUDITED)[number]>;
/** The role and own permissions by name, as the log shows them. */
const audited = async (ex: Executor, org: string, u: TUserRow): Promise<Audited> => ({
  name: u.name,
  username: u.username,
  email: u.email,
  phone: u.phone,
  role: u.role,
  isActive: u.isActive,
  permissions: [...(await permissionNamesOf(ex, org, u.permissions)).values()].sort(),
});

export const listUsers = async (deps: AppDeps, caller: Caller, q: TUsersQuery) =>
  runList(
    deps.db,
    usersList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, usersList, organizationId, id);
  if (!row) throw notFound('User not found');
  return row;
}

export const getUser = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const isOwner = (caller: Caller) => caller.role === OWNER_ROLE;

/** The role and own permissions a body gives: all must exist here and be the caller's to give. */
async function checkAssignment(
  ex: Executor,
  caller: Caller,
  body: { role: string; permissions: string[] },
) {
  const role = await roleForAssignment(ex, caller.organizationId, body.role);
  if (role.isOwner && !isOwner(caller)) throw forbidden(ONLY_OWNER, undefined, 'ONLY_OWNER');
  const own = await permissionNamesOf(ex, caller.organizationId, body.permissions);
  assertCallerHolds(caller, [...role.permissionNames, ...own.values()]);
  return { role, permissionIds: [...own.keys()] };
}

/** Nobody changes an account that can do more than they can (it would hand them its rights). */
async function assertMayManage(
  ex: Executor,
  caller: Caller,
  target: { _id: string; role: string | null; userRole: string | null },
) {
  if (target.role === OWNER_ROLE && !isOwner(caller)) {
    throw forbidden(ONLY_OWNER, undefined, 'ONLY_OWNER');
  }
  const theirs = await repo.effectivePermissionNames(
    ex,
    caller.organizationId,
    target._id,
    target.userRole,
  );
  if (theirs.some((p) => !caller.permissions.includes(p))) {
    throw forbidden('You cannot change a user who holds permissions you do not have.');
  }
}

async function assertOwnerRemains(
  ex: Executor,
  organizationId: string,
  ownerRoleId: string | null,
) {
  if (!ownerRoleId) return;
  if ((await repo.countUsersWithRole(ex, organizationId, ownerRoleId)) <= 1)
    throw conflict(LAST_OWNER, undefined, 'LAST_OWNER');
}

async function assertUnique(
  ex: Executor,
  body: { username: string; email?: string },
  exceptId?: string,
) {
  if (await repo.usernameTaken(ex, body.username, exceptId)) {
    throw taken('USERNAME_TAKEN', 'username', USER_MESSAGES.usernameTaken);
  }
  if (body.email && (await repo.emailTaken(ex, body.email, exceptId))) {
    throw taken('EMAIL_TAKEN', 'email', USER_MESSAGES.emailTaken);
  }
}

/** Two writers racing for one username or e-mail: the unique index decides, with the same 409. */
async function uniqueOr409<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const field = violatedConstraint(err) === 'users_email_lower_uq' ? 'email' : 'username';
    throw field === 'email'
      ? taken('EMAIL_TAKEN', field, USER_MESSAGES.emailTaken)
      : taken('USERNAME_TAKEN', field, USER_MESSAGES.usernameTaken);
  }
}

export async function createUser(
  deps: AppDeps,
  caller: Caller,
  body: z.output<typeof ZUserCreateBody>,
) {
  assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  const org = caller.organizationId;
  const data = await uniqueOr409(() =>
    deps.db.transaction(async (tx) => {
      const { permissionIds } = await checkAssignment(tx, caller, body);
      await assertUnique(tx, body);
      const id = await repo.insertUser(tx, org, {
        name: body.name,
        username: body.username,
        email: body.email || null,
        phone: body.phone || null,
        passwordHash,
        roleId: body.role,
        isActive: body.isActive ?? true,
      });
      await repo.replaceUserPermissions(tx, org, id, permissionIds);
      const created = await load(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'User',
        entityId: id,
        action: 'create',
        changes: diffOf<Audited>(null, await audited(tx, org, created), AUDITED),
      });
      return created;
    }),
  );
  return { data, message: USER_MESSAGES.created };
}

export async function updateUser(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof ZUserUpdateBody>,
) {
  if (body.password) assertAcceptablePassword(body.password);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const org = caller.organizationId;
  const self = id === caller.userId;
  if (self && body.isActive === false) throw badRequest(NOT_SELF_DEACTIVATE);
  const data = await uniqueOr409(() =>
    deps.db.transaction(async (tx) => {
      const target = await load(tx, org, id);
      await assertMayManage(tx, caller, target);
      const { role, permissionIds } = await checkAssignment(tx, caller, body);
      const losesOwner = target.role === OWNER_ROLE && (!role.isOwner || body.isActive === false);
      if (losesOwner) await assertOwnerRemains(tx, org, target.userRole);
      await assertUnique(tx, body, id);
      const email = body.email || null;
      const emailChanged = (email ?? '').toLowerCase() !== (target.email ?? '').toLowerCase();
      await repo.updateUser(tx, org, id, {
        name: body.name,
        username: body.username,
        email,
        // A new address is not verified yet; links sent to the old one stop matching it.
        ...(emailChanged && { isEmailVerified: false }),
        phone: body.phone || null,
        roleId: body.role,
        ...(body.isActive !== undefined && { isActive: body.isActive }),
      });
      // A new password set by someone else ends that user's sessions; one's own keeps going.
      if (passwordHash) {
        if (self) await repo.updateUser(tx, org, id, { passwordHash });
        else await repo.setPassword(tx, org, id, passwordHash);
      }
      await repo.replaceUserPermissions(tx, org, id, permissionIds);
      const after = await load(tx, org, id);
      const changes = diffOf<Audited>(
        await audited(tx, org, target),
        await audited(tx, org, after),
        AUDITED,
      );
      if (passwordHash) changes.password = { before: null, after: '(changed)' };
      await recordUpdate(tx, caller, { entityType: 'User', entityId: id }, changes);
      return after;
    }),
  );
  return { data, message: USER_MESSAGES.updated };
}

export async function deleteUser(deps: AppDeps, caller: Caller, id: string) {
  if (id === caller.userId) throw badRequest(NOT_SELF_DELETE);
  const org = caller.organizationId;
  try {
    return await deps.db.transaction(async (tx) => {
      const target = await load(tx, org, id);
      await assertMayManage(tx, caller, target);
      if (target.role === OWNER_ROLE) await assertOwnerRemains(tx, org, target.userRole);
      await repo.deleteUser(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'User',
        entityId: id,
        action: 'delete',
        changes: diffOf<Audited>(await audited(tx, org, target), null, AUDITED),
      });
      return { message: `${target.name} deleted successfully!` };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse(HAS_SALES);
    throw err;
  }
}
