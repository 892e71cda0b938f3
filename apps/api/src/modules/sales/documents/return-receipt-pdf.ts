import { returnReceipt } from '@pos/contracts/receipt-model';
import type { TSaleReturn } from '@pos/contracts/sales';
import { loadLogo } from '../../../lib/pdf/pdf-text.js';
import { drawBlocks, receiptFormat } from './receipt-blocks.js';
import { printedNumber, type SaleDocument } from './sale-document.js';
import { M, renderTillRoll } from './till-roll.js';

/** A return's receipt prints the return, the sale it gave back from, and who they were. */
export interface ReturnDocument extends SaleDocument {
  saleReturn: TSaleReturn;
}

/** A return's 80 mm receipt (the receipt model's `returnReceipt`): what came back, the refund. */
export async function renderReturnReceiptPdf(d: ReturnDocument): Promise<Buffer> {
  const logo = await loadLogo(d.organization.logo);
  return renderTillRoll(
    {
      title: `Return ${d.saleReturn.documentNumber}`,
      author: d.organization.name,
      settings: d.settings,
      locale: d.locale,
    },
    (c) => {
      const blocks = returnReceipt(
        d.saleReturn,
        d.sale,
        d.organization,
        d.settings,
        receiptFormat(c.money, d),
        printedNumber(d.sale),
      );
      return drawBlocks(c, blocks, { logo, barcode: null }, M) + M;
    },
  );
}
