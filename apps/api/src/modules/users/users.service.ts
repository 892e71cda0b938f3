import { PROFILE_MESSAGES, type TProfilePatch, type TProfileUser } from '@pos/contracts/auth';
import type { TLanguage } from '@pos/contracts/languages';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation, notFound, organizationDisabled, taken } from '../../lib/errors.js';
import { resolveImageField } from '../../lib/image-input.js';
import type { TokenClaims } from '../../lib/jwt.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { subscriptionSummary } from '../subscription/subscription.service.js';
import { sessionKey } from './caller-cache.js';
import * as repo from './users.repository.js';

const USERNAME_TAKEN = 'This username is already taken.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

/**
 * Token → caller, or null when the user is gone, disabled, or the token predates a reset; a
 * disabled organization throws ORGANIZATION_DISABLED (403).
 */
export function loadCaller(deps: AppDeps, claims: TokenClaims): Promise<Caller | null> {
  return deps.callers.get(sessionKey(claims), () => readCaller(deps, claims));
}

async function readCaller(deps: AppDeps, claims: TokenClaims): Promise<Caller | null> {
  const ctx = await repo.findUserWithContext(deps.db, claims.organizationId, claims.userId);
  if (!ctx?.user.isActive) return null;
  if (ctx.user.tokenVersion !== claims.tokenVersion) return null;
  // A valid session of a disabled organization: refused with its reason, not sent to sign in
  // again (docs/guide/dashboard-and-operators.md). Thrown, so never cached.
  if (!ctx.organizationActive) throw organizationDisabled();
  return {
    userId: ctx.user.id,
    organizationId: ctx.user.organizationId,
    organizationKind: ctx.organizationKind,
    role: ctx.roleName,
    permissions: ctx.permissionNames,
    subscriptionExpired: ctx.subscriptionExpired,
    language: ctx.language,
  };
}

/**
 * What an API key's caller takes from its creator (docs/guide/api-keys-and-webhooks.md): the
 * organization's kind and subscription; null when the creator's account is switched off (the
 * key stops with it). A disabled organization is refused with its reason, as for a session.
 * Read at most once a second per key, as a session's caller is (`CallerCache`).
 */
export function apiKeyCaller(
  deps: AppDeps,
  key: { id: string; organizationId: string; createdBy: string; permissions: string[] },
): Promise<Caller | null> {
  return deps.callers.get(`api-key:${key.id}`, async () => {
    const ctx = await repo.findUserWithContext(deps.db, key.organizationId, key.createdBy);
    if (!ctx?.user.isActive) return null;
    if (!ctx.organizationActive) throw organizationDisabled();
    return {
      userId: key.createdBy,
      organizationId: key.organizationId,
      organizationKind: ctx.organizationKind,
      role: null,
      permissions: key.permissions,
      subscriptionExpired: ctx.subscriptionExpired,
      apiKeyId: key.id,
      // An integration reads codes and English messages, whoever made its key.
      language: 'en',
    };
  });
}

/** The language a user reads (theirs, else their organization's), for the mails they get. */
export async function languageOfUser(ex: Executor, organizationId: string, userId: string) {
  return (await repo.findUserWithContext(ex, organizationId, userId))?.language ?? 'en';
}

export async function getProfile(
  ex: Executor,
  organizationId: string,
  userId: string,
): Promise<TProfileUser> {
  const ctx = await repo.findUserWithContext(ex, organizationId, userId);
  if (!ctx) throw notFound('User not found');
  const u = ctx.user;
  return {
    _id: u.id,
    name: u.name,
    username: u.username,
    email: u.email,
    phone: u.phone,
    profilePic: u.profilePic,
    isEmailVerified: u.isEmailVerified,
    role: ctx.roleName,
    permissions: ctx.permissionNames,
    organizationId: u.organizationId,
    organizationName: ctx.organizationName,
    subscription: await subscriptionSummary(ex, organizationId),
    hasRegisterPin: u.registerPinHash !== null,
    lowStockDigest: u.lowStockDigest,
    language: (u.language as TLanguage | null) ?? null,
    effectiveLanguage: ctx.language,
  };
}

/**
 * A user of the organization who may approve at a register: found by e-mail, active, with the
 * PIN's hash and effective permissions (null: no such user in this organization).
 */
export async function findApprover(ex: Executor, organizationId: string, email: string) {
  const user = await repo.findByEmail(ex, email);
  if (!user || user.organizationId !== organizationId) return null;
  const ctx = await repo.findUserWithContext(ex, organizationId, user.id);
  if (!ctx?.user.isActive) return null;
  return {
    id: user.id,
    name: user.name,
    registerPinHash: ctx.user.registerPinHash,
    permissions: ctx.permissionNames,
  };
}

/** The largest discount (percent) the user gives without a manager; null: no limit. */
export const discountLimitOf = (ex: Executor, organizationId: string, userId: string) =>
  repo.discountLimit(ex, organizationId, userId);

const PHOTO_RULES = {
  accept: ['png', 'jpg'],
  typeMessage: PROFILE_MESSAGES.photoType,
  sizeMessage: PROFILE_MESSAGES.photoSize,
} as const;

/**
 * The user's own profile: name, username, phone, photo and register PIN (the e-mail is changed
 * by an admin).
 */
export async function updateProfile(deps: AppDeps, caller: Caller, patch: TProfilePatch) {
  // The file is written before the row; a failed update leaves an unreferenced file, never a
  // row pointing at a missing one.
  const profilePic = await resolveImageField(
    deps.files,
    caller.organizationId,
    patch.profileImage,
    PHOTO_RULES,
  );
  // Hashed like a password (argon2): a stolen table does not give the PINs away at once.
  const registerPinHash =
    patch.registerPin === undefined
      ? undefined
      : patch.registerPin === null
        ? null
        : await hashPassword(patch.registerPin);
  return deps.db.transaction(async (tx) => {
    if (patch.username && (await repo.usernameTaken(tx, patch.username, caller.userId))) {
      throw taken('USERNAME_TAKEN', 'username', USERNAME_TAKEN);
    }
    try {
      await repo.updateUser(tx, caller.organizationId, caller.userId, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.username !== undefined && { username: patch.username }),
        ...(patch.phone !== undefined && { phone: patch.phone || null }),
        ...(profilePic !== undefined && { profilePic }),
        ...(registerPinHash !== undefined && { registerPinHash }),
        ...(patch.lowStockDigest !== undefined && { lowStockDigest: patch.lowStockDigest }),
        ...(patch.language !== undefined && { language: patch.language }),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw taken('USERNAME_TAKEN', 'username', USERNAME_TAKEN);
      throw err;
    }
    return getProfile(tx, caller.organizationId, caller.userId);
  });
}

/**
 * A free username derived from an e-mail's local part ("ana.lima@x" → "ana.lima", then
 * "ana.lima2", …), since sign-up asks for no username.
 */
export async function usernameFromEmail(ex: Executor, email: string) {
  const stem =
    (email.split('@')[0] ?? '')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .toLowerCase()
      .slice(0, 50) || 'user';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? stem : `${stem}${n}`;
    if (!(await repo.usernameTaken(ex, candidate))) return candidate;
  }
}

export const markEmailVerified = (ex: Executor, organizationId: string, userId: string) =>
  repo.updateUser(ex, organizationId, userId, { isEmailVerified: true });

export const createUser = repo.insertUser;
export const findUserByLogin = repo.findByLogin;
export const findUserByEmail = repo.findByEmail;
export const setUserPassword = repo.setPassword;
export const updateUserRow = repo.updateUser;

export const countUsers = (deps: AppDeps, caller: Caller) =>
  repo.countUsers(deps.db, caller.organizationId);

/** Active users holding `permission` who take the low-stock digest and have an e-mail address. */
export async function lowStockDigestRecipients(
  ex: Executor,
  organizationId: string,
  permission: string,
) {
  const rows = await repo.digestRecipients(ex, organizationId, permission);
  return rows.flatMap((r) => (r.email ? [{ id: r.id, name: r.name, email: r.email }] : []));
}
