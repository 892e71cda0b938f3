/**
 * The directory of global keys (organization.tables.ts; docs/DESIGN.md, "Operations"): the names
 * that arrive without an organization — sign-in e-mails and usernames, displays' pairing codes,
 * API keys' secrets (their hashes) — are unique across the platform, kept there by their tables'
 * repositories (global-keys.fragment.ts); the directory is exactly the users' names after every
 * change.
 */
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/errors.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';
import { insertDisplay } from '../customer-display/customer-display.repository.js';

const t = useTestApp();

/** The directory's sign-in names, and the users' own, in the same order. */
async function directoryAndUsers() {
  const [directory, fromUsers] = await Promise.all([
    queryRows(
      t.db,
      sql`select kind, key, organization_id from global_keys
          where kind in ('email', 'username') order by kind, key`,
    ),
    queryRows(
      t.db,
      sql`select * from (
            select 'email' as kind, lower(email) as key, organization_id from users where email is not null
            union all
            select 'username', lower(username), organization_id from users) n
          order by kind, key`,
    ),
  ]);
  return { directory, fromUsers };
}

describe('sign-in names across organizations', () => {
  it('follow every change: a new username frees the old one, a removed user frees both', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const old = a.user.username as string;
    expect((await t.as(a).patch('profile', { username: `${old}_new` })).statusCode).toBe(200);
    // The old name is free again, for someone of another organization; the new one is not.
    const took = await t.as(b).patch('profile', { username: old.toUpperCase() });
    expect(took.statusCode, took.body).toBe(200);
    const clash = await t.as(b).patch('profile', { username: `${old}_NEW` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This username is already taken.');

    const member = await addMember(t, a.user.organizationId, 'cashier');
    const again = {
      organizationName: 'Another shop',
      name: 'Someone',
      password: 'correct horse battery',
    };
    const refused = await t
      .as(null)
      .post('auth/signup', { ...again, email: member.email.toUpperCase() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EMAIL_TAKEN');
    expect((await t.as(a).delete(`users/${member.user._id}`)).statusCode).toBe(200);
    const { directory, fromUsers } = await directoryAndUsers();
    expect(directory).toEqual(fromUsers);
    expect(directory.length).toBeGreaterThanOrEqual(4);
    // The removed cashier's e-mail signs a new shop up.
    const welcomed = await t.as(null).post('auth/signup', { ...again, email: member.email });
    expect(welcomed.statusCode, welcomed.body).toBe(201);
  });

  it('keeps a pairing code to one display across organizations', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const display = (org: string, createdBy: string) =>
      insertDisplay(t.db, org, {
        id: uuidv7(),
        deviceId: uuidv7(),
        createdBy,
        codeHash: 'the-same-code-hash',
        codeExpiresAt: new Date(Date.now() + 60_000),
      });
    await display(a.user.organizationId, a.user._id);
    const second = await display(b.user.organizationId, b.user._id).catch((err) => err);
    expect(isUniqueViolation(second)).toBe(true);
  });
});
