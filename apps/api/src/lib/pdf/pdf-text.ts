import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { TLanguage } from '@pos/contracts/languages';
import type { TGeneralSettings } from '@pos/contracts/settings';
import PDFDocument from 'pdfkit';

/**
 * Debian's fonts-dejavu-core: a TTF that draws "₹", "€" and most Latin, Greek and Cyrillic
 * names. pdfkit's built-in Helvetica only knows WinAnsi, so it is the fallback when the
 * package is missing. Nothing is bundled with the app.
 */
const DEJAVU = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/**
 * Hindi documents (docs/DESIGN.md, "Languages"): Debian's fonts-lohit-deva, one face with the
 * Devanagari script, Latin (product and customer names) and ₹ € £ — pdfkit draws a text in one
 * font, with no fallback to another for the letters it lacks (Noto Sans Devanagari has no
 * Latin). It has no bold: bold Hindi text is drawn regular.
 */
const LOHIT_DEVANAGARI = '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf';

let devanagari: { regular: Buffer; bold: Buffer } | null | undefined;
function loadDevanagari() {
  if (devanagari === undefined) {
    try {
      const face = existsSync(LOHIT_DEVANAGARI) ? readFileSync(LOHIT_DEVANAGARI) : null;
      devanagari = face ? { regular: face, bold: face } : null;
    } catch {
      devanagari = null;
    }
  }
  return devanagari;
}

/** The faces a document in `language` draws with: Devanagari for Hindi, DejaVu otherwise. */
export const fontsFor = (language: TLanguage = 'en') =>
  (language === 'hi' ? loadDevanagari() : null) ?? loadDejaVu();

/** Read once per process: every document embeds the same font files. */
let dejavu: { regular: Buffer; bold: Buffer } | null | undefined;
function loadDejaVu() {
  if (dejavu === undefined) {
    try {
      dejavu =
        existsSync(DEJAVU.regular) && existsSync(DEJAVU.bold)
          ? { regular: readFileSync(DEJAVU.regular), bold: readFileSync(DEJAVU.bold) }
          : null;
    } catch {
      dejavu = null;
    }
  }
  return dejavu;
}

type Doc = PDFKit.PDFDocument;

/** The fonts one document draws with, and how to make any text drawable in them. */
export interface Fonts {
  regular: string;
  bold: string;
  /** The text as the regular font can draw it. */
  printable: (text: string) => string;
  /** The organization's currency symbol, or its code when the font lacks the symbol. */
  currency: string;
}

// WinAnsi: printable ASCII, Latin-1 and the few extra glyphs of cp1252 (€, dashes, quotes…).
const NOT_WIN_ANSI = /[^\x20-\x7e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ\n]/g;

/** `ttf` is only given by tests, to see the Helvetica fallback on a machine that has DejaVu. */
export function setUpFonts(
  doc: Doc,
  settings: Pick<TGeneralSettings, 'currencySymbol' | 'currencyCode'>,
  ttf = loadDejaVu(),
): Fonts {
  if (ttf) {
    doc.registerFont('Body', ttf.regular);
    doc.registerFont('Body-Bold', ttf.bold);
    doc.font('Body');
    // fontkit's glyph lookup is not in pdfkit's types; without it every symbol is assumed drawable.
    const face = (
      doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (c: number) => boolean } } }
    )._font?.font;
    const drawable = (text: string) =>
      !face?.hasGlyphForCodePoint ||
      [...text].every((ch) => face.hasGlyphForCodePoint?.(ch.codePointAt(0) ?? 0));
    return {
      regular: 'Body',
      bold: 'Body-Bold',
      printable: (text) => text,
      currency: drawable(settings.currencySymbol)
        ? settings.currencySymbol
        : `${settings.currencyCode} `,
    };
  }
  const winAnsi = (text: string) => !new RegExp(NOT_WIN_ANSI.source).test(text);
  return {
    regular: 'Helvetica',
    bold: 'Helvetica-Bold',
    printable: (text) => text.replace(NOT_WIN_ANSI, '?'),
    currency: winAnsi(settings.currencySymbol)
      ? settings.currencySymbol
      : `${settings.currencyCode} `,
  };
}

/** A pdfkit document whose bytes resolve once `doc.end()` is called. */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** How each language writes a date ("22 Nov 2026", "22 nov 2026", "22 नव॰ 2026"). */
const DATE_LOCALES: Record<TLanguage, string> = { en: 'en-GB', es: 'es-ES', hi: 'hi-IN' };

/** "22 Nov 2026, 14:05" in the organization's zone; an unknown zone prints in UTC and says so. */
export function formatDate(iso: string, timeZone: string, language: TLanguage = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const locale = DATE_LOCALES[language];
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)} UTC`;
  }
}

/**
 * "10 Dec 2026": a calendar day (an expected delivery date, `YYYY-MM-DD`), the same in every
 * time zone — it is a day, not a moment.
 */
export function formatDay(day: string, language: TLanguage = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "Coffee / Large": the variation, when there is one, names the item (sold or ordered). */
export { itemName } from '@pos/contracts/sale-rows';

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The logo's bytes when they are a PNG or JPEG (all pdfkit can embed); else no logo. */
export async function loadLogo(logo: Buffer | string | null | undefined): Promise<Buffer | null> {
  if (!logo) return null;
  const bytes = typeof logo === 'string' ? await readFile(logo).catch(() => null) : logo;
  return bytes && (isPng(bytes) || isJpeg(bytes)) ? bytes : null;
}

/**
 * Draws the logo scaled into `box` (top-aligned, left or centred) and returns the height it
 * took; a damaged image leaves the document without it (0) rather than failing it.
 */
export function drawLogo(
  doc: Doc,
  logo: Buffer,
  x: number,
  y: number,
  box: [number, number],
  align: 'left' | 'center' = 'left',
): number {
  try {
    // openImage (not in pdfkit's types) reads the size, so the caller knows where text goes next.
    const image = (
      doc as unknown as { openImage: (b: Buffer) => { width: number; height: number } }
    ).openImage(logo);
    const scale = Math.min(box[0] / image.width, box[1] / image.height, 1);
    const [w, h] = [image.width * scale, image.height * scale];
    doc.image(logo, align === 'center' ? x + (box[0] - w) / 2 : x, y, { width: w, height: h });
    return h;
  } catch {
    return 0;
  }
}
