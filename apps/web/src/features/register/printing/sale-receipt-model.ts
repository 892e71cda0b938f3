import { saleReceipt, type TReceiptModel } from '@pos/contracts/receipt-model';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { fetchSaleReceiptModel } from '../../../api/receipt-models';

/*
 * A sale's receipt model for this register's thermal printer: the server's (the PDF's very
 * lines, the shop's logo), or — for a sale made offline, which the server has not seen yet —
 * the same model built here from the register's copy of the sale (the shop's name, no logo).
 */

/** Whether the sale took cash: its receipt opens the drawer, where the register does that. */
export const tookCash = (sale: Pick<TTransaction, 'payments'>) =>
  sale.payments.some((p) => p.method === 'Cash');

export async function saleReceiptModel(
  sale: TTransaction,
  offline: null | {
    shopName: string;
    settings: TGeneralSettings;
    formatMoney: (n: number) => string;
  },
): Promise<TReceiptModel> {
  if (!offline) return fetchSaleReceiptModel(sale._id);
  const blocks = saleReceipt(
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
  return { blocks, logo: null };
}
