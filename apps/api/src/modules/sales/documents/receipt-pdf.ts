import { saleReceipt } from '@pos/contracts/receipt-model';
import { barcodePng } from '../../../lib/barcode.js';
import { inLanguage } from '../../../lib/i18n.js';
import { loadLogo } from '../../../lib/pdf/pdf-text.js';
import { drawBlocks, receiptFormat } from './receipt-blocks.js';
import { printedNumber, type SaleDocument } from './sale-document.js';
import { M, renderTillRoll } from './till-roll.js';

/** The receipt's number as a barcode; a number Code 128 cannot hold prints without one. */
const numberBarcode = (number: string) =>
  barcodePng('code128', number, { scale: 2, height: 10 }).catch(() => null);

/** An 80 mm till-roll receipt as one PDF page as long as the sale. */
export async function renderReceiptPdf(d: SaleDocument): Promise<Buffer> {
  const number = printedNumber(d.sale);
  const [logo, code] = await Promise.all([loadLogo(d.organization.logo), numberBarcode(number)]);
  return renderTillRoll(
    {
      title: inLanguage(d.language ?? 'en', `Receipt ${number}`),
      author: d.organization.name,
      settings: d.settings,
      locale: d.locale,
      language: d.language,
    },
    (c) => {
      const blocks = saleReceipt(
        d.sale,
        d.organization,
        d.settings,
        receiptFormat(c.money, d),
        number,
      );
      return drawBlocks(c, blocks, { logo, barcode: code }, M) + M;
    },
  );
}
