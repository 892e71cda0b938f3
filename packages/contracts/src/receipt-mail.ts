import { z } from 'zod';
import { ZEmail } from './common.js';
import { ZLocale } from './money.js';
import { ZTimeZone } from './time-zone.js';

/** E-mailed receipts: the receipt PDF, attached to a mail to the customer. */

/** How many times one sale's receipt may be mailed. */
export const RECEIPT_EMAILS_PER_SALE = 10;

export const RECEIPT_MAIL_MESSAGES = {
  sent: (email: string) => `Receipt sent to ${email}.`,
  limit: `This receipt was already e-mailed ${RECEIPT_EMAILS_PER_SALE} times, the most allowed for one sale.`,
} as const;

/**
 * `POST /transactions/:id/email-receipt`: where to, and, as for the receipt PDF, the viewer's
 * language and a time zone overriding the organization's (the register sends its language; the
 * receipt prints the same).
 */
export const ZEmailReceiptBody = z.strictObject({
  email: ZEmail,
  tz: ZTimeZone,
  locale: ZLocale,
});
export type TEmailReceiptBody = z.input<typeof ZEmailReceiptBody>;
