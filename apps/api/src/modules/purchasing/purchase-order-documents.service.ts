import type { TPurchaseOrderRow } from '@pos/contracts/purchase-orders';
import type { TSupplierRow } from '@pos/contracts/suppliers';
import type { MailMessage } from '../../lib/mail.js';
import { formatDay } from '../../lib/pdf/pdf-text.js';
import type { AppDeps } from '../../plugins/types.js';
import { letterheadOf } from '../organization/organization.service.js';
import { generalSettingsOf, timeZoneOf } from '../settings/settings.service.js';
import {
  type PurchaseOrderDocument,
  purchaseOrderTitle,
  renderPurchaseOrderPdf,
} from './documents/purchase-order-pdf.js';

/**
 * A document for the supplier: in the organization's language (its general settings), with
 * amounts grouped as the API's default locale (ZLocale's) writes them — the same on the
 * downloaded and the mailed PDF, whoever downloads it.
 */
const LOCALE = 'en-US';

/**
 * What every purchase order of the organization prints besides the order itself: the
 * letterhead, the currency and the organization's time zone. Read on the pool, never in a
 * transaction (PGlite has one connection: a read beside an open transaction would wait on it).
 */
export async function purchaseOrderLetterhead(deps: AppDeps, organizationId: string) {
  const [organization, settings, timeZone] = await Promise.all([
    letterheadOf(deps, organizationId),
    generalSettingsOf(deps.db, organizationId),
    timeZoneOf(deps, organizationId),
  ]);
  return { organization, settings, timeZone, locale: LOCALE, language: settings.language };
}
export type PurchaseOrderLetterhead = Awaited<ReturnType<typeof purchaseOrderLetterhead>>;

/** "PO-000012.pdf": the file name of the download and of the mail's attachment. */
export const purchaseOrderFileName = (order: Pick<TPurchaseOrderRow, 'number'>) =>
  `${order.number}.pdf`;

export const renderPurchaseOrder = (
  letterhead: PurchaseOrderLetterhead,
  order: TPurchaseOrderRow,
  supplier: PurchaseOrderDocument['supplier'],
) => renderPurchaseOrderPdf({ ...letterhead, order, supplier });

/** Whole sentences with their numbers as values, so each translates as one (no glued plurals). */
function attachedSentence(order: TPurchaseOrderRow, letterhead: PurchaseOrderLetterhead) {
  const { lines, quantity } = order.totals;
  const to = order.locationName;
  return order.expectedDate
    ? `Please find attached our purchase order ${order.number} as a PDF (lines: ${lines}, units: ${quantity}), to be delivered to ${to} by ${formatDay(order.expectedDate, letterhead.language)}.`
    : `Please find attached our purchase order ${order.number} as a PDF (lines: ${lines}, units: ${quantity}), to be delivered to ${to}.`;
}

/**
 * The mail around the PDF: the organization and the number say what it is; the supplier's
 * answer goes to the organization's address, not to the app's no-reply sender.
 */
export function purchaseOrderMail(
  letterhead: PurchaseOrderLetterhead,
  order: TPurchaseOrderRow,
  supplier: Pick<TSupplierRow, 'name' | 'contactName'> & { email: string },
  pdf: Buffer,
): MailMessage {
  const { organization: org } = letterhead;
  const title = purchaseOrderTitle(order);
  return {
    to: supplier.email,
    subject: `${title} from ${org.name}`,
    text: [
      `Hello ${supplier.contactName || supplier.name},`,
      '',
      attachedSentence(order, letterhead),
      '',
      org.name,
      ...[org.address, org.phone, org.email].filter((line): line is string => Boolean(line)),
    ].join('\n'),
    ...(org.email ? { replyTo: org.email } : {}),
    attachments: [
      { filename: purchaseOrderFileName(order), content: pdf, contentType: 'application/pdf' },
    ],
  };
}
