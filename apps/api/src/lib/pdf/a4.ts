import type { TLanguage } from '@pos/contracts/languages';
import { formatMoney } from '@pos/contracts/money';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { quantityText, type Unit } from '@pos/contracts/units';
import { inLanguage } from '../i18n.js';
import {
  drawLogo,
  type Fonts,
  fontsFor,
  formatDate,
  formatDay,
  openPdf,
  setUpFonts,
} from './pdf-text.js';

/**
 * The A4 page the sale invoice and the purchase order print on: its measures, text and rules,
 * the item table that runs across pages, the totals box and the page numbers. Each document
 * draws its own header and parties with these.
 */

type Doc = PDFKit.PDFDocument;

export const [PAGE_W, PAGE_H] = [595.28, 841.89]; // A4 in points
export const M = 48;
export const CONTENT_W = PAGE_W - 2 * M;
/** Kept free at the foot of every page for the page number, so content never runs into it. */
const FOOTER_H = 28;
export const BOTTOM = PAGE_H - M - FOOTER_H;
export const PAD = 6;
export const INK = '#111111';
export const GREY = '#666666';
const RULE = '#d4d4d4';

/** An A4 document being drawn: the document, its fonts, and amounts and texts as it prints them. */
export interface A4 {
  doc: Doc;
  fonts: Fonts;
  money: (n: number) => string;
  /** A quantity with its unit ("2", "0.375 kg"), grouped as the amounts are. */
  quantity: (n: number, unit: Unit) => string;
  /** Any text the organization, a customer or a supplier typed, as the font can draw it. */
  t: (s: string) => string;
  /**
   * The document's own words in its reader's language (docs/DESIGN.md, "Languages"): the
   * helpers below say their titles, labels and column heads with it; a call site says the rest.
   */
  say: (english: string) => string;
  /** A moment in the document's zone, and a calendar day, as its language writes them. */
  date: (iso: string) => string;
  day: (yyyyMmDd: string) => string;
}

/**
 * A new A4 document (pages buffered, so they can be numbered at the end) whose amounts carry
 * the organization's currency, grouped as `locale` writes digits; its bytes resolve on `doc.end()`.
 */
export function openA4(opts: {
  title: string;
  author: string;
  settings: Pick<TGeneralSettings, 'currencySymbol' | 'currencyCode'>;
  locale: string;
  /** The zone its moments print in. */
  timeZone: string;
  /** The language its words are in (none: English); its fonts follow (Devanagari for Hindi). */
  language?: TLanguage | undefined;
}): { c: A4; bytes: Promise<Buffer> } {
  const language = opts.language ?? 'en';
  const { doc, bytes } = openPdf({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: opts.title, Author: opts.author },
  });
  const fonts = setUpFonts(doc, opts.settings, fontsFor(language));
  const c: A4 = {
    doc,
    fonts,
    money: (n) => formatMoney(n, fonts.currency, opts.locale),
    quantity: (n, unit) => quantityText(n, unit, opts.locale),
    t: fonts.printable,
    say: (english) => inLanguage(language, english),
    date: (iso) => formatDate(iso, opts.timeZone, language),
    day: (day) => formatDay(day, language),
  };
  return { c, bytes };
}

export interface TextStyle {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Draws text at (x, y) and returns the y below it. */
export function put(c: A4, text: string, x: number, y: number, s: TextStyle = {}): number {
  const { doc } = c;
  doc
    .font(s.bold ? c.fonts.bold : c.fonts.regular)
    .fontSize(s.size ?? 9.5)
    .fillColor(s.color ?? INK);
  const options = { width: s.width, align: s.align ?? 'left' };
  doc.text(text, x, y, options);
  return y + doc.heightOfString(text, options);
}

/** A thin full-width line at y. */
export function rule(c: A4, y: number, color = RULE) {
  c.doc
    .moveTo(M, y)
    .lineTo(PAGE_W - M, y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke();
}

/** Label–value lines under each other ("Invoice no." … "000012"), right of `x`; the y below. */
function drawFacts(c: A4, facts: [string, string][], x: number, top: number): number {
  let y = top;
  for (const [label, value] of facts) {
    put(c, c.say(label), x, y, { color: GREY, width: 90 });
    y = put(c, value, x + 70, y, { width: 150, align: 'right' }) + 2;
  }
  return y;
}

/** A right-aligned number column of an item table. */
export interface NumberColumn<R> {
  title: string;
  width: number;
  value: (row: R) => string;
}

/** What the item column shows of a row: its name, and its SKU in small grey type below. */
export interface ItemCell<R> {
  title: string;
  name: (row: R) => string;
  sku: (row: R) => string | null;
}

interface Placed {
  title: string;
  width: number;
  align: 'left' | 'right';
  x: number;
}

const HEADER_ROW_H = 22;

function drawTableHeader(c: A4, cols: Placed[], top: number): number {
  c.doc.rect(M, top, CONTENT_W, HEADER_ROW_H).fillColor('#f0f0f0').fill();
  for (const col of cols) {
    put(c, c.say(col.title), col.x + PAD, top + 7, {
      bold: true,
      size: 8.5,
      width: col.width - 2 * PAD,
      align: col.align,
    });
  }
  return top + HEADER_ROW_H;
}

const NAME_SIZE = 9.5;
const SKU_SIZE = 8;

/**
 * The item table: the item column takes what the number columns leave; a new page (with the
 * column titles again) whenever the next row does not fit. Returns the y below it.
 */
export function drawItemTable<R>(
  c: A4,
  rows: readonly R[],
  item: ItemCell<R>,
  numbers: NumberColumn<R>[],
  top: number,
): number {
  const itemW = CONTENT_W - numbers.reduce((n, col) => n + col.width, 0);
  const itemCol: Placed = { title: item.title, width: itemW, align: 'left', x: M };
  let x = M + itemW;
  const numberCols = numbers.map((col) => {
    const placed = { ...col, align: 'right' as const, x };
    x += col.width;
    return placed;
  });
  const cols = [itemCol, ...numberCols];
  const inner = (col: Placed) => col.width - 2 * PAD;

  let y = drawTableHeader(c, cols, top);
  for (const row of rows) {
    const name = item.name(row);
    const sku = item.sku(row);
    c.doc.font(c.fonts.regular).fontSize(NAME_SIZE);
    let h = c.doc.heightOfString(name, { width: inner(itemCol) });
    if (sku) h += 2 + c.doc.fontSize(SKU_SIZE).heightOfString(sku);
    h += 2 * PAD + 2;
    if (y + h > BOTTOM) {
      c.doc.addPage();
      y = drawTableHeader(c, cols, M);
    }
    const cell = (col: Placed, text: string) =>
      put(c, text, col.x + PAD, y + PAD + 1, {
        width: inner(col),
        align: col.align,
        size: NAME_SIZE,
      });
    const below = cell(itemCol, name);
    if (sku) {
      put(c, sku, itemCol.x + PAD, below + 2, {
        size: SKU_SIZE,
        color: GREY,
        width: inner(itemCol),
      });
    }
    numberCols.forEach((col) => {
      cell(col, col.value(row));
    });
    y += h;
    rule(c, y);
  }
  return y + 14;
}

export interface TotalLine {
  label: string;
  value: string;
  bold?: boolean;
  ruleAbove?: boolean;
}

/**
 * Label–amount lines right-aligned under the table (a total in bold above a rule), on the next
 * page when they do not fit on this one. Returns the y below them.
 */
export function drawTotals(
  c: A4,
  lines: TotalLine[],
  top: number,
  [labelW, valueW]: [number, number],
): number {
  const height = lines.length * 18 + 10;
  let y = top;
  if (y + height > BOTTOM) {
    c.doc.addPage();
    y = M;
  }
  const x = PAGE_W - M - labelW - valueW;
  for (const line of lines) {
    if (line.ruleAbove) {
      c.doc
        .moveTo(x, y)
        .lineTo(PAGE_W - M, y)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      y += 5;
    }
    const size = line.bold ? 12 : 9.5;
    put(c, c.say(line.label), x, y, { bold: line.bold, size, width: labelW });
    y =
      put(c, line.value, x + labelW, y, {
        bold: line.bold,
        size,
        width: valueW - PAD,
        align: 'right',
      }) + 5;
  }
  return y + 16;
}

/** A paragraph across the page (on the next one when it does not fit); the y below it. */
export function drawParagraph(
  c: A4,
  text: string,
  top: number,
  s: Pick<TextStyle, 'align' | 'color'> = {},
): number {
  c.doc.font(c.fonts.regular).fontSize(9.5);
  let y = top;
  if (y + c.doc.heightOfString(text, { width: CONTENT_W }) > BOTTOM) {
    c.doc.addPage();
    y = M;
  }
  return put(c, text, M, y, { color: s.color ?? GREY, width: CONTENT_W, align: s.align });
}

/** "Invoice 000012 … Page i of n" on every page once the page count is known. */
export function numberPages(c: A4, label: string) {
  const { start, count } = c.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    c.doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit start yet another page.
    c.doc.page.margins.bottom = 0;
    const y = PAGE_H - M - 10;
    put(c, c.say(label), M, y, { size: 8, color: GREY, width: 200 });
    put(c, c.say(`Page ${i - start + 1} of ${count}`), PAGE_W - M - 200, y, {
      size: 8,
      color: GREY,
      width: 200,
      align: 'right',
    });
  }
}

/** Who a document is from, as the organization's settings page holds it. */
export interface Letterhead {
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** The organization at the top left: its logo, name, address, phone and e-mail; the y below. */
export function drawLetterhead(c: A4, org: Letterhead, logo: Buffer | null, width: number): number {
  let y = M;
  if (logo) {
    const h = drawLogo(c.doc, logo, M, y, [140, 56]);
    if (h) y += h + 8;
  }
  y = put(c, c.t(org.name), M, y, { bold: true, size: 16, width });
  for (const line of [org.address, org.phone, org.email]) {
    if (line?.trim()) y = put(c, c.t(line.trim()), M, y + 2, { color: GREY, width });
  }
  return y;
}

/** The document's name in large type at the top right ("INVOICE"), its facts below; the y below. */
export function drawTitleBlock(c: A4, title: string, facts: [string, string][], size = 26): number {
  const x = PAGE_W - M - 220;
  const text = c.say(title);
  // On one line in any language ("ORDEN DE COMPRA" is longer than "PURCHASE ORDER").
  let fits = size;
  while (fits > 12 && c.doc.font(c.fonts.bold).fontSize(fits).widthOfString(text) > 220) fits -= 1;
  const y = put(c, text, x, M, { bold: true, size: fits, width: 220, align: 'right' }) + 6;
  return drawFacts(c, facts, x, y);
}
