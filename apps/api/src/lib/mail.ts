import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the mail carries, logged when mails go to the outbox. */
  link?: string;
  /** Where the recipient's answer goes (a shop's own address), when not to the sender. */
  replyTo?: string;
  /** Files sent along (an e-mailed receipt's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The same message whichever way it leaves. */
const envelope = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  replyTo: m.replyTo,
  attachments: m.attachments,
});

/**
 * SMTP_URL set → real delivery. Otherwise each mail is written as an .eml file to
 * DATA_DIR/outbox and its link is logged, so password recovery works with no setup.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail(envelope(opts.from, m));
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  mkdirSync(opts.outboxDir, { recursive: true });
  let seq = 0;
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(opts.from, m));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      seq = (seq + 1) % 1000;
      const file = path.join(opts.outboxDir, `${stamp}-${String(seq).padStart(3, '0')}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.log.info({ to: m.to, subject: m.subject, file, link: m.link }, 'mail written to outbox');
    },
  };
}
