import type { TExchange } from '@pos/contracts/exchanges';
import { exchangeReceipt } from '@pos/contracts/receipt-model';
import type { TSaleReturn } from '@pos/contracts/sales';
import { loadLogo } from '../../../lib/pdf/pdf-text.js';
import { drawBlocks, receiptFormat } from './receipt-blocks.js';
import { printedNumber, type SaleDocument } from './sale-document.js';
import { M, renderTillRoll } from './till-roll.js';

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
    (c) => {
      const blocks = exchangeReceipt(
        d.exchange,
        d.saleReturn,
        d.sale,
        d.organization,
        d.settings,
        receiptFormat(c.money, d),
        { returnedFrom: d.returnedFrom, newSale: printedNumber(d.sale) },
      );
      return drawBlocks(c, blocks, { logo, barcode: null }, M) + M;
    },
  );
}
