import type { ReceiptBlock, ReceiptFormat } from '@pos/contracts/receipt-model';
import { inLanguage } from '../../../lib/i18n.js';
import { drawLogo, formatDate } from '../../../lib/pdf/pdf-text.js';
import type { SaleDocument } from './sale-document.js';
import { CW, dashes, GREY, line, M, pair, type TillRoll } from './till-roll.js';

/** What a receipt model's blocks draw with besides the text: the logo and the barcode, if any. */
export interface BlockImages {
  logo: Buffer | null;
  barcode: Buffer | null;
}

/** The barcode's box on the roll. */
const BARCODE_BOX: [number, number] = [CW * 0.75, 46];

const SIZES = { title: 11, large: 13 } as const;

/**
 * Lays a receipt model out on the till roll (docs/DESIGN.md, "Documents share one receipt
 * model"), from `y`; returns where it ends. A block's `gap` is the space above it, in points.
 */
export function drawBlocks(
  c: TillRoll,
  blocks: readonly ReceiptBlock[],
  images: BlockImages,
  from: number,
): number {
  let y = from;
  for (const b of blocks) {
    const top = y + (b.gap ?? 0);
    switch (b.kind) {
      case 'logo': {
        const h = images.logo ? drawLogo(c.doc, images.logo, M, top, [CW, 48], 'center') : 0;
        if (h) y = top + h + 4;
        break;
      }
      case 'text':
        y = line(c, c.t(b.text), top, {
          ...(b.bold && { bold: true }),
          ...(b.size && { size: SIZES[b.size] }),
          ...(b.dim && { color: GREY }),
          align: b.align ?? 'left',
        });
        break;
      case 'pair':
        y = pair(c, c.t(b.label), c.t(b.value), top, {
          ...(b.bold && { bold: true }),
          ...(b.large && { size: 11 }),
          ...(b.dim && { color: GREY, valueColor: '#000000' }),
        });
        break;
      case 'rule':
        y = dashes(c, top);
        break;
      case 'barcode': {
        if (!images.barcode) break;
        const [w, h] = BARCODE_BOX;
        c.doc.image(images.barcode, M + (CW - w) / 2, top, { fit: [w, h], align: 'center' });
        y = top + h;
        break;
      }
    }
  }
  return y;
}

/**
 * The formatters a till-roll document's model is built with, as the viewer reads it: amounts as
 * `money` prints them (the PDF's font's currency, or the shop's symbol for the thermal printer),
 * moments in the viewer's zone, counts with their language's grouping.
 */
export const receiptFormat = (
  money: (n: number) => string,
  viewer: Pick<SaleDocument, 'timeZone' | 'locale' | 'language'>,
): ReceiptFormat => ({
  money,
  date: (iso) => formatDate(iso, viewer.timeZone, viewer.language),
  number: (n) => new Intl.NumberFormat(viewer.locale).format(n),
  say: (english) => inLanguage(viewer.language ?? 'en', english),
});
