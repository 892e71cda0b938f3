import { z } from 'zod';

/*
 * The register's printer (docs/DESIGN.md, "The counter's hardware"): a setting of this device,
 * not of the shop — each counter has its own printer — kept in the browser's storage. `none`
 * prints the PDF through the browser's dialog, as without a thermal printer.
 */

export const PRINTER_CONNECTIONS = ['none', 'usb', 'serial', 'bridge'] as const;

export const ZPrinterSettings = z.object({
  connection: z.enum(PRINTER_CONNECTIONS),
  paper: z.union([z.literal(58), z.literal(80)]),
  /** A serial printer's speed (its DIP switches say; 9600 for most). */
  baudRate: z.number().int().positive(),
  /** The print bridge on this machine, its pairing token, and the printer's name there. */
  bridgeUrl: z.string(),
  bridgeToken: z.string(),
  bridgePrinter: z.string(),
  /** Print each sale's receipt as it completes (else on "Print receipt"). */
  autoPrint: z.boolean(),
  /** Open the cash drawer with the receipt of a sale paid (in part) in cash. */
  openDrawerOnCash: z.boolean(),
});
export type TPrinterSettings = z.infer<typeof ZPrinterSettings>;

export const DEFAULT_PRINTER: TPrinterSettings = {
  connection: 'none',
  paper: 80,
  baudRate: 9600,
  bridgeUrl: 'http://127.0.0.1:9317',
  bridgeToken: '',
  bridgePrinter: '',
  autoPrint: true,
  openDrawerOnCash: true,
};

const KEY = 'pos.printer';

/** This device's printer, or none set up (what was stored and no longer reads: none too). */
export function loadPrinterSettings(): TPrinterSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as object;
    return ZPrinterSettings.parse({ ...DEFAULT_PRINTER, ...stored });
  } catch {
    return DEFAULT_PRINTER;
  }
}

export const savePrinterSettings = (s: TPrinterSettings) =>
  localStorage.setItem(KEY, JSON.stringify(ZPrinterSettings.parse(s)));
