import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The e2e server's outbox: its data folder is per port (scripts/e2e-server.mjs). */
const PORT = process.env.E2E_PORT ?? '3999';
const OUTBOX = path.resolve(
  import.meta.dirname,
  '../../..',
  PORT === '3999' ? '.e2e-data' : `.e2e-data-${PORT}`,
  'outbox',
);
const VERIFY_LINK = /https?:\/\/\S+?\/verify-email\/[A-Za-z0-9_-]+/g;

/** The mails sent to this address so far, oldest first, as raw .eml text. */
export function mailsTo(email: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .sort()
    .map((f) => readFileSync(path.join(OUTBOX, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`));
}

/** The verification links mailed to this address, oldest first (one per mail). */
function verifyLinks(email: string): string[] {
  // Quoted-printable soft line breaks undone, so a long link is whole again.
  return mailsTo(email)
    .map((m) => m.replace(/=\r?\n/g, ''))
    .flatMap((m) => [...new Set(m.match(VERIFY_LINK) ?? [])]);
}

/** How many verification links this address has been sent so far. */
export const verifyLinkCount = (email: string) => verifyLinks(email).length;

/**
 * The newest e-mail verification link mailed to this address, once there are more than
 * `after` of them (so a test waits for the mail its own click caused, not an older one).
 */
export async function verifyLinkFor(email: string, after = 0): Promise<string> {
  await expect.poll(() => verifyLinkCount(email)).toBeGreaterThan(after);
  return verifyLinks(email).at(-1) as string;
}
