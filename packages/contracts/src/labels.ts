import { z } from 'zod';
import { ZLocale } from './money.js';
import { MAX_LABEL_WEIGHT, SCALE_LABEL_MESSAGES } from './scale-labels.js';
import { NOT_BLANK } from './text.js';
import { quantityInput } from './units.js';

export const LABEL_SYMBOLOGIES = ['code128', 'ean13', 'upc'] as const;

/**
 * Where labels print, in the unit the stock is sold in: a roll label is its own page; a sheet
 * is a page of `columns × rows` labels for office printers, placed by its top and left
 * margins and the gaps between labels, as the stock's maker gives them (docs/guide/labels.md).
 * The API draws every layout from this table and the web previews it from the same numbers.
 */
export interface LabelLayout {
  name: string;
  unit: 'in' | 'mm';
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  margin: { top: number; left: number };
  gap: { x: number; y: number };
}

const roll = (name: string, width: number, height: number): LabelLayout => ({
  name,
  unit: 'in',
  page: { width, height },
  columns: 1,
  rows: 1,
  label: { width, height },
  margin: { top: 0, left: 0 },
  gap: { x: 0, y: 0 },
});

/** Roll sizes (spec 2 §9: small 3 × 1.5 in, the default; large 4 × 2 in), then sheets. */
export const LABEL_LAYOUTS = {
  small: roll('Small (3 × 1.5 in)', 3, 1.5),
  large: roll('Large (4 × 2 in)', 4, 2),
  /** Avery Zweckform 3474-type: 24 labels edge to edge, 0.5 mm above and below. */
  'a4-3x8': {
    name: 'A4 sheet, 3 × 8 (70 × 37 mm)',
    unit: 'mm',
    page: { width: 210, height: 297 },
    columns: 3,
    rows: 8,
    label: { width: 70, height: 37 },
    margin: { top: 0.5, left: 0 },
    gap: { x: 0, y: 0 },
  },
  /** Avery Zweckform 3657-type: 40 labels, 8 mm each side, 21.5 mm above and below. */
  'a4-4x10': {
    name: 'A4 sheet, 4 × 10 (48.5 × 25.4 mm)',
    unit: 'mm',
    page: { width: 210, height: 297 },
    columns: 4,
    rows: 10,
    label: { width: 48.5, height: 25.4 },
    margin: { top: 21.5, left: 8 },
    gap: { x: 0, y: 0 },
  },
  /** Avery 5160: 30 labels, 1/2 in above and below, 3/16 in each side, 1/8 in between columns. */
  'letter-3x10': {
    name: 'US Letter sheet, 3 × 10 (2 5/8 × 1 in)',
    unit: 'in',
    page: { width: 8.5, height: 11 },
    columns: 3,
    rows: 10,
    label: { width: 2.625, height: 1 },
    margin: { top: 0.5, left: 0.1875 },
    gap: { x: 0.125, y: 0 },
  },
} as const satisfies Record<string, LabelLayout>;
export type LabelSize = keyof typeof LABEL_LAYOUTS;
export const LABEL_SIZE_IDS = Object.keys(LABEL_LAYOUTS) as [LabelSize, ...LabelSize[]];

/** Labels on one page of the layout: 1 on a roll. */
export const labelsPerPage = (size: LabelSize) =>
  LABEL_LAYOUTS[size].columns * LABEL_LAYOUTS[size].rows;

export const isSheet = (size: LabelSize) => labelsPerPage(size) > 1;

const POINTS_PER = { in: 72, mm: 72 / 25.4 } as const;

/**
 * The box of the label at `position` (0-based, across then down) on its page, in PDF points
 * from the page's top left corner.
 */
export function labelBox(size: LabelSize, position: number) {
  const l: LabelLayout = LABEL_LAYOUTS[size];
  const k = POINTS_PER[l.unit];
  const column = position % l.columns;
  const row = Math.floor(position / l.columns) % l.rows;
  return {
    x: (l.margin.left + column * (l.label.width + l.gap.x)) * k,
    y: (l.margin.top + row * (l.label.height + l.gap.y)) * k,
    width: l.label.width * k,
    height: l.label.height * k,
  };
}

/**
 * How a label is laid out inside its box, for the PDF and the preview alike: 6 pt (≈ 2 mm)
 * kept clear inside every edge, so a sheet fed a little askew prints nothing across a cut; the
 * name and price in a text size that follows the label's height (points).
 */
export const LABEL_INSET = 6;
export const labelTextSize = (labelHeight: number) => Math.min(12, Math.max(6, labelHeight / 9));

/** The page of a layout in PDF points. */
export const pageSize = (size: LabelSize) => {
  const l: LabelLayout = LABEL_LAYOUTS[size];
  return { width: l.page.width * POINTS_PER[l.unit], height: l.page.height * POINTS_PER[l.unit] };
};

export const LABEL_MESSAGES = {
  selectOne: 'Select at least one product to generate labels.',
  pdfFailed: 'Unable to generate PDF. See console for details.',
  noProducts: 'No products found.',
  noPreview: 'No preview items.',
} as const;

/** Label copies: a whole number of at least 1; anything else becomes 1 (spec 2 §5). */
export const normalizeCopies = (v: unknown) => {
  const n = Math.floor(Number(v));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1000) : 1;
};

export const ZLabelRequest = z
  .strictObject({
    products: z
      .array(
        z.strictObject({
          sku: z
            .string()
            .trim()
            .min(1, 'Every label needs a SKU.')
            .regex(NOT_BLANK, 'Every label needs a SKU.')
            .max(64),
          /** Shown for reference; the label prints the catalogue's current name and price. */
          name: z.string().max(200).optional(),
          price: z.union([z.number(), z.string()]).optional(),
          copies: z.number().int().min(1).max(1000).default(1),
          /**
           * A weighed package of an item sold by a measure, in its unit: the label prints the
           * weight, the price per unit and the package's price, and its barcode is the scale
           * code of the organization's rules (docs/guide/labels.md, "Weighed packages (scale
           * labels)"). Left out: the item's own label.
           */
          weight: quantityInput(
            z
              .number({ error: SCALE_LABEL_MESSAGES.weight })
              .positive(SCALE_LABEL_MESSAGES.weight)
              .max(MAX_LABEL_WEIGHT, SCALE_LABEL_MESSAGES.weight),
          ).optional(),
        }),
      )
      .min(1, LABEL_MESSAGES.selectOne)
      .max(500),
    symbology: z.enum(LABEL_SYMBOLOGIES).default('code128'),
    labelSize: z.enum(LABEL_SIZE_IDS).default('small'),
    /**
     * On a sheet, the position the first label prints at (1 = top left, across then down): the
     * positions before it are left blank, for a sheet partly used before. Always 1 on a roll.
     */
    startPosition: z.number().int().min(1).max(100).default(1),
    /** The organization's logo (an uploaded file's URL), or null for none. */
    logoUrl: z.string().max(300).nullable().optional(),
    /** How prices group their digits (the browser's language, as for receipts). */
    locale: ZLocale,
  })
  .refine((r) => r.startPosition <= labelsPerPage(r.labelSize), {
    path: ['startPosition'],
    message: 'The start position must be a position of the first sheet (1 on a roll).',
  });
export type TLabelRequest = z.input<typeof ZLabelRequest>;
