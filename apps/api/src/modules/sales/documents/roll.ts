import { formatMoney } from '@pos/contracts/money';
import { type Fonts, openPdf, setUpFonts } from './pdf-text.js';
import type { SaleDocument } from './sale-document.js';

/**
 * The 80 mm till roll that the sale's receipt and a return's receipt are printed on: its
 * measures, its few ways of setting text, and the rendering of one long page cut to its content.
 */

type Doc = PDFKit.PDFDocument;

/** 80 mm till roll. */
export const W = (80 / 25.4) * 72;
export const M = (4 / 25.4) * 72;
export const CW = W - 2 * M;
const SIZE = 8.5;
export const GREY = '#555555';
/** Tall enough for any receipt when measuring; the real page is cut to the content. */
const MEASURE_H = 1_000_000;

export interface Ctx {
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
export function line(c: Ctx, text: string, y: number, s: Style = {}): number {
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
export function pair(c: Ctx, label: string, value: string, y: number, s: Style = {}): number {
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

export function dashes(c: Ctx, y: number): number {
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

/** A barcode image centred on the roll, at most `maxW` wide and `maxH` high; the y below it. */
export function barcode(c: Ctx, png: Buffer, y: number, [maxW, maxH]: [number, number]): number {
  c.doc.image(png, M + (CW - maxW) / 2, y, { fit: [maxW, maxH], align: 'center' });
  return y + maxH;
}

type Draw = (c: Ctx) => number;

async function drawOn(d: SaleDocument, title: string, height: number, draw: Draw) {
  const pdf = openPdf({
    size: [W, height],
    margin: 0,
    info: { Title: title, Author: d.organization.name },
  });
  const fonts = setUpFonts(pdf.doc, d.settings);
  const c: Ctx = {
    doc: pdf.doc,
    fonts,
    money: (n) => formatMoney(n, fonts.currency, d.locale),
    t: fonts.printable,
  };
  const end = draw(c);
  pdf.doc.end();
  return { end, bytes: pdf.bytes };
}

/**
 * An 80 mm till-roll document as one long PDF page. The roll has no page breaks, so it is
 * drawn once on a very tall page to learn its height, then again on a page of exactly that
 * height. `draw` draws from the top and returns where it ends.
 */
export async function renderRoll(d: SaleDocument, title: string, draw: Draw): Promise<Buffer> {
  const measured = await drawOn(d, title, MEASURE_H, draw);
  await measured.bytes;
  return (await drawOn(d, title, Math.ceil(measured.end), draw)).bytes;
}
