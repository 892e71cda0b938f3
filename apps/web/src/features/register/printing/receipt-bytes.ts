import { type ReceiptBlock, saleReceipt } from '@pos/contracts/receipt-model';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import type { TPrinterSettings } from '../../../lib/printer-settings';
import { encodeReceipt, type PaperWidth, type ThermalLogo } from '../../../lib/thermal-receipt';
import { fetchReceiptModel } from '../api';

/*
 * A sale's receipt as the bytes of this register's thermal printer: the server's receipt model
 * (the PDF's very lines, the shop's logo), or — for a sale made offline, which the server has
 * not seen yet — the same model built here from the register's copy of the sale.
 */

/** Dots across the paper's printable width (Font A: 12 a character). */
const DOTS = { 58: 384, 80: 576 } as const;

/** The logo (a data URL) dithered to fit: at most half the paper's width and 96 dots high. */
async function logoOf(dataUrl: string | null, paper: PaperWidth): Promise<ThermalLogo | null> {
  if (!dataUrl || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
    const scale = Math.min(DOTS[paper] / 2 / bitmap.width, 96 / bitmap.height, 1);
    // Widths and heights in whole bytes of dots (8), as the printer's raster takes them.
    const width = Math.max(8, Math.round((bitmap.width * scale) / 8) * 8);
    const height = Math.max(8, Math.round((bitmap.height * scale) / 8) * 8);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    return { image: ctx.getImageData(0, 0, width, height), width, height };
  } catch {
    // A logo that does not decode prints no logo, never no receipt.
    return null;
  }
}

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
    ({ blocks, logo } = await fetchReceiptModel(sale._id));
  }
  return encodeReceipt(blocks, {
    paper: printer.paper,
    logo: await logoOf(logo, printer.paper),
    openDrawer: printer.openDrawerOnCash && tookCash(sale),
  });
}
