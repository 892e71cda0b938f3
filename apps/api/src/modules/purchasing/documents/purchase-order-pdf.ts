import type { TLanguage } from '@pos/contracts/languages';
import { word } from '@pos/contracts/message-catalog';
import type { TPurchaseOrderLine, TPurchaseOrderRow } from '@pos/contracts/purchase-orders';
import type { TGeneralSettings } from '@pos/contracts/settings';
import type { TSupplierRow } from '@pos/contracts/suppliers';
import {
  type A4,
  BOTTOM,
  CONTENT_W,
  drawItemTable,
  drawLetterhead,
  drawTitleBlock,
  drawTotals,
  GREY,
  type Letterhead,
  M,
  type NumberColumn,
  numberPages,
  openA4,
  PAGE_W,
  put,
  rule,
} from '../../../lib/pdf/a4.js';
import { itemName, loadLogo } from '../../../lib/pdf/pdf-text.js';

/**
 * Everything a purchase order's PDF prints, gathered by the caller: the renderer queries
 * nothing (the only I/O is reading a logo given as a file path).
 */
export interface PurchaseOrderDocument {
  order: TPurchaseOrderRow;
  supplier: Pick<TSupplierRow, 'name' | 'contactName' | 'email' | 'phone' | 'address'>;
  organization: Letterhead & {
    /** PNG or JPEG bytes, or a local file path to one; anything else is left out. */
    logo?: Buffer | string | null;
  };
  settings: Pick<TGeneralSettings, 'currencySymbol' | 'currencyCode'>;
  /** IANA zone the moments (created, ordered…) print in: the organization's. */
  timeZone: string;
  /** Language tag whose digit grouping the amounts print with. */
  locale: string;
  /** The language its words are in: the organization's (none: English). */
  language?: TLanguage | undefined;
}

/** "Purchase order PO-000012": the document's title, its page footer and its mail's subject. */
export const purchaseOrderTitle = (order: Pick<TPurchaseOrderRow, 'number'>) =>
  `Purchase order ${order.number}`;

/** Organization on the left; "PURCHASE ORDER", its number, status and dates on the right. */
function drawHeader(c: A4, d: PurchaseOrderDocument, logo: Buffer | null): number {
  const { order } = d;
  const left = drawLetterhead(c, d.organization, logo, CONTENT_W - 240);
  const facts: [string, string][] = [
    ['PO no.', order.number],
    [word('Status'), c.say(order.status)],
    [word('Created'), c.date(order.createdAt)],
  ];
  if (order.orderedAt) facts.push([word('Ordered'), c.date(order.orderedAt)]);
  if (order.expectedDate) facts.push([word('Expected'), c.day(order.expectedDate)]);
  if (order.receivedAt) facts.push([word('Received'), c.date(order.receivedAt)]);
  if (order.cancelledAt) facts.push([word('Cancelled'), c.date(order.cancelledAt)]);
  if (order.closedAt) facts.push([word('Closed'), c.date(order.closedAt)]);
  const right = drawTitleBlock(c, word('PURCHASE ORDER'), facts, 20);
  return Math.max(left, right) + 16;
}

/** The supplier and how to reach them on the left; where the goods go on the right. */
function drawParties(c: A4, d: PurchaseOrderDocument, top: number): number {
  const { supplier } = d;
  rule(c, top);
  const width = CONTENT_W - 240;
  let left = put(c, c.say(word('SUPPLIER')), M, top + 12, { bold: true, size: 8, color: GREY }) + 3;
  left = put(c, c.t(supplier.name), M, left, { bold: true, size: 11, width });
  const contact: [string, string | null][] = [
    [word('Contact'), supplier.contactName],
    [word('E-mail'), supplier.email],
    [word('Phone'), supplier.phone],
  ];
  for (const [label, value] of contact) {
    if (value) left = put(c, c.t(`${c.say(label)}: ${value}`), M, left + 2, { width });
  }
  if (supplier.address) left = put(c, c.t(supplier.address), M, left + 2, { width });

  // Where the goods go: the store or warehouse and its address, so that the supplier's driver
  // finds it; the lines it lacks are left out.
  const { order } = d;
  const rx = PAGE_W - M - 220;
  let right =
    put(c, c.say(word('DELIVER TO')), rx, top + 12, { bold: true, size: 8, color: GREY }) + 3;
  right = put(c, c.t(order.locationName), rx, right, { bold: true, size: 11, width: 220 });
  const delivery = [
    order.locationAddress,
    order.locationContactPerson && `${c.say('Contact')}: ${order.locationContactPerson}`,
    order.locationContactPhone && `${c.say('Phone')}: ${order.locationContactPhone}`,
  ];
  for (const line of delivery) {
    if (line) right = put(c, c.t(line), rx, right + 2, { width: 220 });
  }
  return Math.max(left, right) + 18;
}

/** The lines; a Received column once something has arrived, a Cancelled one once closed short. */
function drawLines(c: A4, order: TPurchaseOrderRow, top: number): number {
  const numbers: NumberColumn<TPurchaseOrderLine>[] = [
    { title: word('Qty'), width: 44, value: (l) => String(l.quantity) },
    ...(order.totals.receivedQuantity > 0
      ? [
          {
            title: word('Received'),
            width: 60,
            value: (l: TPurchaseOrderLine) => String(l.receivedQuantity),
          },
        ]
      : []),
    ...(order.totals.cancelledQuantity > 0
      ? [
          {
            title: word('Cancelled'),
            width: 62,
            value: (l: TPurchaseOrderLine) => String(l.cancelledQuantity),
          },
        ]
      : []),
    { title: 'Unit cost', width: 82, value: (l) => c.money(l.unitCost) },
    { title: 'Line total', width: 88, value: (l) => c.money(l.lineTotal) },
  ];
  return drawItemTable(
    c,
    order.lines,
    { title: word('Item'), name: (l) => c.t(itemName(l)), sku: (l) => (l.sku ? c.t(l.sku) : null) },
    numbers,
    top,
  );
}

/** The order's notes under the totals, their heading kept on the same page as them. */
function drawNotes(c: A4, notes: string | null, top: number) {
  const text = c.t(notes?.trim() ?? '');
  if (!text) return;
  c.doc.font(c.fonts.regular).fontSize(9.5);
  let y = top;
  if (y + 14 + c.doc.heightOfString(text, { width: CONTENT_W }) > BOTTOM) {
    c.doc.addPage();
    y = M;
  }
  y = put(c, c.say(word('NOTES')), M, y, { bold: true, size: 8, color: GREY }) + 3;
  put(c, text, M, y, { width: CONTENT_W });
}

/** An A4 purchase order, as a PDF: what the supplier is asked to deliver, where, at what cost. */
export async function renderPurchaseOrderPdf(d: PurchaseOrderDocument): Promise<Buffer> {
  const { order } = d;
  const title = purchaseOrderTitle(order);
  const { c, bytes } = openA4({
    title,
    author: d.organization.name,
    settings: d.settings,
    locale: d.locale,
    timeZone: d.timeZone,
    language: d.language,
  });
  const logo = await loadLogo(d.organization.logo);

  let y = drawHeader(c, d, logo);
  y = drawParties(c, d, y);
  y = drawLines(c, order, y);
  y = drawTotals(
    c,
    [
      { label: word('Lines'), value: String(order.totals.lines) },
      { label: word('Quantity'), value: String(order.totals.quantity) },
      { label: word('Total'), value: c.money(order.totals.total), bold: true, ruleAbove: true },
    ],
    y,
    [150, 110],
  );
  drawNotes(c, order.notes, y);
  numberPages(c, title);
  c.doc.end();
  return bytes;
}
