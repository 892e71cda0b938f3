import { shopFooter } from '@pos/contracts/receipt-model';
import { pointsBackText } from '@pos/contracts/returns';
import { figureText, returnFigures } from '@pos/contracts/sale-figures';
import type { TSaleReturn } from '@pos/contracts/sales';
import { formatDate, itemName, loadLogo } from '../../../lib/pdf/pdf-text.js';
import { drawBlocks } from './receipt-blocks.js';
import { printedNumber, type SaleDocument } from './sale-document.js';
import { drawShopHeader } from './shop-header.js';
import { dashes, GREY, line, M, pair, renderTillRoll, type TillRoll } from './till-roll.js';

/** A return's receipt prints the return, the sale it gave back from, and who they were. */
export interface ReturnDocument extends SaleDocument {
  saleReturn: TSaleReturn;
}

function drawReturn(c: TillRoll, d: ReturnDocument, logo: Buffer | null): number {
  const { sale, saleReturn: r } = d;
  let y = drawShopHeader(c, d, logo);
  y = line(c, 'RETURN', y + 5, { bold: true, size: 13, align: 'center' });
  y = dashes(c, y + 3);

  y = pair(c, 'Date', formatDate(r.createdAt, d.timeZone), y);
  y = pair(c, 'Return no.', r.documentNumber, y + 1);
  y = pair(c, 'Sale no.', printedNumber(sale), y + 1);
  y = pair(c, 'Sold', formatDate(sale.transactionDate, d.timeZone), y + 1);
  if (r.user) y = pair(c, 'Cashier', c.t(r.user.name), y + 1);
  if (r.approvedBy) y = pair(c, 'Approved by', c.t(r.approvedBy.name), y + 1);
  y = dashes(c, y + 2);

  for (const item of r.items) {
    y = line(c, c.t(itemName(item)), y + 3);
    y = pair(c, `  ${item.quantity} returned`, `-${c.money(item.amount)}`, y, {
      color: GREY,
      valueColor: '#000000',
    });
  }
  y = dashes(c, y + 2);

  for (const [i, row] of returnFigures(r, sale.pricesIncludeTax).entries()) {
    const value = figureText(row, c.money);
    y = pair(c, c.t(row.label), value, i === 0 ? y : y + 1);
  }
  y = pair(c, 'REFUND', c.money(r.total), y + 4, { bold: true, size: 11 });
  y = pair(c, 'Refunded in', r.refundMethod, y + 2);
  const points = pointsBackText(r, c.money);
  if (points) y = pair(c, 'Back as points', points, y + 1);
  return drawReturnEnd(c, d, r, y);
}

/**
 * How a return's paper ends (its own receipt, an exchange's): the reason given, the customer when
 * the shop prints names, the shop's footer.
 */
export function drawReturnEnd(c: TillRoll, d: SaleDocument, r: TSaleReturn, from: number) {
  let y = from;
  if (r.reason) y = pair(c, 'Reason', c.t(r.reason), y + 1);
  if (d.settings.receiptShowCustomerName && d.sale.customer) {
    y = pair(c, 'Customer', c.t(d.sale.customer.name), y + 1);
  }
  return drawBlocks(c, shopFooter(d.settings), { logo: null, barcode: null }, y) + M;
}

/** A return's 80 mm receipt: what came back, what it refunded and how. */
export async function renderReturnReceiptPdf(d: ReturnDocument): Promise<Buffer> {
  const logo = await loadLogo(d.organization.logo);
  return renderTillRoll(
    {
      title: `Return ${d.saleReturn.documentNumber}`,
      author: d.organization.name,
      settings: d.settings,
      locale: d.locale,
    },
    (c) => drawReturn(c, d, logo),
  );
}
