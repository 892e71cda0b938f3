import {
  LABEL_INSET,
  type LabelSize,
  labelBox,
  labelsPerPage,
  labelTextSize,
  pageSize,
} from '@pos/contracts/labels';
import { formatMoney } from '@pos/contracts/money';
import { drawLogo, type Fonts, openPdf, setUpFonts } from '../../lib/pdf/pdf-text.js';

type Doc = PDFKit.PDFDocument;
/**
 * pdfkit's opened image: drawn many times, embedded once. `image()` takes one, though its types
 * only name the bytes.
 */
type Image = PDFKit.Mixins.ImageSrc;

export interface Label {
  name: string;
  price: number;
  /** The same buffer for every copy of a SKU: embedded in the PDF once. */
  barcode: Buffer;
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
 * barcode (its digits under the bars) scaled into what is left, so every size holds it all.
 */
function drawLabel(
  doc: Doc,
  fonts: Fonts,
  box: { x: number; y: number; width: number; height: number },
  label: { name: string; price: number; barcode: Image },
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
  const name = fonts.printable(label.name);
  const price = formatMoney(label.price, fonts.currency, locale);
  doc
    .font(fonts.bold)
    .fontSize(fittingSize(doc, fonts.bold, name, size, 5, width))
    .text(name, textX, box.y + LABEL_INSET, {
      width,
      height: line,
      ellipsis: true,
      lineBreak: false,
    });
  doc
    .font(fonts.regular)
    .fontSize(fittingSize(doc, fonts.regular, price, size, 5, width))
    .text(price, textX, box.y + LABEL_INSET + line, { width, lineBreak: false });
  const top = box.y + LABEL_INSET + 2 * line + 2;
  doc.image(label.barcode, box.x + LABEL_INSET, top, {
    fit: [box.width - 2 * LABEL_INSET, box.y + box.height - LABEL_INSET - top],
    align: 'center',
    valign: 'center',
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
