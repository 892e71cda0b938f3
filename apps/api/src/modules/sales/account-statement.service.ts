import {
  ACCOUNT_MESSAGES as A,
  STATEMENT_EMAILS_PER_DAY,
  type TStatementEmailBody,
  type TStatementQuery,
} from '@pos/contracts/customer-accounts';
import { CUSTOMER_MESSAGES } from '@pos/contracts/customers';
import { formatMoney } from '@pos/contracts/money';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { localIso } from '../../lib/local-time.js';
import { formatDay } from '../../lib/pdf/pdf-text.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { letterheadOf } from '../organization/organization.service.js';
import { generalSettingsOf, timeZoneOf } from '../settings/settings.service.js';
import * as repo from './account-statement.repository.js';
import { shopMail } from './documents/shop-mail.js';
import { renderStatementPdf, statementTotals } from './documents/statement-pdf.js';

/** A statement's days: as asked, else from the first of `to`'s month to `to` (today). */
function periodOf(q: TStatementQuery, timeZone: string) {
  const to = q.to ?? localIso(new Date(), timeZone).slice(0, 10);
  const from = q.from ?? (q.to && q.to < `${to.slice(0, 8)}01` ? q.to : `${to.slice(0, 8)}01`);
  return { from: from <= to ? from : to, to };
}

/**
 * A customer's statement (docs/DESIGN.md, "Stored value"): what it owed before the period, each
 * charge, payment and refund of the period with what it left owed, and what it owes at the end.
 */
async function statementDocument(
  deps: AppDeps,
  caller: Caller,
  customerId: string,
  q: TStatementQuery,
) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const period = periodOf(q, timeZone);
  const [found, organization, settings] = await Promise.all([
    repo.statementOf(deps.db, org, customerId, { ...period, timeZone }),
    letterheadOf(deps, org),
    generalSettingsOf(deps.db, org),
  ]);
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
  return {
    organization,
    settings,
    customer: found.head,
    rows: found.rows,
    ...period,
    timeZone,
    locale: 'en',
    // A document for the customer: in the shop's language, whoever prints or mails it.
    language: settings.language,
    printedAt: new Date(),
  };
}

/** `GET /customers/:id/statement.pdf`: the statement of a period as a PDF. */
export async function statementPdf(
  deps: AppDeps,
  caller: Caller,
  customerId: string,
  q: TStatementQuery,
) {
  const d = await statementDocument(deps, caller, customerId, q);
  return { pdf: await renderStatementPdf(d), file: `statement-${d.from}-${d.to}.pdf` };
}

/**
 * `POST /customers/:id/statement/email`: the statement PDF mailed to the customer's address (or
 * the one given); a customer without one and none given is 400. At most STATEMENT_EMAILS_PER_DAY
 * a customer a day (409 STATEMENT_EMAIL_LIMIT), counted before the mail is drawn so that
 * concurrent requests never pass it; one that fails gives its count back.
 */
export async function emailStatement(
  deps: AppDeps,
  caller: Caller,
  customerId: string,
  body: TStatementEmailBody,
) {
  const d = await statementDocument(deps, caller, customerId, body);
  const to = body.email ?? d.customer.email;
  if (!to) throw badRequest(A.noEmail, { email: A.noEmail });
  const org = caller.organizationId;
  if (!(await repo.countStatementEmail(deps.db, org, customerId, STATEMENT_EMAILS_PER_DAY))) {
    throw conflict(A.statementLimit, { limit: STATEMENT_EMAILS_PER_DAY }, 'STATEMENT_EMAIL_LIMIT');
  }
  try {
    const pdf = await renderStatementPdf(d);
    const shop = d.organization.name;
    const owed = formatMoney(statementTotals(d).closing / 100, d.settings.currencySymbol, d.locale);
    const day = (yyyyMmDd: string) => formatDay(yyyyMmDd, d.language);
    const period = `${day(d.from)} – ${day(d.to)}`;
    await deps.mailer.send(
      shopMail(d.organization, {
        language: d.language,
        to,
        subject: `Your statement from ${shop}, ${day(d.from)} to ${day(d.to)}`,
        lines: [
          `Hello ${d.customer.name},`,
          '',
          `Your account statement with ${shop} for ${period} is attached as a PDF. At the end of the period you owed ${owed}.`,
        ],
        file: `statement-${d.from}-${d.to}.pdf`,
        pdf,
      }),
    );
  } catch (error) {
    await repo.uncountStatementEmail(deps.db, org, customerId);
    throw error;
  }
  return { message: A.statementSent(to) };
}
