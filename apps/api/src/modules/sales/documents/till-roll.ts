import type { TLanguage } from '@pos/contracts/languages';
import { formatMoney } from '@pos/contracts/money';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { type Fonts, fontsFor, openPdf, setUpFonts } from '../../../lib/pdf/pdf-text.js';

/**
 * The 80 mm till roll the receipt and the shift reports print on: its measures, the few ways
 * text is laid out on it, and the page cut to its content. Made public for the shifts module
 * (docs/ARCHITECTURE.md, "The boundary rule").
 */

type Doc = PDFKit.PDFDocument;

/** 80 mm till roll. */
export const W = (80 / 25.4) * 72;
export const M = (4 / 25.4) * 72;
export const CW = W - 2 * M;
const SIZE = 8.5;
export const GREY = '#555555';
/** Tall enough for any document when measuring; the real page is cut to the content. */
const MEASURE_H = 1_000_000;

/** A roll being drawn: the document, its fonts, and amounts and texts as it can print them. */
export interface TillRoll {
  doc: Doc;
  fonts: Fonts;
  money: (n: number) => string;
  t: (s: string) => string;
}

export interface Style {
  bold?: boolean;
  /** Of the value in a pair, when it differs from the label's. */
  valueColor?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
}

/** Full-width text; returns the y below it. */
export function line(c: TillRoll, text: string, y: number, s: Style = {}): number {
  const options = { width: CW, align: s.align ?? 'left' };
  c.doc
    .font(s.bold ? c.fonts.bold : c.fonts.regular)
    .fontSize(s.size ?? SIZE)
    .fillColor(s.color ?? '#000000')
    .text(text, M, y, options);
  return y + c.doc.heightOfString(text, options);
}

/**
 * A label on the left and its value flush right on the same line, the label wrapping if long.
 * A value too wide to share the line (a long customer name) goes on its own line below.
 */
export function pair(c: TillRoll, label: string, value: string, y: number, s: Style = {}): number {
  const { doc } = c;
  const color = s.color ?? '#000000';
  doc
    .font(s.bold ? c.fonts.bold : c.fonts.regular)
    .fontSize(s.size ?? SIZE)
    .fillColor(color);
  const valueW = doc.widthOfString(value);
  if (valueW > CW - 60) {
    const below = line(c, label, y, s);
    return line(c, value, below, { ...s, color: s.valueColor ?? color, align: 'right' });
  }
  doc.fillColor(s.valueColor ?? color).text(value, M + CW - valueW, y, { lineBreak: false });
  const labelW = CW - valueW - 6;
  doc.fillColor(color).text(label, M, y, { width: labelW });
  return y + Math.max(doc.heightOfString(label, { width: labelW }), doc.currentLineHeight());
}

export function dashes(c: TillRoll, y: number): number {
  c.doc
    .moveTo(M, y + 4)
    .lineTo(W - M, y + 4)
    .dash(2, { space: 2 })
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke()
    .undash();
  return y + 9;
}

export interface TillRollOptions {
  title: string;
  author: string;
  /** The organization's currency. */
  settings: TGeneralSettings;
  /** Language tag whose digit grouping the amounts print with. */
  locale: string;
  /** The language its words are in (its fonts follow: Devanagari for Hindi). */
  language?: TLanguage | undefined;
}

async function drawOn(
  o: TillRollOptions,
  height: number,
  draw: (c: TillRoll) => number,
): Promise<{ end: number; bytes: Buffer }> {
  const pdf = openPdf({
    size: [W, height],
    margin: 0,
    info: { Title: o.title, Author: o.author },
  });
  const fonts = setUpFonts(pdf.doc, o.settings, fontsFor(o.language));
  const end = draw({
    doc: pdf.doc,
    fonts,
    money: (n) => formatMoney(n, fonts.currency, o.locale),
    t: fonts.printable,
  });
  pdf.doc.end();
  return { end, bytes: await pdf.bytes };
}

/**
 * A document on the roll as one long PDF page. The roll has no page breaks, so the document is
 * drawn once on a very tall page to learn its height (`draw` returns where it ends), then again
 * on a page of exactly that height.
 */
export async function renderTillRoll(
  o: TillRollOptions,
  draw: (c: TillRoll) => number,
): Promise<Buffer> {
  const measured = await drawOn(o, MEASURE_H, draw);
  return (await drawOn(o, Math.ceil(measured.end), draw)).bytes;
}
