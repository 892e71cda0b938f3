import { z } from 'zod';

export const LABEL_SYMBOLOGIES = ['code128', 'ean13', 'upc'] as const;
/** Label sizes in inches (spec 2 §9): small 3 × 1.5 (default), large 4 × 2. */
export const LABEL_SIZES = {
  small: { width: 3, height: 1.5, label: 'Small (3 × 1.5 in)' },
  large: { width: 4, height: 2, label: 'Large (4 × 2 in)' },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;

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

export const ZLabelRequest = z.strictObject({
  products: z
    .array(
      z.strictObject({
        sku: z.string().trim().min(1, 'Every label needs a SKU.').max(64),
        /** Shown for reference; the label prints the catalogue's current name and price. */
        name: z.string().max(200).optional(),
        price: z.union([z.number(), z.string()]).optional(),
        copies: z.number().int().min(1).max(1000).default(1),
      }),
    )
    .min(1, LABEL_MESSAGES.selectOne)
    .max(500),
  symbology: z.enum(LABEL_SYMBOLOGIES).default('code128'),
  labelSize: z.enum(['small', 'large']).default('small'),
  /** The organization's logo (an uploaded file's URL), or null for none. */
  logoUrl: z.string().max(300).nullable().optional(),
});
export type TLabelRequest = z.input<typeof ZLabelRequest>;
