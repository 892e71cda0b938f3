import { figureText, saleFigures } from '@pos/contracts/sale-figures';
import { barcodePng } from '../../../lib/barcode.js';
import { formatDate, itemName, loadLogo } from '../../../lib/pdf/pdf-text.js';
import {
  lineDiscountRows,
  loyaltyRows,
  offlineFacts,
  paymentRows,
  refundStamp,
  returnRows,
} from './figures.js';
import { printedNumber, type SaleDocument } from './sale-document.js';
import { drawShopHeader } from './shop-header.js';
import { CW, dashes, GREY, line, M, pair, renderTillRoll, type TillRoll } from './till-roll.js';

/** The receipt number as a Code 128 barcode: the register's Return mode scans it back. */
const BARCODE_BOX: [number, number] = [CW * 0.75, 46];

/** Draws the whole receipt from the top and returns where it ends. */
function drawReceipt(
  c: TillRoll,
  d: SaleDocument,
  logo: Buffer | null,
  code: Buffer | null,
): number {
  const { sale, settings } = d;
  let y = drawShopHeader(c, d, logo);
  const stamp = refundStamp(sale);
  if (stamp) {
    y = line(c, stamp, y + 5, { bold: true, size: 13, align: 'center' });
    if (sale.refundedAt) {
      y = line(c, formatDate(sale.refundedAt, d.timeZone), y, { align: 'center', color: GREY });
    }
  }
  y = dashes(c, y + 3);

  y = pair(c, 'Date', formatDate(sale.transactionDate, d.timeZone), y);
  y = pair(c, 'Receipt no.', printedNumber(sale), y + 1);
  // A sale an offline register made: the number its own receipt printed, and when (DESIGN §13).
  for (const [label, value] of offlineFacts(sale, d.timeZone)) y = pair(c, label, value, y + 1);
  if (sale.cashier) y = pair(c, 'Cashier', c.t(sale.cashier.name), y + 1);
  y = dashes(c, y + 2);

  for (const item of sale.items) {
    y = line(c, c.t(itemName(item)), y + 3);
    y = pair(c, `  ${item.quantity} × ${c.money(item.priceAtSale)}`, c.money(item.lineTotal), y, {
      color: GREY,
      valueColor: '#000000',
    });
    for (const row of lineDiscountRows(item)) {
      y = pair(c, `  ${c.t(row.label)}`, `-${c.money(row.amount)}`, y, { color: GREY });
    }
  }
  y = dashes(c, y + 2);

  for (const [i, row] of saleFigures(sale).entries()) {
    const value = figureText(row, c.money);
    y = pair(c, c.t(row.label), value, i === 0 ? y : y + 1);
  }
  y = pair(c, 'TOTAL', c.money(sale.totalAmount), y + 4, { bold: true, size: 11 });
  y = pair(c, 'Payment', sale.paymentMethod, y + 2);
  for (const row of paymentRows(sale)) {
    const indent = row.label === 'Change' ? '' : '  ';
    y = pair(c, `${indent}${row.label}`, c.money(row.amount), y + 1, {
      color: indent ? GREY : '#000000',
      valueColor: '#000000',
    });
  }
  if (settings.receiptShowCustomerName && sale.customer) {
    y = pair(c, 'Customer', c.t(sale.customer.name), y + 1);
  }
  for (const row of loyaltyRows(sale)) {
    y = pair(c, row.label, new Intl.NumberFormat(d.locale).format(row.points), y + 1);
  }

  const returned = returnRows(sale, (iso) => formatDate(iso, d.timeZone));
  if (returned.length) {
    y = dashes(c, y + 2);
    for (const row of returned) {
      y = pair(c, row.label, `${row.out ? '-' : ''}${c.money(row.amount)}`, y + 1, {
        bold: row.label === 'Net total',
      });
    }
  }

  if (code) {
    y = dashes(c, y + 2);
    const [w, h] = BARCODE_BOX;
    c.doc.image(code, M + (CW - w) / 2, y + 4, { fit: [w, h], align: 'center' });
    y += 4 + h;
  }

  const footer = settings.receiptFooterMessage.trim();
  if (footer) {
    y = dashes(c, y + 2);
    y = line(c, c.t(footer), y + 2, { align: 'center' });
  }
  return y + M;
}

/** The receipt's number as a barcode; a number Code 128 cannot hold prints without one. */
const numberBarcode = (number: string) =>
  barcodePng('code128', number, { scale: 2, height: 10 }).catch(() => null);

/** An 80 mm till-roll receipt as one PDF page as long as the sale. */
export async function renderReceiptPdf(d: SaleDocument): Promise<Buffer> {
  const number = printedNumber(d.sale);
  const [logo, code] = await Promise.all([loadLogo(d.organization.logo), numberBarcode(number)]);
  return renderTillRoll(
    {
      title: `Receipt ${number}`,
      author: d.organization.name,
      settings: d.settings,
      locale: d.locale,
    },
    (c) => drawReceipt(c, d, logo, code),
  );
}
