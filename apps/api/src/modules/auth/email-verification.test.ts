import { PROFILE_MESSAGES as M } from '@pos/contracts/auth';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string; email: string };
const resend = (s: Session, email = s.email) => t.as(s).post('auth/resend-verification', { email });
const verify = (token: string) => t.as(null).post(`auth/verify-email/${token}`);
const verified = async (s: Session) =>
  (await t.as(s).get('profile')).json().user.isEmailVerified as boolean;

/** The token of the newest verification link mailed to `email`. */
function linkFor(email: string) {
  const mail = t
    .outbox()
    .map((m) => m.replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`To: ${email}`))
    .at(-1);
  const m = mail?.match(/http:\/\/pos\.test\/verify-email\/([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error(`no verification link for ${email}`);
  return m[1];
}

describe('e-mail verification', () => {
  it('mails a link built from APP_URL that verifies the address once', async () => {
    const owner = await signUp(t);
    expect(await verified(owner)).toBe(false);
    const res = await resend(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.sent);
    const token = linkFor(owner.email);
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.verified);
    expect(await verified(owner)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.verifyLinkInvalid);
    const more = await resend(owner);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(M.alreadyVerified);
  });

  it('keeps only the newest link working, and refuses an expired or made-up one', async () => {
    const owner = await signUp(t);
    await resend(owner);
    const first = linkFor(owner.email);
    await resend(owner);
    const second = linkFor(owner.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    await t.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute' where kind = 'email_verification' and used_at is null`,
    );
    expect((await verify(second)).statusCode).toBe(400);
    expect((await verify('A'.repeat(43))).statusCode).toBe(400);
    expect((await verify('short')).json().message).toBe(M.verifyLinkInvalid);
    expect(await verified(owner)).toBe(false);
  });

  it("sends only to the user's own address, and needs a session", async () => {
    const owner = await signUp(t);
    const other = await resend(owner, 'someone.else@shop.test');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(M.notYourEmail);
    expect((await resend(owner, owner.email.toUpperCase())).statusCode).toBe(200);
    const anonymous = await t.as(null).post('auth/resend-verification', { email: owner.email });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a link sent to an address that has since changed verifies nothing', async () => {
    const owner = await signUp(t);
    await resend(owner);
    const token = linkFor(owner.email);
    await t.sql(
      sql`update users set email = 'changed.address@shop.test' where lower(email) = lower(${owner.email})`,
    );
    expect((await verify(token)).statusCode).toBe(400);
    expect(await verified(owner)).toBe(false);
  });

  it('an address changed by an administrator is no longer verified', async () => {
    const owner = await signUp(t);
    const member = await addMember(t, owner.user.organizationId, 'cashier');
    await resend(member);
    await verify(linkFor(member.email));
    expect(await verified(member)).toBe(true);
    const row = (await t.as(owner).get(`users/${member.user._id}`)).json().data;
    const put = (email: string) =>
      t.as(owner).put(`users/${member.user._id}`, {
        name: row.name,
        username: row.username,
        email,
        role: row.userRole,
      });
    expect((await put(member.email.toUpperCase())).statusCode).toBe(200);
    expect(await verified(member)).toBe(true); // the same address, differently cased
    expect((await put('new.address@shop.test')).statusCode).toBe(200);
    expect(await verified(member)).toBe(false);
  });

  it('sends at most five links an hour', async () => {
    const owner = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await resend(owner)).statusCode).toBe(200);
    const sixth = await resend(owner);
    expect(sixth.statusCode).toBe(429);
  });
});
