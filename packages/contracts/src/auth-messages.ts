// Auth texts of the spec, without zod, so pages that only show them stay small.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account with that email exists, a password reset link has been sent.';
export const INVALID_CREDENTIALS = 'Invalid credentials';
/**
 * What the sign-in page says for INVALID_CREDENTIALS: what to do, and the same words whether
 * the account exists or not (no account enumeration, DESIGN §12).
 */
export const SIGN_IN_MISMATCH =
  "That e-mail or username and password don't match. Check them and try again.";
export const RESET_LINK_INVALID = 'Failed to reset password. The link may be invalid or expired.';
