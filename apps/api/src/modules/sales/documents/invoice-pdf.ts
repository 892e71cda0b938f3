import { word } from '@pos/contracts/message-catalog';
import { figureText, saleFigures } from '@pos/contracts/sale-figures';
import { offlineFacts, paymentRows, refundStamp, returnRows } from '@pos/contracts/sale-rows';
import { salePaymentLabel, type TTransaction } from '@pos/contracts/sales';
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
  type NumberColumn,
  numberPages,
  openA4,
  PAGE_W,
  put,
  rule,
  type TotalLine,
} from '../../../lib/pdf/a4.js';
import { itemName, loadLogo } from '../../../lib/pdf/pdf-text.js';
import { printedNumber, type SaleDocument } from './sale-document.js';

type Ctx = A4;
const RED = '#c62828';

/** Organization on the left; "INVOICE", its number, date and status on the right. */
function drawHeader(c: Ctx, d: SaleDocument, logo: Buffer | null): number {
  const { sale } = d;
  const left = drawLetterhead(c, d.organization, logo, CONTENT_W - 240);
  const facts: [string, string][] = [
    ['Invoice no.', printedNumber(sale)],
    [word('Date'), c.date(sale.transactionDate)],
    ...offlineFacts(sale, c.date),
    [word('Status'), c.say(sale.status)],
  ];
  if (sale.refundedAt) facts.push([word('Refunded'), c.date(sale.refundedAt)]);
  let right = drawTitleBlock(c, word('INVOICE'), facts);
  const stamp = refundStamp(sale);
  if (stamp) {
    // A stamp, not a footnote: a refunded invoice must not be mistaken for a paid one.
    const [w, h] = [stamp === 'REFUNDED' ? 130 : 220, 28];
    const [x, y] = [PAGE_W - M - w, right + 6];
    c.doc.roundedRect(x, y, w, h, 4).lineWidth(2).strokeColor(RED).stroke();
    put(c, c.say(stamp), x, y + 6, { bold: true, size: 15, color: RED, width: w, align: 'center' });
    right = y + h;
  }
  return Math.max(left, right) + 16;
}

/** Who bought (or "Walk-in customer") on the left; where and by whom it was sold on the right. */
function drawParties(c: Ctx, sale: TTransaction, top: number): number {
  rule(c, top);
  let left = put(c, c.say(word('BILL TO')), M, top + 12, { bold: true, size: 8, color: GREY }) + 3;
  if (sale.customer) {
    left = put(c, c.t(sale.customer.name), M, left, { bold: true, size: 11, width: 260 });
    for (const line of [sale.customer.email, sale.customer.phone]) {
      if (line) left = put(c, c.t(line), M, left + 2, { width: 260 });
    }
  } else {
    left = put(c, c.say('Walk-in customer'), M, left, { bold: true, size: 11 });
  }

  const rx = PAGE_W - M - 220;
  let right = top + 12;
  for (const [label, who] of [
    [word('STORE'), sale.store],
    [word('CASHIER'), sale.cashier],
  ] as const) {
    if (!who) continue;
    right = put(c, c.say(label), rx, right, { bold: true, size: 8, color: GREY, width: 220 }) + 3;
    right = put(c, c.t(who.name), rx, right, { width: 220 }) + 8;
  }
  return Math.max(left, right) + 18;
}

type Item = TTransaction['items'][number];

/** A line's tax rates, "18%" or "9% + 9%" (a line from before classes: none listed). */
const lineRates = (i: Item) => (i.taxes ?? []).map((t) => `${t.rate}%`).join(' + ');

/** The items; Discount only when a line has one. */
function drawItems(c: Ctx, sale: TTransaction, top: number): number {
  const numbers: NumberColumn<Item>[] = [
    { title: word('Qty'), width: 64, value: (i) => c.quantity(i.quantity, i.unit) },
    { title: 'Unit price', width: 82, value: (i) => c.money(i.priceAtSale) },
    ...(sale.items.some((i) => i.discount > 0)
      ? [
          {
            title: word('Discount'),
            width: 76,
            value: (i: Item) => (i.discount > 0 ? `-${c.money(i.discount)}` : '–'),
          },
        ]
      : []),
    // Lines taxed differently (tax classes, docs/DESIGN.md "Money"): each line's rates.
    ...(new Set(sale.items.map(lineRates)).size > 1
      ? [{ title: word('Tax'), width: 64, value: (i: Item) => lineRates(i) || '–' }]
      : []),
    { title: 'Line total', width: 88, value: (i) => c.money(i.lineTotal) },
  ];
  return drawItemTable(
    c,
    sale.items,
    { title: word('Item'), name: (i) => c.t(itemName(i)), sku: (i) => (i.sku ? c.t(i.sku) : null) },
    numbers,
    top,
  );
}

/** Subtotal, discount, each tax, the total and how it was paid, right-aligned under the table. */
function drawSaleTotals(c: Ctx, d: SaleDocument, top: number): number {
  const { sale } = d;
  const lines: TotalLine[] = [
    ...saleFigures(sale).map((row) => ({
      label: c.t(row.label),
      value: figureText(row, c.money),
    })),
    { label: word('Total'), value: c.money(sale.totalAmount), bold: true, ruleAbove: true },
    { label: 'Payment method', value: c.say(salePaymentLabel(sale.paymentMethod)) },
    ...paymentRows(sale).map((row) => ({
      label: row.label,
      value: `${row.out ? '-' : ''}${c.money(row.amount)}`,
    })),
    ...returnRows(sale, c.date).map((row, i) => ({
      label: row.label,
      value: `${row.out ? '-' : ''}${c.money(row.amount)}`,
      bold: row.label === 'Net total',
      ruleAbove: i === 0,
    })),
  ];
  // Wide enough for a return's label ("Return R000007, 23 Nov 2026, 10:00") on one line.
  return drawTotals(c, lines, top, [210, 110]);
}

/** An A4 invoice of a sale, as a PDF. */
export async function renderInvoicePdf(d: SaleDocument): Promise<Buffer> {
  const { sale, settings } = d;
  const number = printedNumber(sale);
  const { c, bytes } = openA4({
    title: `Invoice ${number}`,
    author: d.organization.name,
    settings,
    locale: d.locale,
    timeZone: d.timeZone,
    language: d.language,
  });
  const logo = await loadLogo(d.organization.logo);

  let y = drawHeader(c, d, logo);
  y = drawParties(c, sale, y);
  y = drawItems(c, sale, y);
  y = drawSaleTotals(c, d, y);
  const footer = c.t(settings.receiptFooterMessage.trim());
  if (footer) drawParagraph(c, footer, y, { align: 'center' });
  numberPages(c, `Invoice ${number}`);
  c.doc.end();
  return bytes;
}
