import { saleReceipt, type TReceiptModel, type TReceiptShop } from '@pos/contracts/receipt-model';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { fetchSaleReceiptModel } from '../../../api/receipt-models';
import { displayLocale, serverText } from '../../../lib/i18n';

/*
 * A sale's receipt model for this register's thermal printer: the server's (the PDF's very
 * lines, the shop's logo), or — for a sale made offline, which the server has not seen yet —
 * the same model built here from the register's copy of the sale, headed by the shop as the
 * register last read it (name, address and phone, logo: `GET /register/receipt-shop`; the name
 * alone when it never could).
 */

/** Whether the sale took cash: its receipt opens the drawer, where the register does that. */
export const tookCash = (sale: Pick<TTransaction, 'payments'>) =>
  sale.payments.some((p) => p.method === 'Cash');

export async function saleReceiptModel(
  sale: TTransaction,
  offline: null | {
    shop: TReceiptShop;
    settings: TGeneralSettings;
    formatMoney: (n: number) => string;
  },
): Promise<TReceiptModel> {
  if (!offline) return fetchSaleReceiptModel(sale._id);
  const { shop } = offline;
  const blocks = saleReceipt(
    sale,
    shop,
    // What the shop's copy says is what it prints: its logo and address only where they are.
    { ...offline.settings, receiptShowLogo: shop.logo !== null, receiptShowAddress: true },
    {
      money: offline.formatMoney,
      date: (iso) => new Date(iso).toLocaleString(displayLocale()),
      number: (n) => n.toLocaleString(),
      // The receipt's words in the register's language, as the server's model has them.
      say: serverText,
    },
    sale.offline?.localNumber ?? sale.documentNumber ?? sale._id.slice(-12).toUpperCase(),
  );
  return { blocks, logo: shop.logo };
}
