import ReceiptPrinterEncoder, { type ImageInput } from '@point-of-sale/receipt-printer-encoder';
import type { ReceiptBlock } from '@pos/contracts/receipt-model';
import { defineGlyph, printGlyph, USER_DEFINED } from './thermal-glyphs';

/*
 * The receipt model (docs/DESIGN.md, "Documents share one receipt model") as ESC/POS bytes for a
 * thermal printer, by @point-of-sale/receipt-printer-encoder: 58 or 80 mm of Font A, the code
 * pages each character needs (chosen by the encoder), the characters none holds (₹) as
 * user-defined ones, the lines of a script none holds (Devanagari) drawn as images, the logo
 * dithered, the receipt's number as a Code 128 barcode, the cut and, when asked, the drawer's
 * pulse. The layout is this file's: a pair's value flush right on its
 * label's line, or on its own line when both do not fit.
 */

/** Paper widths and the characters of Font A across them (12 dots each). */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperWidth = keyof typeof PAPER_COLUMNS;

/** The logo, already at its printed size (a width in whole bytes: a multiple of 8 dots). */
export interface ThermalLogo {
  image: ImageInput;
  width: number;
  height: number;
}

/**
 * A line in a script no code page holds, to be drawn as dots across the paper: its text (a
 * pair's label) on the left or centred, a pair's value flush right.
 */
export interface RasterLine {
  left: string;
  right?: string;
  align: 'left' | 'center';
  bold: boolean;
  tall: boolean;
  /** The paper's printable width in dots (Font A: 12 a character). */
  widthDots: number;
}

export interface ThermalOptions {
  paper: PaperWidth;
  logo?: ThermalLogo | null;
  /** Kick the cash drawer (ESC p) once printed: a cash sale, a cash refund, a "No sale". */
  openDrawer?: boolean;
  /**
   * Draws a line the code pages cannot print (lib/thermal-text.ts in the browser); without it,
   * or when it cannot draw, the line goes out as text and the printer shows what it can.
   */
  rasterize?: (line: RasterLine) => ThermalLogo | null;
}

/**
 * Scripts no ESC/POS code page holds — Devanagari (a Hindi receipt) and the other Indic scripts:
 * their lines print as images (docs/DESIGN.md, "Languages").
 */
const NO_CODE_PAGE = /[\u0900-\u0DFF]/;

/** Lines of at most `width` characters, broken at spaces where a word fits. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while ([...rest].length > width) {
    const chars = [...rest];
    const head = chars.slice(0, width + 1).join('');
    const space = head.lastIndexOf(' ');
    const cut = space > 0 ? space : width;
    lines.push(chars.slice(0, cut).join('').trimEnd());
    rest = chars.slice(cut).join('').trimStart();
  }
  lines.push(rest);
  return lines;
}

/** A label and its value across `width`: the value flush right on the label's last line, or below. */
export function pairLines(label: string, value: string, width: number): string[] {
  const v = [...value].length;
  const labelWidth = width - v - 1;
  if (labelWidth >= Math.min(12, width / 2)) {
    const lines = wrap(label, labelWidth);
    const last = lines.pop() ?? '';
    return [...lines, `${last}${' '.repeat(width - [...last].length - v)}${value}`];
  }
  return [...wrap(label, width), ...wrap(value, width).map((l) => l.padStart(width))];
}

const centered = (text: string, width: number) =>
  `${' '.repeat(Math.max(0, Math.floor((width - [...text].length) / 2)))}${text}`;

/** Prints one line, each user-defined character (₹) from its own set. */
function printLine(e: ReceiptPrinterEncoder, text: string) {
  let run = '';
  // A no-break space (Intl's between amount and symbol) is a space on paper.
  for (const ch of text.replace(/[\u00a0\u202f]/g, ' ')) {
    if (USER_DEFINED.has(ch)) {
      if (run) e.text(run);
      run = '';
      e.raw(printGlyph(ch));
    } else {
      run += ch;
    }
  }
  if (run) e.text(run);
  e.newline();
}

/** The receipt model's blocks as the bytes a thermal printer prints. */
export function encodeReceipt(blocks: readonly ReceiptBlock[], o: ThermalOptions): Uint8Array {
  const columns = PAPER_COLUMNS[o.paper];
  const e = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns,
    imageMode: 'raster',
    feedBeforeCut: 4,
  });
  e.initialize().codepage('auto');
  /** Prints `line` as dots when its script has no code page and it can be drawn. */
  const drawn = (line: Omit<RasterLine, 'widthDots'>) => {
    if (!o.rasterize || !NO_CODE_PAGE.test(`${line.left}${line.right ?? ''}`)) return false;
    const image = o.rasterize({ ...line, widthDots: columns * 12 });
    if (!image) return false;
    e.image(image.image, image.width, image.height, 'threshold');
    return true;
  };
  // The user-defined characters the receipt prints, defined once after the reset.
  const texts = blocks.flatMap((b) =>
    b.kind === 'text' ? [b.text] : b.kind === 'pair' ? [b.label, b.value] : [],
  );
  for (const ch of USER_DEFINED) {
    if (texts.some((t) => t.includes(ch))) e.raw(defineGlyph(ch));
  }
  for (const b of blocks) {
    // A wide gap (a stamp, the total) is a blank line on paper; the others are the PDF's.
    if ((b.gap ?? 0) >= 4) e.newline();
    switch (b.kind) {
      case 'logo':
        if (o.logo) {
          e.align('center').image(o.logo.image, o.logo.width, o.logo.height, 'atkinson');
          e.align('left');
        }
        break;
      case 'text': {
        const big = b.size !== undefined;
        if (big) e.size(1, 2);
        if (b.bold) e.bold(true);
        const align = b.align === 'center' ? 'center' : 'left';
        for (const l of wrap(b.text, columns)) {
          if (drawn({ left: l, align, bold: Boolean(b.bold), tall: big })) continue;
          printLine(e, align === 'center' ? centered(l, columns) : l);
        }
        if (b.bold) e.bold(false);
        if (big) e.size(1, 1);
        break;
      }
      case 'pair': {
        if (b.large) e.size(1, 2);
        if (b.bold) e.bold(true);
        const pair = {
          left: b.label,
          right: b.value,
          align: 'left' as const,
          bold: Boolean(b.bold),
          tall: Boolean(b.large),
        };
        if (!drawn(pair)) for (const l of pairLines(b.label, b.value, columns)) printLine(e, l);
        if (b.bold) e.bold(false);
        if (b.large) e.size(1, 1);
        break;
      }
      case 'rule':
        e.line('-'.repeat(columns));
        break;
      case 'barcode':
        e.align('center').barcode(b.value, 'code128', { height: 60, text: 'below' });
        e.align('left');
        break;
    }
  }
  e.cut('partial');
  if (o.openDrawer) e.pulse();
  return e.encode();
}

/** The drawer's pulse alone (ESC p, pin 2): "No sale", pay in and out, a shift's opening and close. */
export const encodeDrawerPulse = (): Uint8Array =>
  new ReceiptPrinterEncoder({ language: 'esc-pos' }).initialize().pulse().encode();
