import type { TLanguage } from '@pos/contracts/languages';
import type { Letterhead } from '../../../lib/pdf/a4.js';

/**
 * A mail from the shop with one of its documents: the lines given, signed with the shop's name
 * and contacts, the document attached as a PDF. The customer's answer goes to the shop, not to
 * the app's no-reply sender.
 */
export function shopMail(
  shop: Letterhead,
  mail: {
    to: string;
    subject: string;
    lines: string[];
    file: string;
    pdf: Buffer;
    language?: TLanguage;
  },
) {
  return {
    to: mail.to,
    language: mail.language,
    subject: mail.subject,
    text: [
      ...mail.lines,
      '',
      shop.name,
      ...[shop.address, shop.phone, shop.email].filter((line): line is string => Boolean(line)),
    ].join('\n'),
    ...(shop.email ? { replyTo: shop.email } : {}),
    attachments: [{ filename: mail.file, content: mail.pdf, contentType: 'application/pdf' }],
  };
}
