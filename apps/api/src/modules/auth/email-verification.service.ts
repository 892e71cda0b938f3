import { PROFILE_MESSAGES as M } from '@pos/contracts/auth';
import { badRequest, conflict, tooManyRequests, validationError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { getProfile, markEmailVerified } from '../users/users.service.js';
import * as repo from './auth.repository.js';
import { issueToken } from './auth-tokens.js';

const VERIFY_TOKEN_HOURS = 24;
const VERIFY_MAILS_PER_HOUR = 5;

const verifyLinkInvalid = () => badRequest(M.verifyLinkInvalid, undefined, 'VERIFY_LINK_INVALID');

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * Mails the signed-in user a single-use link (DESIGN §12: 256 bits, stored hashed, 24 hours, a
 * new one voids older ones) that verifies the address it was sent to.
 */
export async function resendVerification(deps: AppDeps, caller: Caller, email: string) {
  const user = await getProfile(deps.db, caller.organizationId, caller.userId);
  if (!user.email || !sameAddress(user.email, email)) {
    throw validationError(M.notYourEmail, { email: M.notYourEmail });
  }
  if (user.isEmailVerified) throw conflict(M.alreadyVerified, undefined, 'ALREADY_VERIFIED');
  const token = await issueToken(deps.db, caller, 'email_verification', {
    validForMs: VERIFY_TOKEN_HOURS * 3_600_000,
    perHour: VERIFY_MAILS_PER_HOUR,
    email: user.email,
  });
  if (!token) {
    throw tooManyRequests(
      'Too many verification emails were sent in the last hour. Please try again later.',
      3600,
    );
  }
  // Built from APP_URL, never from the request's Host header.
  const link = `${deps.config.appUrl}/verify-email/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your email address',
    language: caller.language,
    link,
    text: [
      `Hello ${user.name},`,
      '',
      `Please confirm that ${user.email} is your email address for POS Back Office.`,
      `Open this link to verify it (it works once and expires in ${VERIFY_TOKEN_HOURS} hours):`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
  });
  return { message: M.sent };
}

/** Uses up the link and marks the address verified, if it is still the user's address. */
export async function verifyEmail(deps: AppDeps, token: string) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.consumeToken(tx, hashToken(token), 'email_verification', new Date());
    if (!row) throw verifyLinkInvalid();
    const user = await getProfile(tx, row.organizationId, row.userId);
    if (!sameAddress(user.email, row.email)) throw verifyLinkInvalid();
    await markEmailVerified(tx, row.organizationId, row.userId);
  });
  return { message: M.verified };
}
