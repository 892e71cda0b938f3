import type { TLanguage } from '@pos/contracts/languages';
import { word } from '@pos/contracts/message-catalog';
import { formatDocumentNumber, formatReturnNumber, TENDER_LABELS } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { LEDGER_KIND_LABELS } from '@pos/contracts/stored-value';
import {
  type A4,
  CONTENT_W,
  drawItemTable,
  drawLetterhead,
  drawParagraph,
  drawTitleBlock,
  drawTotals,
  GREY,
  M,
  numberPages,
  openA4,
  put,
  rule,
} from '../../../lib/pdf/a4.js';
import { loadLogo } from '../../../lib/pdf/pdf-text.js';
import type { StatementHead, StatementRow } from '../account-statement.repository.js';

/** Everything a statement prints, gathered by the caller: the renderer queries nothing. */
export interface StatementDocument {
  organization: {
    name: string;
    address?: string | null;
    phone?: string | null;
    email?: string | null;
    logo?: Buffer | string | null;
  };
  settings: TGeneralSettings;
  customer: StatementHead;
  rows: StatementRow[];
  from: string;
  to: string;
  timeZone: string;
  locale: string;
  /** The language its words are in (none: English). */
  language?: TLanguage | undefined;
  printedAt: Date;
}

/** What a row of the statement says it was: the sale, the return, the payment and its method. */
export function statementLine(r: StatementRow): string {
  if (r.kind === 'charge' && r.sale_number !== null) {
    return `Sale ${formatDocumentNumber(r.sale_number)}`;
  }
  if (r.kind === 'refund' && r.return_number !== null) {
    return `Return ${formatReturnNumber(r.return_number)}`;
  }
  if (r.kind === 'payment' && r.payment_method) {
    return `Payment, ${TENDER_LABELS[r.payment_method]}`;
  }
  return r.reason ? `${LEDGER_KIND_LABELS[r.kind]}: ${r.reason}` : LEDGER_KIND_LABELS[r.kind];
}

/** Opening and closing owed, charges and credits of the period, in cents. */
export function statementTotals(d: Pick<StatementDocument, 'customer' | 'rows'>) {
  const cents = (v: string) => Math.round(Number(v) * 100);
  const opening = cents(d.customer.opening);
  const charges = d.rows.reduce((n, r) => n + Math.max(0, cents(r.amount)), 0);
  const credits = d.rows.reduce((n, r) => n + Math.max(0, -cents(r.amount)), 0);
  return { opening, charges, credits, closing: opening + charges - credits };
}

function drawCustomer(c: A4, d: StatementDocument, top: number): number {
  rule(c, top);
  let y =
    put(c, c.say(word('STATEMENT FOR')), M, top + 12, { bold: true, size: 8, color: GREY }) + 3;
  y = put(c, c.t(d.customer.name), M, y, { bold: true, size: 11, width: 300 });
  for (const line of [d.customer.email, d.customer.phone]) {
    if (line) y = put(c, c.t(line), M, y + 2, { width: 300 });
  }
  return y + 18;
}

/** A customer's charge account over a period, on A4: its rows with the balance each left. */
export async function renderStatementPdf(d: StatementDocument): Promise<Buffer> {
  const { c, bytes } = openA4({
    title: `Statement ${d.customer.name} ${d.from} – ${d.to}`,
    author: d.organization.name,
    settings: d.settings,
    locale: d.locale,
    timeZone: d.timeZone,
    language: d.language,
  });
  const period = `${c.day(d.from)} – ${c.day(d.to)}`;
  const logo = await loadLogo(d.organization.logo);
  const totals = statementTotals(d);
  const money = (cents: number) => c.money(cents / 100);
  const left = drawLetterhead(c, d.organization, logo, CONTENT_W - 240);
  const right = drawTitleBlock(c, word('STATEMENT'), [
    [word('Period'), period],
    [word('Printed'), c.date(d.printedAt.toISOString())],
    [
      'Credit limit',
      d.customer.credit_limit === null
        ? c.say('No account')
        : c.money(Number(d.customer.credit_limit)),
    ],
  ]);
  let y = drawCustomer(c, d, Math.max(left, right) + 16);
  y = drawTotals(c, [{ label: 'Owed at the start', value: money(totals.opening) }], y, [210, 110]);
  y = drawItemTable(
    c,
    d.rows,
    {
      title: 'Date and document',
      name: (r) => c.t(c.say(statementLine(r))),
      sku: (r) => c.date(new Date(r.created_at).toISOString()),
    },
    [
      {
        title: word('Charged'),
        width: 86,
        value: (r) => (Number(r.amount) > 0 ? c.money(Number(r.amount)) : ''),
      },
      {
        title: 'Paid or credited',
        width: 100,
        value: (r) => (Number(r.amount) < 0 ? c.money(-Number(r.amount)) : ''),
      },
      { title: word('Owed'), width: 86, value: (r) => c.money(Number(r.balance_after)) },
    ],
    y,
  );
  if (d.rows.length === 0) {
    y = drawParagraph(c, c.say('Nothing was charged or paid in this period.'), y);
  }
  y = drawTotals(
    c,
    [
      { label: 'Charged in the period', value: money(totals.charges) },
      { label: 'Paid or credited in the period', value: `-${money(totals.credits)}` },
      { label: 'Owed at the end', value: money(totals.closing), bold: true, ruleAbove: true },
    ],
    y,
    [210, 110],
  );
  numberPages(c, `Statement ${period}`);
  c.doc.end();
  return bytes;
}
