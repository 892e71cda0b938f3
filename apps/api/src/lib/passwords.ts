import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords.js';
import { validationError } from './errors.js';

export const hashPassword = (password: string) => hash(password);

// Verified against when the account does not exist, so both failures take about as long.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    dummyHash ??= hash('not-a-real-password-used-for-timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The length rules live in the zod contract; this adds the common-password refusal. */
export function assertAcceptablePassword(password: string) {
  if (isCommonPassword(password)) {
    throw validationError('This password is too common. Please choose a less guessable one.', {
      password: 'This password is too common. Please choose a less guessable one.',
    });
  }
}
