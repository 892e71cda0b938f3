import type { TExchange } from '@pos/contracts/exchanges';
import { figureText, returnFigures, saleFigures } from '@pos/contracts/sale-figures';
import { lineDiscountRows, paymentRows } from '@pos/contracts/sale-rows';
import type { TSaleReturn } from '@pos/contracts/sales';
import { formatDate, itemName, loadLogo } from '../../../lib/pdf/pdf-text.js';
import { drawReturnEnd } from './return-receipt-pdf.js';
import { printedNumber, type SaleDocument } from './sale-document.js';
import { drawShopHeader } from './shop-header.js';
import { dashes, GREY, line, pair, renderTillRoll, type TillRoll } from './till-roll.js';

/**
 * An exchange's one receipt (docs/DESIGN.md, "Exchanges"): what came back, what went out, and
 * the difference paid or refunded. `sale` is the exchange's new sale; `returnedFrom` the number
 * of the sale the units came back from.
 */
export interface ExchangeDocument extends SaleDocument {
  exchange: TExchange;
  saleReturn: TSaleReturn;
  returnedFrom: string;
}

function drawExchange(c: TillRoll, d: ExchangeDocument, logo: Buffer | null): number {
  const { sale, saleReturn: r, exchange: x } = d;
  let y = drawShopHeader(c, d, logo);
  y = line(c, 'EXCHANGE', y + 5, { bold: true, size: 13, align: 'center' });
  y = dashes(c, y + 3);

  y = pair(c, 'Date', formatDate(x.createdAt, d.timeZone), y);
  y = pair(c, 'Exchange no.', x.documentNumber, y + 1);
  y = pair(c, 'Sale no.', d.returnedFrom, y + 1);
  y = pair(c, 'Return no.', r.documentNumber, y + 1);
  y = pair(c, 'New receipt no.', printedNumber(sale), y + 1);
  if (sale.cashier) y = pair(c, 'Cashier', c.t(sale.cashier.name), y + 1);
  if (r.approvedBy) y = pair(c, 'Approved by', c.t(r.approvedBy.name), y + 1);
  y = dashes(c, y + 2);

  y = line(c, 'CAME BACK', y + 3, { bold: true });
  for (const item of r.items) {
    y = line(c, c.t(itemName(item)), y + 2);
    y = pair(c, `  ${item.quantity} returned`, `-${c.money(item.amount)}`, y, {
      color: GREY,
      valueColor: '#000000',
    });
  }
  for (const row of returnFigures(r, sale.pricesIncludeTax)) {
    y = pair(c, c.t(row.label), figureText(row, c.money), y + 1, { color: GREY });
  }
  y = pair(c, 'Returned', `-${c.money(r.total)}`, y + 2, { bold: true });
  y = dashes(c, y + 2);

  y = line(c, 'WENT OUT', y + 3, { bold: true });
  for (const item of sale.items) {
    y = line(c, c.t(itemName(item)), y + 2);
    y = pair(c, `  ${item.quantity} × ${c.money(item.priceAtSale)}`, c.money(item.lineTotal), y, {
      color: GREY,
      valueColor: '#000000',
    });
    for (const row of lineDiscountRows(item)) {
      y = pair(c, `  ${c.t(row.label)}`, `-${c.money(row.amount)}`, y, { color: GREY });
    }
  }
  for (const row of saleFigures(sale)) {
    y = pair(c, c.t(row.label), figureText(row, c.money), y + 1, { color: GREY });
  }
  y = pair(c, 'New items', c.money(sale.totalAmount), y + 2, { bold: true });
  y = dashes(c, y + 2);

  // The difference: what the customer paid, or what went back to them and how.
  if (x.net < 0) {
    y = pair(c, 'REFUND', c.money(-x.net), y + 4, { bold: true, size: 11 });
    if (x.refundMethod) y = pair(c, 'Refunded in', x.refundMethod, y + 2);
  } else {
    y = pair(c, 'TO PAY', c.money(x.net), y + 4, { bold: true, size: 11 });
    for (const row of paymentRows(sale).filter((p) => p.label !== 'Exchange credit')) {
      y = pair(c, `  ${row.label}`, c.money(row.amount), y + 1, { valueColor: '#000000' });
    }
  }
  return drawReturnEnd(c, d, r, y);
}

/** An exchange's 80 mm receipt. */
export async function renderExchangeReceiptPdf(d: ExchangeDocument): Promise<Buffer> {
  const logo = await loadLogo(d.organization.logo);
  return renderTillRoll(
    {
      title: `Exchange ${d.exchange.documentNumber}`,
      author: d.organization.name,
      settings: d.settings,
      locale: d.locale,
    },
    (c) => drawExchange(c, d, logo),
  );
}
