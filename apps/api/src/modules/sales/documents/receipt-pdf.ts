import type { TTransaction } from '@pos/contracts/sales';
import { taxLabel } from './money-format.js';
import { drawLogo, formatDate, itemName, loadLogo, printedNumber } from './pdf-text.js';
import type { SaleDocument } from './sale-document.js';
import { CW, dashes, GREY, line, M, pair, renderTillRoll, type TillRoll } from './till-roll.js';

/** Draws the whole receipt from the top and returns where it ends. */
function drawReceipt(c: TillRoll, d: SaleDocument, logo: Buffer | null): number {
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

/** The sale's 80 mm till-roll receipt, one long page cut to its content. */
export async function renderReceiptPdf(d: SaleDocument): Promise<Buffer> {
  const logo = await loadLogo(d.organization.logo);
  return renderTillRoll(
    {
      title: `Receipt ${printedNumber(d.sale)}`,
      author: d.organization.name,
      settings: d.settings,
      locale: d.locale,
    },
    (c) => drawReceipt(c, d, logo),
  );
}
