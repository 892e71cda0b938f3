import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECEIPT_MAIL_MESSAGES as M } from '@pos/contracts/receipt-mail';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { Caller } from '../../plugins/types.js';
import { addMember, okAs, parseMail, signUp, useTestApp } from '../../test/test-app.js';
import { emailReceipt } from './receipt-mail.service.js';

const t = useTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'receipt-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Session = { token: string };

const ok = okAs(t);

let seq = 0;
/** A completed sale of one item. */
async function sale(s: Session, extra: Record<string, unknown> = {}) {
  seq += 1;
  const item = (
    await ok(s, 'POST', 'products', {
      name: `Mailed item ${seq}`,
      price: 12.5,
      stock: 10,
      sku: `M-${seq}-${Date.now()}`,
    })
  ).data;
  return (
    await ok(s, 'POST', 'transactions', {
      items: [{ productId: item._id, quantity: 2 }],
      paymentMethod: 'Card',
      ...extra,
    })
  ).data as { _id: string; documentNumber: string; totalAmount: number };
}

/** The text a reader sees in a PDF (poppler's pdftotext; scripts/ensure-tools.mjs installs it). */
function pdfText(pdf: Buffer) {
  const file = path.join(dir, `r-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

const receiptEmails = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select receipt_emails as n from transactions where id = ${id}`,
    )
  )[0]?.n;

describe('e-mailed receipts', () => {
  it('mails the receipt PDF as an attachment, naming the shop and the receipt number', async () => {
    const owner = await signUp(t, { organizationName: 'Corner Shop' });
    await ok(owner, 'PUT', `organization/${owner.user.organizationId}`, {
      name: 'Corner Shop',
      code: `CORNER-${Date.now()}`,
      email: 'hello@corner.example',
    });
    const sold = await sale(owner, { customer: { name: 'Mia Mail', email: 'mia@example.com' } });
    expect(sold.documentNumber).toMatch(/^\d{6}$/);
    const before = t.outbox().length;

    const res = await t.as(owner).post(`transactions/${sold._id}/email-receipt`, {
      email: ' mia@example.com ',
      tz: 'Europe/Berlin',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.sent('mia@example.com') });
    expect(res.json().message).toBe('Receipt sent to mia@example.com.');

    const mails = t.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = parseMail(mails.at(-1) ?? '');
    expect(mail.to).toBe('mia@example.com');
    expect(mail.subject).toBe(`Your receipt ${sold.documentNumber} from Corner Shop`);
    expect(mail.replyTo).toBe('hello@corner.example');
    expect(mail.text).toContain(
      `Thank you for shopping at Corner Shop. Your receipt ${sold.documentNumber} of`,
    );
    // The sale's time in the zone asked for, named: the reader may be elsewhere.
    expect(mail.text).toMatch(/ of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Europe\/Berlin\), /);
    expect(mail.text).toContain('$25.00 in all, is attached as a PDF.');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`receipt-${sold.documentNumber}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toMatch(new RegExp(`Receipt no\\.\\s+${sold.documentNumber}\\n`));
    expect(text).toContain('Corner Shop');
    expect(text).toContain('$25.00');
    // The same receipt the register prints.
    const printed = await t.as(owner).get(`transactions/${sold._id}/receipt.pdf?tz=Europe/Berlin`);
    expect(text).toBe(pdfText(printed.rawPayload));
    expect(await receiptEmails(sold._id)).toBe(1);
  });

  it('answers validation texts and 404 for a sale of another organization, mailing nothing', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const sold = await sale(owner);
    const theirs = await sale(other);
    const before = t.outbox().length;
    const send = (id: string, body: unknown) =>
      t.as(owner).post(`transactions/${id}/email-receipt`, body);
    for (const [body, message] of [
      [{}, 'Email is required.'],
      [{ email: '' }, 'Email is required.'],
      [{ email: 'not an address' }, 'Please enter a valid email address.'],
      [{ email: `${'a'.repeat(250)}@x.io` }, 'Email is too long.'],
    ] as const) {
      const res = await send(sold._id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { email: message } });
    }
    const badZone = await send(sold._id, { email: 'a@b.co', tz: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().details.tz).toBe('tz must be an IANA time zone such as Europe/London.');
    const extra = await send(sold._id, { email: 'a@b.co', bcc: 'x@y.z' });
    expect(extra.statusCode).toBe(400);

    const foreign = await send(theirs._id, { email: 'a@b.co' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Transaction not found' });
    const unknown = await send('00000000-0000-7000-8000-000000000000', { email: 'a@b.co' });
    expect(unknown.statusCode).toBe(404);
    expect(t.outbox()).toHaveLength(before);
    expect(await receiptEmails(theirs._id)).toBe(0);
    expect(await receiptEmails(sold._id)).toBe(0);

    // A register's cashier may mail it; one who does not sell may not.
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect(
      (await t.as(cashier).post(`transactions/${sold._id}/email-receipt`, { email: 'a@b.co' }))
        .statusCode,
    ).toBe(200);
    await ok(owner, 'POST', 'roles', { name: 'Stock only', permissions: [] });
    const nobody = await addMember(t, owner.user.organizationId, 'Stock only');
    const refused = await t
      .as(nobody)
      .post(`transactions/${sold._id}/email-receipt`, { email: 'a@b.co' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.permission).toBe('manage_transactions');
  });

  it('mails one receipt at most 10 times, even asked 15 times at once', async () => {
    const owner = await signUp(t);
    const sold = await sale(owner);
    const before = t.outbox().length;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.as(owner).post(`transactions/${sold._id}/email-receipt`, { email: `c${i}@example.com` }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'RECEIPT_EMAIL_LIMIT',
      message: M.limit,
      details: { limit: 10 },
    });
    expect(M.limit).toBe(
      'This receipt was already e-mailed 10 times, the most allowed for one sale.',
    );
    expect(t.outbox()).toHaveLength(before + 10);
    expect(await receiptEmails(sold._id)).toBe(10);
    const later = await t.as(owner).post(`transactions/${sold._id}/email-receipt`, {
      email: 'late@example.com',
    });
    expect(later.statusCode).toBe(409);
    // Another sale has its own ten.
    const next = await sale(owner);
    const fresh = await t.as(owner).post(`transactions/${next._id}/email-receipt`, {
      email: 'late@example.com',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('gives the count back when the mail cannot be sent', async () => {
    const owner = await signUp(t);
    const sold = await sale(owner);
    const caller: Caller = {
      userId: owner.user._id,
      organizationId: owner.user.organizationId,
      organizationKind: 'tenant',
      role: 'Owner',
      permissions: ['manage_transactions'],
      subscriptionExpired: false,
      language: 'en' as const,
    };
    const send = t.deps.mailer.send;
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      await expect(
        emailReceipt(t.deps, caller, sold._id, {
          email: 'a@b.co',
          tz: 'UTC',
          locale: 'en-US',
        }),
      ).rejects.toThrow('SMTP is down');
    } finally {
      t.deps.mailer.send = send;
    }
    expect(await receiptEmails(sold._id)).toBe(0);
  });
});
