import type {
  TAuthResponse,
  TLoginBody,
  TResetPasswordBody,
  TSignupBody,
} from '@pos/contracts/auth';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
} from '@pos/contracts/auth-messages';
import { OWNER_ROLE } from '@pos/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, isUniqueViolation, taken, unauthorized } from '../../lib/errors.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { AppDeps } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { refuseDuringMaintenance } from '../platform/maintenance.js';
import { createTenantOrganization } from '../provisioning/provisioning.service.js';
import {
  createUser,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserByLogin,
  getProfile,
  languageOfUser,
  loadCaller,
  setUserPassword,
  usernameFromEmail,
} from '../users/users.service.js';
import * as repo from './auth.repository.js';
import { issueToken } from './auth-tokens.js';
import {
  beginLoginAttempt,
  forgiveAccountFailures,
  rememberSignInAddress,
  takeSignupSlot,
} from './throttle.js';

export type { ThrottleRow } from './auth.repository.js';

const RESET_TOKEN_MINUTES = 30;
/** Reset mails per account per hour; more requests still get the neutral answer, but no mail. */
const RESET_MAILS_PER_HOUR = 5;

async function session(
  deps: AppDeps,
  organizationId: string,
  userId: string,
  tokenVersion: number,
  message: string,
): Promise<TAuthResponse> {
  const token = await deps.jwt.sign({ userId, organizationId, tokenVersion });
  return { token, user: await getProfile(deps.db, organizationId, userId), message };
}

/** Creates the organization with everything it starts with, and its Owner; signs the Owner in. */
export async function signup(deps: AppDeps, body: TSignupBody, ip: string): Promise<TAuthResponse> {
  assertAcceptablePassword(body.password);
  if (await findUserByEmail(deps.db, body.email)) throw taken('EMAIL_TAKEN', 'email', EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  try {
    const { organizationId, userId } = await deps.db.transaction(async (tx) => {
      // Counted with the organization it creates: a failed sign-up gives its slot back.
      await takeSignupSlot(tx, ip, deps.config.signupsPerIpPerHour);
      const { organization, roleIds } = await createTenantOrganization(tx, {
        name: body.organizationName,
        trialCredits: deps.config.planCredits.trail,
        email: body.email,
        settings: { timeZone: body.timeZone, currencyCode: body.currencyCode },
      });
      const userId = await createUser(tx, organization.id, {
        name: body.name,
        username: await usernameFromEmail(tx, body.email),
        email: body.email,
        passwordHash,
        roleId: roleIds.get(OWNER_ROLE) ?? null,
      });
      await rememberSignInAddress(tx, { organizationId: organization.id, id: userId }, ip);
      return { organizationId: organization.id, userId };
    });
    return session(deps, organizationId, userId, 0, 'Your organization has been created. Welcome!');
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw taken('EMAIL_TAKEN', 'email', EMAIL_TAKEN);
    throw err;
  }
}

/** A sign-in, or a failed one, in the audit log (DESIGN §13): the one write it is part of. */
const recordSignIn = (
  deps: AppDeps,
  user: { id: string; organizationId: string },
  ip: string,
  action: 'sign_in' | 'sign_in_failed',
) =>
  recordAudit(
    deps.db,
    { organizationId: user.organizationId, userId: user.id, ip },
    { entityType: 'Session', entityId: user.id, action },
  );

export async function login(
  deps: AppDeps,
  body: TLoginBody,
  ip: string,
  log: FastifyBaseLogger,
): Promise<TAuthResponse> {
  const user = await findUserByLogin(deps.db, body.username);
  const attempt = await beginLoginAttempt(deps.db, ip, { login: body.username, user });
  // Unknown account and wrong password take the same path and the same time.
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) {
    log.warn({ login: body.username, ip, knownAccount: Boolean(user) }, 'sign-in failed');
    // In the account's organization's log; an unknown login names no organization to log in.
    if (user) await recordSignIn(deps, user, ip, 'sign_in_failed');
    throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  await attempt.succeeded(user);
  if (!user.isActive)
    throw new AppError(
      'ACCOUNT_DISABLED',
      'This account has been disabled. Please contact your administrator.',
    );
  const caller = await loadCaller(deps, {
    userId: user.id,
    organizationId: user.organizationId,
    tokenVersion: user.tokenVersion,
  });
  // A disabled organization signs in no one (loadCaller throws ORGANIZATION_DISABLED);
  // maintenance lets only the operators in.
  if (!caller) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  await refuseDuringMaintenance(deps, caller);
  await recordSignIn(deps, user, ip, 'sign_in');
  return session(deps, user.organizationId, user.id, user.tokenVersion, 'Login successful');
}

/** Always answers the neutral message; mails a single-use link when the account exists. */
export async function forgotPassword(deps: AppDeps, email: string, log: FastifyBaseLogger) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive || !user.email) return { message: FORGOT_PASSWORD_MESSAGE };
  const owner = { organizationId: user.organizationId, userId: user.id };
  const token = await issueToken(deps.db, owner, 'password_reset', {
    validForMs: RESET_TOKEN_MINUTES * 60_000,
    perHour: RESET_MAILS_PER_HOUR,
  });
  if (!token) {
    log.warn({ userId: user.id }, 'password reset mail limit reached');
    return { message: FORGOT_PASSWORD_MESSAGE };
  }
  // Built from APP_URL, never from the request's Host header.
  const link = `${deps.config.appUrl}/reset-password/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    language: await languageOfUser(deps.db, user.organizationId, user.id),
    link,
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your POS Back Office account.',
      `Open this link to choose a new password (it works once and expires in ${RESET_TOKEN_MINUTES} minutes):`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    ].join('\n'),
  });
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** Sets the new password, uses up the token and ends every earlier session. */
export async function resetPassword(deps: AppDeps, token: string, body: TResetPasswordBody) {
  assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const row = await repo.consumeToken(tx, hashToken(token), 'password_reset', new Date());
    if (!row) throw badRequest(RESET_LINK_INVALID, undefined, 'RESET_LINK_INVALID');
    await setUserPassword(tx, row.organizationId, row.userId, passwordHash);
    await forgiveAccountFailures(tx, row.userId);
  });
  return { message: 'Your password has been reset successfully. You can now sign in.' };
}

/**
 * Guesses of a register PIN (approvals at a register) and of gift card codes (stored value) are
 * throttled like sign-in's.
 */
export {
  beginGiftCardLookup,
  beginPairingAttempt,
  beginPinAttempt,
  countGiftCardFailure,
  giftCardRefusal,
  giftCardThrottleKeys,
} from './throttle.js';
