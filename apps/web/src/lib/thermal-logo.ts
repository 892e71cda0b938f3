import type { PaperWidth, ThermalLogo } from './thermal-receipt';

/*
 * A receipt model's logo (a data URL) as the thermal printer prints it: drawn on a canvas at its
 * printed size, then dithered by the encoder (lib/thermal-receipt.ts).
 */

/** Dots across the paper's printable width (Font A: 12 a character). */
const DOTS = { 58: 384, 80: 576 } as const;

/** The logo (a data URL) dithered to fit: at most half the paper's width and 96 dots high. */
export async function thermalLogo(
  dataUrl: string | null,
  paper: PaperWidth,
): Promise<ThermalLogo | null> {
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
