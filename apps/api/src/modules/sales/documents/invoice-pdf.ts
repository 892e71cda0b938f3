import { formatMoney } from '@pos/contracts/money';
import type { TTransaction } from '@pos/contracts/sales';
import { offlineFacts, paymentRows, refundStamp, returnRows } from './figures.js';
import { taxLabel } from './money-format.js';
import {
  drawLogo,
  type Fonts,
  formatDate,
  itemName,
  loadLogo,
  openPdf,
  printedNumber,
  setUpFonts,
} from './pdf-text.js';
import type { SaleDocument } from './sale-document.js';

type Doc = PDFKit.PDFDocument;

const [PAGE_W, PAGE_H] = [595.28, 841.89]; // A4 in points
const M = 48;
const CONTENT_W = PAGE_W - 2 * M;
/** Kept free at the foot of every page for the page number, so content never runs into it. */
const FOOTER_H = 28;
const BOTTOM = PAGE_H - M - FOOTER_H;
const PAD = 6;
const INK = '#111111';
const GREY = '#666666';
const RULE = '#d4d4d4';
const RED = '#c62828';

interface Ctx {
  doc: Doc;
  fonts: Fonts;
  money: (n: number) => string;
  /** Any text the organization or a customer typed, as the font can draw it. */
  t: (s: string) => string;
}

interface TextStyle {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Draws text at (x, y) and returns the y below it. */
function put(c: Ctx, text: string, x: number, y: number, s: TextStyle = {}): number {
  const { doc } = c;
  doc
    .font(s.bold ? c.fonts.bold : c.fonts.regular)
    .fontSize(s.size ?? 9.5)
    .fillColor(s.color ?? INK);
  const options = { width: s.width, align: s.align ?? 'left' };
  doc.text(text, x, y, options);
  return y + doc.heightOfString(text, options);
}

function rule(c: Ctx, y: number, color = RULE) {
  c.doc
    .moveTo(M, y)
    .lineTo(PAGE_W - M, y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke();
}

/** Organization on the left; "INVOICE", its number, date and status on the right. */
function drawHeader(c: Ctx, d: SaleDocument, logo: Buffer | null): number {
  const { sale, organization: org } = d;
  const leftW = CONTENT_W - 240;
  let left = M;
  if (logo) {
    const h = drawLogo(c.doc, logo, M, left, [140, 56]);
    if (h) left += h + 8;
  }
  left = put(c, c.t(org.name), M, left, { bold: true, size: 16, width: leftW });
  for (const line of [org.address, org.phone, org.email]) {
    if (line?.trim()) left = put(c, c.t(line.trim()), M, left + 2, { color: GREY, width: leftW });
  }

  const rx = PAGE_W - M - 220;
  let right = put(c, 'INVOICE', rx, M, { bold: true, size: 26, width: 220, align: 'right' }) + 6;
  const facts: [string, string][] = [
    ['Invoice no.', printedNumber(sale)],
    ['Date', formatDate(sale.transactionDate, d.timeZone)],
    ...offlineFacts(sale, d.timeZone),
    ['Status', sale.status],
  ];
  if (sale.refundedAt) facts.push(['Refunded', formatDate(sale.refundedAt, d.timeZone)]);
  for (const [label, value] of facts) {
    put(c, label, rx, right, { color: GREY, width: 90 });
    right = put(c, value, rx + 70, right, { width: 150, align: 'right' }) + 2;
  }
  const stamp = refundStamp(sale);
  if (stamp) {
    // A stamp, not a footnote: a refunded invoice must not be mistaken for a paid one.
    const [w, h] = [stamp === 'REFUNDED' ? 130 : 220, 28];
    const [x, y] = [PAGE_W - M - w, right + 6];
    c.doc.roundedRect(x, y, w, h, 4).lineWidth(2).strokeColor(RED).stroke();
    put(c, stamp, x, y + 6, { bold: true, size: 15, color: RED, width: w, align: 'center' });
    right = y + h;
  }
  return Math.max(left, right) + 16;
}

/** Who bought (or "Walk-in customer") on the left; where and by whom it was sold on the right. */
function drawParties(c: Ctx, sale: TTransaction, top: number): number {
  rule(c, top);
  let left = put(c, 'BILL TO', M, top + 12, { bold: true, size: 8, color: GREY }) + 3;
  if (sale.customer) {
    left = put(c, c.t(sale.customer.name), M, left, { bold: true, size: 11, width: 260 });
    for (const line of [sale.customer.email, sale.customer.phone]) {
      if (line) left = put(c, c.t(line), M, left + 2, { width: 260 });
    }
  } else {
    left = put(c, 'Walk-in customer', M, left, { bold: true, size: 11 });
  }

  const rx = PAGE_W - M - 220;
  let right = top + 12;
  for (const [label, who] of [
    ['STORE', sale.store],
    ['CASHIER', sale.cashier],
  ] as const) {
    if (!who) continue;
    right = put(c, label, rx, right, { bold: true, size: 8, color: GREY, width: 220 }) + 3;
    right = put(c, c.t(who.name), rx, right, { width: 220 }) + 8;
  }
  return Math.max(left, right) + 18;
}

type Item = TTransaction['items'][number];

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  x: number;
  /** What the column shows of a line (the item column draws its own two-line cell). */
  value: (item: Item) => string;
}

/** The item column takes what the numbers leave; Discount only when a line has one. */
function tableColumns(c: Ctx, hasDiscount: boolean): { item: Column; numbers: Column[] } {
  const numbers: Omit<Column, 'x'>[] = [
    { title: 'Qty', width: 44, align: 'right', value: (i) => String(i.quantity) },
    { title: 'Unit price', width: 82, align: 'right', value: (i) => c.money(i.priceAtSale) },
    ...(hasDiscount
      ? [
          {
            title: 'Discount',
            width: 76,
            align: 'right' as const,
            value: (i: Item) => (i.discount > 0 ? `-${c.money(i.discount)}` : '–'),
          },
        ]
      : []),
    { title: 'Line total', width: 88, align: 'right', value: (i) => c.money(i.lineTotal) },
  ];
  const itemW = CONTENT_W - numbers.reduce((n, col) => n + col.width, 0);
  let x = M + itemW;
  return {
    item: { title: 'Item', width: itemW, align: 'left', x: M, value: (i) => c.t(itemName(i)) },
    numbers: numbers.map((col) => {
      const placed = { ...col, x };
      x += col.width;
      return placed;
    }),
  };
}

const HEADER_ROW_H = 22;

function drawTableHeader(c: Ctx, cols: Column[], top: number): number {
  c.doc.rect(M, top, CONTENT_W, HEADER_ROW_H).fillColor('#f0f0f0').fill();
  for (const col of cols) {
    put(c, col.title, col.x + PAD, top + 7, {
      bold: true,
      size: 8.5,
      width: col.width - 2 * PAD,
      align: col.align,
    });
  }
  return top + HEADER_ROW_H;
}

const NAME_SIZE = 9.5;
const SKU_SIZE = 8;

function rowHeight(c: Ctx, item: Item, itemW: number): number {
  c.doc.font(c.fonts.regular).fontSize(NAME_SIZE);
  let h = c.doc.heightOfString(c.t(itemName(item)), { width: itemW - 2 * PAD });
  if (item.sku) h += 2 + c.doc.fontSize(SKU_SIZE).heightOfString(c.t(item.sku));
  return h + 2 * PAD + 2;
}

/** The items, a new page (with the column titles again) whenever the next row does not fit. */
function drawItems(c: Ctx, sale: TTransaction, top: number): number {
  const { item: itemCol, numbers } = tableColumns(
    c,
    sale.items.some((i) => i.discount > 0),
  );
  const cols = [itemCol, ...numbers];
  let y = drawTableHeader(c, cols, top);
  for (const item of sale.items) {
    const h = rowHeight(c, item, itemCol.width);
    if (y + h > BOTTOM) {
      c.doc.addPage();
      y = drawTableHeader(c, cols, M);
    }
    const cell = (col: Column) =>
      put(c, col.value(item), col.x + PAD, y + PAD + 1, {
        width: col.width - 2 * PAD,
        align: col.align,
        size: NAME_SIZE,
      });
    const below = cell(itemCol);
    if (item.sku) {
      put(c, c.t(item.sku), itemCol.x + PAD, below + 2, {
        size: SKU_SIZE,
        color: GREY,
        width: itemCol.width - 2 * PAD,
      });
    }
    for (const col of numbers) cell(col);
    y += h;
    rule(c, y);
  }
  return y + 14;
}

/** Subtotal, discount, each tax, the total and how it was paid, right-aligned under the table. */
function drawTotals(c: Ctx, d: SaleDocument, top: number): number {
  const { sale } = d;
  const lines: { label: string; value: string; bold?: boolean; ruleAbove?: boolean }[] = [
    // The sale's subtotal is after line discounts: shown before them, then the discount.
    { label: 'Subtotal', value: c.money(sale.subtotal + sale.discountTotal) },
    ...(sale.discountTotal > 0
      ? [{ label: 'Discount', value: `-${c.money(sale.discountTotal)}` }]
      : []),
    ...sale.taxes.map((tax) => ({
      label: c.t(taxLabel(tax.name, tax.rate)),
      value: c.money(tax.amount),
    })),
    { label: 'Total', value: c.money(sale.totalAmount), bold: true, ruleAbove: true },
    { label: 'Payment method', value: sale.paymentMethod },
    ...paymentRows(sale).map((row) => ({
      label: row.label,
      value: `${row.out ? '-' : ''}${c.money(row.amount)}`,
    })),
    ...returnRows(sale, (iso) => formatDate(iso, d.timeZone)).map((row, i) => ({
      label: row.label,
      value: `${row.out ? '-' : ''}${c.money(row.amount)}`,
      bold: row.label === 'Net total',
      ruleAbove: i === 0,
    })),
  ];
  const height = lines.length * 18 + 10;
  let y = top;
  if (y + height > BOTTOM) {
    c.doc.addPage();
    y = M;
  }
  // Wide enough for a return's label ("Return R000007, 23 Nov 2026, 10:00") on one line.
  const [labelW, valueW] = [210, 110];
  const x = PAGE_W - M - labelW - valueW;
  for (const line of lines) {
    if (line.ruleAbove) {
      c.doc
        .moveTo(x, y)
        .lineTo(PAGE_W - M, y)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      y += 5;
    }
    const size = line.bold ? 12 : 9.5;
    put(c, line.label, x, y, { bold: line.bold, size, width: labelW });
    y =
      put(c, line.value, x + labelW, y, {
        bold: line.bold,
        size,
        width: valueW - PAD,
        align: 'right',
      }) + 5;
  }
  return y + 16;
}

function drawFooterMessage(c: Ctx, message: string, top: number) {
  const text = c.t(message.trim());
  if (!text) return;
  c.doc.font(c.fonts.regular).fontSize(9.5);
  let y = top;
  if (y + c.doc.heightOfString(text, { width: CONTENT_W }) > BOTTOM) {
    c.doc.addPage();
    y = M;
  }
  put(c, text, M, y, { color: GREY, width: CONTENT_W, align: 'center' });
}

/** "Page i of n" once the page count is known (pages are buffered until then). */
function numberPages(c: Ctx, number: string) {
  const { start, count } = c.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    c.doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start yet another page.
    c.doc.page.margins.bottom = 0;
    const y = PAGE_H - M - 10;
    put(c, `Invoice ${number}`, M, y, { size: 8, color: GREY, width: 200 });
    put(c, `Page ${i - start + 1} of ${count}`, PAGE_W - M - 200, y, {
      size: 8,
      color: GREY,
      width: 200,
      align: 'right',
    });
  }
}

/** An A4 invoice of a sale, as a PDF. */
export async function renderInvoicePdf(d: SaleDocument): Promise<Buffer> {
  const { sale, settings } = d;
  const number = printedNumber(sale);
  const { doc, bytes } = openPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: `Invoice ${number}`, Author: d.organization.name },
  });
  const fonts = setUpFonts(doc, settings);
  const c: Ctx = {
    doc,
    fonts,
    money: (n) => formatMoney(n, fonts.currency, d.locale),
    t: fonts.printable,
  };
  const logo = await loadLogo(d.organization.logo);

  let y = drawHeader(c, d, logo);
  y = drawParties(c, sale, y);
  y = drawItems(c, sale, y);
  y = drawTotals(c, d, y);
  drawFooterMessage(c, settings.receiptFooterMessage, y);
  numberPages(c, number);
  doc.end();
  return bytes;
}
