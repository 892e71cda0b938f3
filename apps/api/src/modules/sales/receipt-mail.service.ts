import { formatMoney } from '@pos/contracts/money';
import {
  RECEIPT_MAIL_MESSAGES as M,
  RECEIPT_EMAILS_PER_SALE,
  type ZEmailReceiptBody,
} from '@pos/contracts/receipt-mail';
import { SALE_MESSAGES } from '@pos/contracts/sales';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/errors.js';
import { formatDate } from '../../lib/pdf/pdf-text.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { organizationLanguage } from '../settings/settings.service.js';
import { printedNumber, type SaleDocument } from './documents/sale-document.js';
import { shopMail } from './documents/shop-mail.js';
import * as repo from './receipt-mail.repository.js';
import { receiptOf } from './sale-documents.service.js';
import { findTransaction } from './sales.repository.js';

type Body = z.output<typeof ZEmailReceiptBody>;

/**
 * The mail around the receipt: the shop and the receipt's number say what it is; its time names
 * the zone it is in (the organization's, or the `tz` asked for), as a reader elsewhere needs.
 */
function mailOf(d: SaleDocument, to: string, pdf: Buffer) {
  const shop = d.organization.name;
  const number = printedNumber(d.sale);
  const total = formatMoney(d.sale.totalAmount, d.settings.currencySymbol, d.locale);
  return shopMail(d.organization, {
    to,
    subject: `Your receipt ${number} from ${shop}`,
    lines: [
      'Hello,',
      '',
      `Thank you for shopping at ${shop}. Your receipt ${number} of ${formatDate(d.sale.transactionDate, d.timeZone, d.language)} (${d.timeZone}), ${total} in all, is attached as a PDF.`,
    ],
    file: `receipt-${number}.pdf`,
    pdf,
  });
}

/**
 * `POST /transactions/:id/email-receipt`: the receipt PDF (the one `GET …/receipt.pdf` answers)
 * mailed as an attachment, at most RECEIPT_EMAILS_PER_SALE times a sale. The mail is counted
 * before it is drawn, so concurrent requests never pass the limit; one that fails gives its
 * count back.
 */
export async function emailReceipt(deps: AppDeps, caller: Caller, id: string, body: Body) {
  const org = caller.organizationId;
  if (!(await repo.countReceiptEmail(deps.db, org, id, RECEIPT_EMAILS_PER_SALE))) {
    if (!(await findTransaction(deps.db, org, id))) throw notFound(SALE_MESSAGES.notFound);
    throw conflict(M.limit, { limit: RECEIPT_EMAILS_PER_SALE }, 'RECEIPT_EMAIL_LIMIT');
  }
  try {
    // The customer reads the shop's language, the PDF too, whoever sends it.
    const language = await organizationLanguage(deps.db, org);
    const { pdf, document } = await receiptOf(deps, { ...caller, language }, id, {
      timeZone: body.tz,
      locale: body.locale,
    });
    await deps.mailer.send({ ...mailOf(document, body.email, pdf), language });
  } catch (error) {
    await repo.uncountReceiptEmail(deps.db, org, id);
    throw error;
  }
  return { message: M.sent(body.email) };
}
