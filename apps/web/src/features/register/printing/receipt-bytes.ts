import { type ReceiptBlock, saleReceipt } from '@pos/contracts/receipt-model';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { fetchSaleReceiptModel } from '../../../api/receipt-models';
import type { TPrinterSettings } from '../../../lib/printer-settings';
import { thermalLogo } from '../../../lib/thermal-logo';
import { encodeReceipt } from '../../../lib/thermal-receipt';

/*
 * A sale's receipt as the bytes of this register's thermal printer: the server's receipt model
 * (the PDF's very lines, the shop's logo), or — for a sale made offline, which the server has
 * not seen yet — the same model built here from the register's copy of the sale.
 */

/** Whether the sale took cash: its receipt opens the drawer, where the register does that. */
export const tookCash = (sale: Pick<TTransaction, 'payments'>) =>
  sale.payments.some((p) => p.method === 'Cash');

export async function saleReceiptBytes(
  sale: TTransaction,
  printer: TPrinterSettings,
  offline: null | {
    shopName: string;
    settings: TGeneralSettings;
    formatMoney: (n: number) => string;
  },
): Promise<Uint8Array> {
  let blocks: ReceiptBlock[];
  let logo: string | null = null;
  if (offline) {
    blocks = saleReceipt(
      sale,
      { name: offline.shopName },
      { ...offline.settings, receiptShowLogo: false },
      {
        money: offline.formatMoney,
        date: (iso) => new Date(iso).toLocaleString(),
        number: (n) => n.toLocaleString(),
      },
      sale.offline?.localNumber ?? sale.documentNumber ?? sale._id.slice(-12).toUpperCase(),
    );
  } else {
    ({ blocks, logo } = await fetchSaleReceiptModel(sale._id));
  }
  return encodeReceipt(blocks, {
    paper: printer.paper,
    logo: await thermalLogo(logo, printer.paper),
    openDrawer: printer.openDrawerOnCash && tookCash(sale),
  });
}
