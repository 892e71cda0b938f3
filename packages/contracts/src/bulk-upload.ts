import { z } from 'zod';

/**
 * Bulk product upload by CSV (spec 2 §2): columns by header name, any order, in any letter case
 * and with or without spaces ("taxClass", "Tax Class").
 */
export const BULK_UPLOAD_COLUMNS = [
  {
    name: 'sku',
    required: true,
    help: 'Identifies the product; an existing SKU is updated, a new one created.',
  },
  { name: 'name', required: false, help: 'Required for a new product.' },
  {
    name: 'price',
    required: false,
    help: 'Required for a new product; a number greater than 0, e.g. 12.50.',
  },
  {
    name: 'stock',
    required: false,
    help: 'The total stock to hold, ≥ 0: whole for items sold each, up to 3 decimals for a measure, e.g. 12.5 (the difference is booked at the default store).',
  },
  { name: 'category', required: false, help: 'A category name; created when it does not exist.' },
  { name: 'description', required: false, help: 'Free text.' },
  { name: 'manufacturer', required: false, help: 'A name; created when it does not exist.' },
  { name: 'supplier', required: false, help: 'A name; created when it does not exist.' },
  { name: 'marketedBy', required: false, help: 'A name; created when it does not exist.' },
  // The cost (purchasing), after the spec's columns.
  {
    name: 'cost',
    required: false,
    help: 'What one unit costs you; a number ≥ 0 with at most 4 decimals, e.g. 6.25.',
  },
  {
    name: 'taxClass',
    required: false,
    help: 'The name of a tax class (Tax Classes), e.g. Exempt; the default class’s name, or empty for a new product, taxes it by the default.',
  },
  // What it is sold by (goods sold by weight), after the tax class.
  {
    name: 'unit',
    required: false,
    help: 'What it is sold by: each (a new product’s default), kg, g, lb or l. A product becomes each again on its form only.',
  },
] as const;

export const BULK_UPLOAD_MESSAGES = {
  noFile: 'Please select a CSV file to upload.',
  notCsv: 'The file must be a .csv file.',
  failed: 'An unexpected error occurred.',
} as const;

export const ZBulkUploadError = z.object({
  sku: z.string().nullable(),
  /** 1-based line of the file, header included. */
  line: z.number().int(),
  message: z.string(),
});
export type TBulkUploadError = z.infer<typeof ZBulkUploadError>;

/** What a bulk upload answers: the counts and every refused row. */
export const ZBulkUploadResult = z.object({
  message: z.string(),
  data: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    errors: z.array(ZBulkUploadError),
  }),
});
export type TBulkUploadResult = z.infer<typeof ZBulkUploadResult>;
