import {
  LABEL_INSET,
  type LabelSize,
  labelBox,
  labelsPerPage,
  labelTextSize,
  pageSize,
} from '@pos/contracts/labels';
import { formatMoney } from '@pos/contracts/money';
import { quantityText, UNIT_LABELS, type Unit } from '@pos/contracts/units';
import { drawLogo, type Fonts, openPdf, setUpFonts } from '../../lib/pdf/pdf-text.js';

type Doc = PDFKit.PDFDocument;
/**
 * pdfkit's opened image: drawn many times, embedded once. `image()` takes one, though its types
 * only name the bytes.
 */
type Image = PDFKit.Mixins.ImageSrc;

export interface Label {
  name: string;
  /** The price per unit. */
  price: number;
  /** The same buffer for every copy of a SKU: embedded in the PDF once. */
  barcode: Buffer;
  /**
   * A weighed package's label (docs/guide/labels.md, "Weighed packages (scale labels)"): its
   * weight, the package's price, and the scale code's digits, printed under its bars (which
   * come without them).
   */
  scale?: { weight: number; unit: Unit; grossCents: number; code: string };
}

/**
 * The largest font size up to `size` (and not below `min`) at which `text` fits `width`;
 * text wider still is cut with an ellipsis when drawn.
 */
function fittingSize(
  doc: Doc,
  font: string,
  text: string,
  size: number,
  min: number,
  width: number,
) {
  const wide = doc.font(font).fontSize(size).widthOfString(text);
  return wide <= width ? size : Math.max(min, (size * width) / wide);
}

/**
 * One label inside its box: name (bold) and price on top, shrunk to the box's width, and the
 * barcode (its digits under the bars) scaled into what is left, so every size holds it all. A
 * weighed package's label has three lines — the name, "0.375 kg × $12.99/kg", the package's
 * price (bold) — and the scale code's digits as text under its bars.
 */
function drawLabel(
  doc: Doc,
  fonts: Fonts,
  box: { x: number; y: number; width: number; height: number },
  label: Omit<Label, 'barcode'> & { barcode: Image },
  logo: Buffer | null,
  locale: string,
) {
  const size = labelTextSize(box.height);
  const line = size * 1.2;
  let textX = box.x + LABEL_INSET;
  if (logo) {
    const side = 2 * line;
    const used = drawLogo(doc, logo, textX, box.y + LABEL_INSET, [side, side]);
    if (used > 0) textX += side + 4;
  }
  const width = box.x + box.width - LABEL_INSET - textX;
  const money = (amount: number) => formatMoney(amount, fonts.currency, locale);
  const { scale } = label;
  const lines = [
    { text: fonts.printable(label.name), font: fonts.bold },
    scale
      ? {
          text: `${quantityText(scale.weight, scale.unit, locale)} × ${money(label.price)}/${UNIT_LABELS[scale.unit]}`,
          font: fonts.regular,
        }
      : { text: money(label.price), font: fonts.regular },
    ...(scale ? [{ text: money(scale.grossCents / 100), font: fonts.bold }] : []),
  ];
  for (const [i, l] of lines.entries()) {
    doc
      .font(l.font)
      .fontSize(fittingSize(doc, l.font, l.text, size, 5, width))
      .text(l.text, textX, box.y + LABEL_INSET + i * line, {
        width,
        height: line,
        ellipsis: true,
        lineBreak: false,
      });
  }
  const top = box.y + LABEL_INSET + lines.length * line + 2;
  const bottom = box.y + box.height - LABEL_INSET;
  const barsWidth = box.width - 2 * LABEL_INSET;
  if (!scale) {
    doc.image(label.barcode, box.x + LABEL_INSET, top, {
      fit: [barsWidth, bottom - top],
      align: 'center',
      valign: 'center',
    });
    return;
  }
  // The bars scaled into the space above the digits' line, the digits right under them.
  const digitsSize = Math.max(5, size * 0.8);
  const digitsLine = digitsSize * 1.2;
  const { width: pxWidth, height: pxHeight } = label.barcode as unknown as {
    width: number;
    height: number;
  };
  const k = Math.min(barsWidth / pxWidth, (bottom - top - digitsLine) / pxHeight);
  const bars = { width: pxWidth * k, height: pxHeight * k };
  doc.image(label.barcode, box.x + (box.width - bars.width) / 2, top, bars);
  doc
    .font(fonts.regular)
    .fontSize(digitsSize)
    .text(scale.code, box.x + LABEL_INSET, top + bars.height + 1, {
      width: barsWidth,
      align: 'center',
      lineBreak: false,
    });
}

/**
 * The labels in reading order on the layout's pages: a roll prints one per page; a sheet
 * fills its positions across then down from `startPosition` and continues on new sheets.
 */
export async function labelsPdf(o: {
  labels: readonly Label[];
  size: LabelSize;
  startPosition: number;
  logo: Buffer | null;
  locale: string;
  settings: { currencySymbol: string; currencyCode: string };
}): Promise<Buffer> {
  const page = pageSize(o.size);
  const { doc, bytes } = openPdf({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Labels' },
  });
  const fonts = setUpFonts(doc, o.settings);
  const perPage = labelsPerPage(o.size);
  const images = new Map<Buffer, Image>();
  const open = (png: Buffer) => {
    let image = images.get(png);
    if (!image) {
      image = (doc as unknown as { openImage: (b: Buffer) => Image }).openImage(png);
      images.set(png, image);
    }
    return image;
  };
  for (const [i, label] of o.labels.entries()) {
    const slot = o.startPosition - 1 + i;
    if (i === 0 || slot % perPage === 0)
      doc.addPage({ size: [page.width, page.height], margin: 0 });
    const box = labelBox(o.size, slot % perPage);
    drawLabel(doc, fonts, box, { ...label, barcode: open(label.barcode) }, o.logo, o.locale);
  }
  doc.end();
  return bytes;
}
