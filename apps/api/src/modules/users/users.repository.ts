import type { TLanguage } from '@pos/contracts/languages';
import { OWNER_ROLE } from '@pos/contracts/permissions';
import { and, count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, queryRows, statementName } from '../../db/client.js';
import {
  claimGlobalKeys,
  type GlobalKey,
  globalKeyOwner,
  releaseGlobalKeys,
} from '../organization/global-keys.fragment.js';
import { organizations } from '../organization/organization.tables.js';
import { permissions } from '../permissions/permissions.tables.js';
import { rolePermissions, roles } from '../roles/roles.tables.js';
import { subscriptionExpiredSql } from '../subscription/expiry.js';
import { subscriptions } from '../subscription/subscription.tables.js';
import { userPermissions, users } from './users.tables.js';

export type UserInsert = Omit<typeof users.$inferInsert, 'organizationId' | 'id'>;

/** A user's sign-in names. */
type SignInNames = { email?: string | null; username?: string | null };

/** Their keys in the directory, lower-cased as sign-in compares them. */
const signInKeys = (names: SignInNames): GlobalKey[] => [
  ...(names.email ? [{ kind: 'email' as const, key: names.email.toLowerCase() }] : []),
  ...(names.username ? [{ kind: 'username' as const, key: names.username.toLowerCase() }] : []),
];

/**
 * Moves a user's sign-in names in the directory of global keys from `before` to `after`: frees
 * those given up, takes the new ones — a name another organization's user holds fails with a
 * unique violation, answered as taken (organization/global-keys.repository.ts).
 */
async function moveSignInKeys(
  ex: Executor,
  organizationId: string,
  before: SignInNames,
  after: SignInNames,
) {
  const old = signInKeys(before);
  const now = signInKeys(after);
  const among = (keys: GlobalKey[]) => (k: GlobalKey) =>
    !keys.some((o) => o.kind === k.kind && o.key === k.key);
  const freed = old.filter(among(now));
  const taken = now.filter(among(old));
  if (freed.length > 0) await ex.execute(releaseGlobalKeys(organizationId, freed));
  if (taken.length > 0) await ex.execute(claimGlobalKeys(organizationId, taken));
}

/** The user's sign-in names as stored, or nothing for no such user. */
async function signInNamesOf(ex: Executor, organizationId: string, userId: string) {
  const [row] = await ex
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row;
}

export async function insertUser(ex: Executor, organizationId: string, values: UserInsert) {
  const [row] = await ex
    .insert(users)
    .values({ organizationId, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  await moveSignInKeys(ex, organizationId, {}, values);
  return row.id;
}

/**
 * The organization holding a sign-in name (the directory of global keys, lower-cased as
 * `signInKeys` writes them), then its user by that name: the user is read in one organization —
 * on Citus from its one shard, not every worker's (docs/DESIGN.md, "Operations", Citus).
 */
async function bySignInName(ex: Executor, kinds: ('email' | 'username')[], name: string) {
  const l = name.toLowerCase();
  const [owner] = await queryRows<{ organization_id: string; kind: 'email' | 'username' }>(
    ex,
    globalKeyOwner(kinds, l),
  );
  if (!owner) return null;
  // The user by the kind of name the directory found (e-mail first), not by either: in that
  // organization one user's username may be another's e-mail.
  const column = owner.kind === 'email' ? users.email : users.username;
  const [row] = await ex
    .select()
    .from(users)
    .where(and(eq(users.organizationId, owner.organization_id), eq(sql`lower(${column})`, l)))
    .limit(1);
  return row ?? null;
}

/** Sign-in names no organization: e-mail or username, platform-wide, case-insensitively. */
export const findByLogin = (ex: Executor, login: string) =>
  bySignInName(ex, ['email', 'username'], login);

export const findByEmail = (ex: Executor, email: string) => bySignInName(ex, ['email'], email);

export async function usernameTaken(ex: Executor, username: string, exceptUserId?: string) {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

/**
 * Whether the permission row `permission` of the organization is linked to the role or to the
 * user (DESIGN §6). The organization is a value, not the outer row's column: Citus plans a
 * correlated subquery on one shard only so (docs/ARCHITECTURE.md, "Database functions").
 */
const linkedPermission = (
  organizationId: SQLWrapper | string,
  permission: SQL,
  roleId: SQLWrapper | string | null,
  userId: SQLWrapper | string,
) =>
  sql`(exists (select 1 from ${rolePermissions} rp where rp.organization_id = ${organizationId}
         and rp.permission_id = ${permission}.id and rp.role_id = ${roleId})
    or exists (select 1 from ${userPermissions} up where up.organization_id = ${organizationId}
         and up.permission_id = ${permission}.id and up.user_id = ${userId}))`;

/** The statement of `findUserWithContext`, built once per database (below). */
const callerContextQuery = (ex: Executor) =>
  ex
    .select({
      user: users,
      roleName: roles.name,
      roleBuiltIn: roles.isBuiltIn,
      organizationName: organizations.name,
      organizationKind: organizations.kind,
      organizationActive: organizations.isActive,
      // The language the app speaks to the user (docs/DESIGN.md, "Languages"): theirs, else the
      // organization's default (one primary-key read).
      language: sql<TLanguage>`coalesce(${users.language}, (select g.language from general_settings g
        where g.organization_id = ${sql.placeholder('organizationId')}), 'en')`,
      subscriptionExpired: sql<boolean>`coalesce(${subscriptionExpiredSql(sql`${subscriptions}`)}, false)`,
      // Effective permissions in the same statement (the auth hook runs this on every request):
      // the role's ∪ the user's own (DESIGN §6); the built-in Owner holds every permission of
      // the catalogue, whatever its links say.
      permissionNames: sql<string[]>`array(
        select p.name from ${permissions} p where p.organization_id = ${sql.placeholder('organizationId')} and (
          (${roles.name} = ${OWNER_ROLE} and ${roles.isBuiltIn})
          or ${linkedPermission(sql.placeholder('organizationId'), sql`p`, users.roleId, users.id)})
        order by p.name)`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, users.organizationId))
    .leftJoin(
      roles,
      and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)),
    )
    .where(
      and(
        eq(users.organizationId, sql.placeholder('organizationId')),
        eq(users.id, sql.placeholder('userId')),
      ),
    )
    .prepare(statementName('caller_context'));

/**
 * Every authenticated request runs `findUserWithContext`: its statement is built once per
 * database (building it with Drizzle took a sixth of a sale's API time) and prepared once per
 * connection (see queryRowsPrepared).
 */
const callerContext = new WeakMap<Executor, ReturnType<typeof callerContextQuery>>();

/** The user with role and organization, for the auth hook and the profile. */
export async function findUserWithContext(ex: Executor, organizationId: string, userId: string) {
  let query = callerContext.get(ex);
  if (!query) {
    query = callerContextQuery(ex);
    callerContext.set(ex, query);
  }
  const [row] = await query.execute({ organizationId, userId });
  return row ?? null;
}

/**
 * The largest discount (percent) the user gives without a manager: their role's limit; null
 * for none (no limit, no role, or the Owner's role, which has none).
 */
export async function discountLimit(ex: Executor, organizationId: string, userId: string) {
  const [row] = await ex
    .select({ limit: roles.maxDiscountPercent })
    .from(users)
    .innerJoin(
      roles,
      and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)),
    )
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row?.limit == null ? null : Number(row.limit);
}

/** Effective permissions: the role's ∪ the user's own (DESIGN §6). */
export async function effectivePermissionNames(
  ex: Executor,
  organizationId: string,
  userId: string,
  roleId: string | null,
) {
  const rows = await ex
    .select({ name: permissions.name })
    .from(permissions)
    .where(
      and(
        eq(permissions.organizationId, organizationId),
        linkedPermission(organizationId, sql`${permissions}`, roleId, userId),
      ),
    )
    .orderBy(permissions.name);
  return rows.map((r) => r.name);
}

export async function updateUser(
  ex: Executor,
  organizationId: string,
  userId: string,
  values: Partial<UserInsert>,
) {
  const renamed = 'email' in values || 'username' in values;
  const before = renamed ? await signInNamesOf(ex, organizationId, userId) : undefined;
  await ex
    .update(users)
    .set(values)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  if (before) await moveSignInKeys(ex, organizationId, before, { ...before, ...values });
}

/** Sets a new password and ends every session issued before it. */
export async function setPassword(
  ex: Executor,
  organizationId: string,
  userId: string,
  passwordHash: string,
) {
  await ex
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}

export async function countUsers(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function replaceUserPermissions(
  ex: Executor,
  organizationId: string,
  userId: string,
  permissionIds: string[],
) {
  await ex
    .delete(userPermissions)
    .where(
      and(eq(userPermissions.organizationId, organizationId), eq(userPermissions.userId, userId)),
    );
  if (permissionIds.length === 0) return;
  await ex
    .insert(userPermissions)
    .values(permissionIds.map((permissionId) => ({ organizationId, userId, permissionId })));
}

export async function countUsersWithRole(ex: Executor, organizationId: string, roleId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.roleId, roleId)));
  return row?.n ?? 0;
}

export async function deleteUser(ex: Executor, organizationId: string, userId: string) {
  const [gone] = await ex
    .delete(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .returning({ email: users.email, username: users.username });
  if (gone) await moveSignInKeys(ex, organizationId, gone, {});
}

export async function emailTaken(ex: Executor, email: string, exceptUserId?: string) {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

/**
 * Who gets the low-stock digest: active users with an e-mail address who hold the permission
 * (the role's, their own, or the built-in Owner's) and did not opt out.
 */
export async function digestRecipients(ex: Executor, organizationId: string, permission: string) {
  return ex
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .leftJoin(
      roles,
      and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)),
    )
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        eq(users.lowStockDigest, true),
        sql`${users.email} is not null`,
        sql`exists (select 1 from ${permissions} p where p.organization_id = ${organizationId}
          and p.name = ${permission} and ((${roles.name} = ${OWNER_ROLE} and ${roles.isBuiltIn})
            or ${linkedPermission(organizationId, sql`p`, users.roleId, users.id)}))`,
      ),
    )
    .orderBy(users.name, users.id);
}
