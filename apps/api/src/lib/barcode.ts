import bwipjs from 'bwip-js';

/** The symbologies the app prints, by bwip-js's names. */
export type Symbology = 'code128' | 'ean13' | 'upca';

/**
 * A barcode as a PNG with its text under the bars (bwip-js): what labels and receipts draw —
 * or the bars alone (`withText: false`) where the document prints the digits as text itself.
 * Throws bwip-js's error when the text cannot be encoded in the symbology.
 */
export function barcodePng(
  symbology: Symbology,
  text: string,
  size: { scale?: number; height?: number; withText?: boolean } = {},
): Promise<Buffer> {
  const withText = size.withText ?? true;
  return bwipjs.toBuffer({
    bcid: symbology,
    text,
    scale: size.scale ?? 3,
    height: size.height ?? 12,
    includetext: withText,
    ...(withText ? { textxalign: 'center' } : {}),
  });
}
