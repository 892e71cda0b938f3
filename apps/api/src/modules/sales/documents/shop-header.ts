import { drawLogo } from '../../../lib/pdf/pdf-text.js';
import type { SaleDocument } from './sale-document.js';
import { CW, GREY, line, M, type TillRoll } from './till-roll.js';

/**
 * The top of a sale's till-roll documents (the receipt, a return's receipt): the logo and the
 * shop's name, address and phone, as the receipt settings say. Returns where it ends.
 */
export function drawShopHeader(c: TillRoll, d: SaleDocument, logo: Buffer | null): number {
  const { settings, organization: org } = d;
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
  return y;
}
