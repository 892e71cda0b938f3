import { taxLabel } from '@pos/contracts/sale-figures';
import { TENDER_LABELS } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { DRAWER_EVENT_LABELS, overShort, type TShift } from '@pos/contracts/shifts';
import { formatDate } from '../../../lib/pdf/pdf-text.js';
import {
  dashes,
  GREY,
  line,
  M,
  pair,
  renderTillRoll,
  type TillRoll,
} from '../../sales/documents/till-roll.js';

/** Everything a shift report prints, gathered by the caller: the renderer queries nothing. */
export interface ShiftReport {
  shift: TShift;
  organizationName: string;
  settings: TGeneralSettings;
  /** IANA zone the times print in. */
  timeZone: string;
  /** Language tag whose digit grouping the amounts print with. */
  locale: string;
  /** When the report is printed (an X report's figures are those of this moment). */
  printedAt: Date;
}

/** An X report reads an open shift; the Z report is the closed shift's, final. */
export const reportKind = (shift: TShift) => (shift.status === 'open' ? 'x' : 'z');

const minus = (c: TillRoll, n: number) => (n === 0 ? c.money(0) : `-${c.money(n)}`);

function drawHeader(c: TillRoll, r: ShiftReport, y0: number): number {
  const { shift: s } = r;
  let y = line(c, c.t(r.organizationName), y0, { bold: true, size: 11, align: 'center' });
  const title = reportKind(s) === 'x' ? 'X REPORT' : 'Z REPORT';
  y = line(c, title, y + 5, { bold: true, size: 13, align: 'center' });
  const sub = reportKind(s) === 'x' ? 'Shift open: figures so far' : 'Shift closed';
  y = line(c, sub, y, { align: 'center', color: GREY });
  y = dashes(c, y + 3);
  y = pair(c, 'Store', c.t(s.store.name), y);
  y = pair(c, 'Cashier', c.t(s.user.name), y + 1);
  y = pair(c, 'Opened', formatDate(s.openedAt, r.timeZone), y + 1);
  if (s.closedAt) y = pair(c, 'Closed', formatDate(s.closedAt, r.timeZone), y + 1);
  if (s.closedBy && s.closedBy._id !== s.user._id) {
    y = pair(c, 'Closed by', c.t(s.closedBy.name), y + 1);
  }
  return dashes(c, y + 2);
}

function drawSales(c: TillRoll, f: TShift['figures'], y0: number): number {
  let y = line(c, 'SALES', y0 + 2, { bold: true });
  y = pair(c, 'Sales', String(f.salesCount), y + 1);
  y = pair(c, 'Sales amount', c.money(f.salesAmount), y + 1);
  // Paid for in the payments below, but no sale until spent (docs/DESIGN.md, "Stored value").
  if (f.giftCardsSold !== 0) y = pair(c, 'Gift cards sold', c.money(f.giftCardsSold), y + 1);
  y = pair(c, 'Discounts given', c.money(f.discounts), y + 1);
  y = pair(c, 'Returns', String(f.returnsCount), y + 1);
  y = pair(c, 'Returns amount', minus(c, f.returnsAmount), y + 1);
  for (const tax of f.taxes) {
    y = pair(c, c.t(taxLabel(tax)), c.money(tax.amount), y + 1);
  }
  y = pair(c, 'Taxes', c.money(f.taxTotal), y + 1);
  // Cash rounding, in the sales amount already: its own line, as the Z report of a till shows it.
  if (f.rounding !== 0) y = pair(c, 'Rounding', c.money(f.rounding), y + 1);
  y = dashes(c, y + 2);
  y = line(c, 'PAYMENTS', y + 2, { bold: true });
  for (const m of f.byMethod) {
    y = pair(c, TENDER_LABELS[m.method], c.money(m.sales), y + 1);
    if (m.refunds > 0) {
      y = pair(c, `  ${TENDER_LABELS[m.method]} refunds`, minus(c, m.refunds), y, { color: GREY });
    }
  }
  // Money taken for what customers owe on account: not sales (those were the Account line).
  if (f.accountPayments.length > 0) {
    y = dashes(c, y + 2);
    y = line(c, 'PAYMENTS ON ACCOUNT', y + 2, { bold: true });
    for (const p of f.accountPayments) {
      y = pair(c, TENDER_LABELS[p.method], c.money(p.amount), y + 1);
    }
  }
  return dashes(c, y + 2);
}

function drawDrawer(c: TillRoll, s: TShift, y0: number): number {
  const f = s.figures;
  let y = line(c, 'CASH DRAWER', y0 + 2, { bold: true });
  y = pair(c, 'Opening float', c.money(s.openingFloat), y + 1);
  y = pair(c, 'Cash taken', c.money(f.cashTaken), y + 1);
  y = pair(c, 'Change given', minus(c, f.changeGiven), y + 1);
  y = pair(c, 'Pay-ins', c.money(f.payIns), y + 1);
  y = pair(c, 'Pay-outs', minus(c, f.payOuts), y + 1);
  y = pair(c, 'Cash refunds', minus(c, f.cashRefunds), y + 1);
  y = pair(c, 'No-sale openings', String(f.noSales), y + 1);
  const onAccount = f.accountPayments.find((p) => p.method === 'Cash')?.amount ?? 0;
  if (onAccount !== 0) y = pair(c, 'Cash paid on account', c.money(onAccount), y + 1);
  y = pair(c, 'Expected cash', c.money(s.expectedCash), y + 3, { bold: true });
  if (s.countedCash !== null && s.difference !== null) {
    y = pair(c, 'Counted cash', c.money(s.countedCash), y + 1, { bold: true });
    y = pair(c, 'Difference', overShort(s.difference, c.money), y + 1, { bold: true });
  }
  return y;
}

function drawMovements(c: TillRoll, r: ShiftReport, y0: number): number {
  let y = dashes(c, y0 + 2);
  y = line(c, 'CASH MOVEMENTS', y + 2, { bold: true });
  for (const m of r.shift.movements) {
    const label = `${formatDate(m.createdAt, r.timeZone)} ${DRAWER_EVENT_LABELS[m.type]}`;
    // A no-sale opening moved no money: its line has no amount.
    const amount =
      m.type === 'no_sale' ? '' : m.type === 'pay_out' ? minus(c, m.amount) : c.money(m.amount);
    y = pair(c, label, amount, y + 2);
    y = line(c, `  ${c.t(m.reason)}`, y, { color: GREY });
  }
  return y;
}

/** Draws the whole report from the top and returns where it ends. */
function drawReport(c: TillRoll, r: ShiftReport): number {
  let y = drawHeader(c, r, M);
  y = drawSales(c, r.shift.figures, y);
  y = drawDrawer(c, r.shift, y);
  if (r.shift.movements.length) y = drawMovements(c, r, y);
  if (r.shift.note) {
    y = dashes(c, y + 2);
    y = line(c, `Note: ${c.t(r.shift.note)}`, y + 2);
  }
  y = dashes(c, y + 2);
  y = line(c, `Printed ${formatDate(r.printedAt.toISOString(), r.timeZone)}`, y + 2, {
    align: 'center',
    color: GREY,
  });
  return y + M;
}

/** The shift's X or Z report on the 80 mm roll of the receipt. */
export function renderShiftReportPdf(r: ShiftReport): Promise<Buffer> {
  const kind = reportKind(r.shift) === 'x' ? 'X report' : 'Z report';
  return renderTillRoll(
    {
      title: `${kind} ${r.shift.store.name} ${r.shift.openedAt.slice(0, 10)}`,
      author: r.organizationName,
      settings: r.settings,
      locale: r.locale,
    },
    (c) => drawReport(c, r),
  );
}
