import { formatMoney } from '@pos/contracts/money';
import type { TTransaction } from '@pos/contracts/sales';
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

/** 80 mm till roll. */
const W = (80 / 25.4) * 72;
const M = (4 / 25.4) * 72;
const CW = W - 2 * M;
const SIZE = 8.5;
const GREY = '#555555';
/** Tall enough for any sale when measuring; the real page is cut to the content. */
const MEASURE_H = 1_000_000;

interface Ctx {
  doc: Doc;
  fonts: Fonts;
  money: (n: number) => string;
  t: (s: string) => string;
}

interface Style {
  bold?: boolean;
  /** Of the value in a pair, when it differs from the label's. */
  valueColor?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
}

/** Full-width text; returns the y below it. */
function line(c: Ctx, text: string, y: number, s: Style = {}): number {
  const options = { width: CW, align: s.align ?? 'left' };
  c.doc
    .font(s.bold ? c.fonts.bold : c.fonts.regular)
    .fontSize(s.size ?? SIZE)
    .fillColor(s.color ?? '#000000')
    .text(text, M, y, options);
  return y + c.doc.heightOfString(text, options);
}

/**
 * A label on the left and its value flush right on the same line, the label wrapping if long.
 * A value too wide to share the line (a long customer name) goes on its own line below.
 */
function pair(c: Ctx, label: string, value: string, y: number, s: Style = {}): number {
  const { doc } = c;
  const color = s.color ?? '#000000';
  doc
    .font(s.bold ? c.fonts.bold : c.fonts.regular)
    .fontSize(s.size ?? SIZE)
    .fillColor(color);
  const valueW = doc.widthOfString(value);
  if (valueW > CW - 60) {
    const below = line(c, label, y, s);
    return line(c, value, below, { ...s, color: s.valueColor ?? color, align: 'right' });
  }
  doc.fillColor(s.valueColor ?? color).text(value, M + CW - valueW, y, { lineBreak: false });
  const labelW = CW - valueW - 6;
  doc.fillColor(color).text(label, M, y, { width: labelW });
  return y + Math.max(doc.heightOfString(label, { width: labelW }), doc.currentLineHeight());
}

function dashes(c: Ctx, y: number): number {
  c.doc
    .moveTo(M, y + 4)
    .lineTo(W - M, y + 4)
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke()
    .undash();
  return y + 9;
}

/** Draws the whole receipt from the top and returns where it ends. */
function drawReceipt(c: Ctx, d: SaleDocument, logo: Buffer | null): number {
  const { sale, settings, organization: org } = d;
  let y = M;
  if (logo && settings.receiptShowLogo) {
    const h = drawLogo(c.doc, logo, M, y, [CW, 48], 'center');
    if (h) y += h + 4;
  }
  y = line(c, c.t(org.name), y, { bold: true, size: 11, align: 'center' });
  if (settings.receiptShowAddress) {
    for (const text of [org.address, org.phone]) {
      if (text?.trim()) y = line(c, c.t(text.trim()), y + 1, { align: 'center', color: GREY });
    }
  }
  if (isRefunded(sale)) {
    y = line(c, 'REFUNDED', y + 5, { bold: true, size: 13, align: 'center' });
    if (sale.refundedAt) {
      y = line(c, formatDate(sale.refundedAt, d.timeZone), y, { align: 'center', color: GREY });
    }
  }
  y = dashes(c, y + 3);

  y = pair(c, 'Date', formatDate(sale.transactionDate, d.timeZone), y);
  y = pair(c, 'Receipt no.', printedNumber(sale), y + 1);
  if (sale.cashier) y = pair(c, 'Cashier', c.t(sale.cashier.name), y + 1);
  y = dashes(c, y + 2);

  for (const item of sale.items) {
    y = line(c, c.t(itemName(item)), y + 3);
    y = pair(c, `  ${item.quantity} × ${c.money(item.priceAtSale)}`, c.money(item.lineTotal), y, {
      color: GREY,
      valueColor: '#000000',
    });
    if (item.discount > 0) {
      y = pair(c, '  Discount', `-${c.money(item.discount)}`, y, { color: GREY });
    }
  }
  y = dashes(c, y + 2);

  // The sale's subtotal is after line discounts: shown before them, then the discount.
  y = pair(c, 'Subtotal', c.money(sale.subtotal + sale.discountTotal), y);
  if (sale.discountTotal > 0) {
    y = pair(c, 'Discount', `-${c.money(sale.discountTotal)}`, y + 1);
  }
  for (const tax of sale.taxes) {
    y = pair(c, c.t(taxLabel(tax.name, tax.rate)), c.money(tax.amount), y + 1);
  }
  y = pair(c, 'TOTAL', c.money(sale.totalAmount), y + 4, { bold: true, size: 11 });
  y = pair(c, 'Payment', sale.paymentMethod, y + 2);
  if (settings.receiptShowCustomerName && sale.customer) {
    y = pair(c, 'Customer', c.t(sale.customer.name), y + 1);
  }

  const footer = settings.receiptFooterMessage.trim();
  if (footer) {
    y = dashes(c, y + 2);
    y = line(c, c.t(footer), y + 2, { align: 'center' });
  }
  return y + M;
}

const isRefunded = (sale: TTransaction) => sale.status === 'Refunded' || sale.refundedAt !== null;

async function draw(d: SaleDocument, height: number, logo: Buffer | null) {
  const number = printedNumber(d.sale);
  const pdf = openPdf({
    size: [W, height],
    margin: 0,
    info: { Title: `Receipt ${number}`, Author: d.organization.name },
  });
  const fonts = setUpFonts(pdf.doc, d.settings);
  const c: Ctx = {
    doc: pdf.doc,
    fonts,
    money: (n) => formatMoney(n, fonts.currency, d.locale),
    t: fonts.printable,
  };
  const end = drawReceipt(c, d, logo);
  pdf.doc.end();
  return { end, bytes: pdf.bytes };
}

/**
 * An 80 mm till-roll receipt as one long PDF page. The roll has no page breaks, so the
 * receipt is drawn once on a very tall page to learn its height, then again on a page of
 * exactly that height.
 */
export async function renderReceiptPdf(d: SaleDocument): Promise<Buffer> {
  const logo = await loadLogo(d.organization.logo);
  const measured = await draw(d, MEASURE_H, logo);
  await measured.bytes;
  return (await draw(d, Math.ceil(measured.end), logo)).bytes;
}
