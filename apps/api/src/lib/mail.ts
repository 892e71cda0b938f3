import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TLanguage } from '@pos/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { inLanguage } from './i18n.js';

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
  /**
   * The recipient's language (docs/DESIGN.md, "Languages"): the subject and the text, written
   * in English, leave in it — the whole text as one sentence of the catalogs, else line by line
   * (a link or a name on a line of its own stays as it is). None: English.
   */
  language?: TLanguage | undefined;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mail's text in `language`. */
function textIn(language: TLanguage, text: string): string {
  const whole = inLanguage(language, text);
  if (whole !== text) return whole;
  return text
    .split('\n')
    .map((line) => (line.trim() ? inLanguage(language, line) : line))
    .join('\n');
}

/** The same message whichever way it leaves, in its recipient's language. */
const envelope = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  subject: inLanguage(m.language ?? 'en', m.subject),
  text: textIn(m.language ?? 'en', m.text),
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
