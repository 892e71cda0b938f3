/**
 * Import from the POS a shop leaves (docs/DESIGN.md, "Integrations, languages and switching",
 * step 5 "Import"): a vendor's CSV export read through the vendor's column map, previewed, then
 * written by a job with progress — idempotent by the vendor's ids.
 */
import { z } from 'zod';

export const IMPORT_SOURCES = ['square', 'shopify', 'loyverse', 'lightspeed'] as const;
export type TImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_KINDS = ['products', 'customers'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TImportStatus = (typeof IMPORT_STATUSES)[number];

/** The most errors one import keeps (the rest are counted, not listed). */
export const IMPORT_MAX_ERRORS = 10_000;

/**
 * What a column can feed, as the preview's mapping offers it (a subset of the vendor layouts'
 * fields: the ones an owner would move a column to). `null`: the column is not read.
 */
export const IMPORT_FIELDS = [
  'groupKey',
  'id',
  'name',
  'variantName',
  'description',
  'category',
  'sku',
  'barcode',
  'price',
  'cost',
  'quantity',
  'unit',
  'soldByWeight',
  'active',
  'status',
  'archived',
  'taxName',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'code',
  'fullName',
  'firstName',
  'lastName',
  'company',
  'nickname',
  'email',
  'phone',
  'note',
  'storeCredit',
  'account',
  'points',
  'location',
  'onHandNew',
  'onHand',
  'available',
] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_MESSAGES = {
  noFile: 'Choose the CSV file your old POS exported (form field "file").',
  notFound: 'Import not found',
  started: 'The import has started.',
  dryRunStarted: 'The trial run has started: nothing will be written.',
  noLayout: 'The file’s columns are not those of a known export of this POS.',
  alreadyRunning: 'An import is already running. Wait for it to finish.',
} as const;

/** The multipart form's text fields (the file is `file`). */
export const ZImportForm = z.strictObject({
  source: z.enum(IMPORT_SOURCES, { error: 'Choose square, shopify, loyverse or lightspeed.' }),
  kind: z.enum(IMPORT_KINDS, { error: 'Choose products or customers.' }),
  dryRun: z
    .enum(['true', 'false', '1', '0', 'on', ''])
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'on'),
  /** JSON: `{ "<header>": "<field>" | null }`, overriding the detected mapping. */
  mapping: z.string().max(20_000).optional(),
});
export type TImportForm = z.output<typeof ZImportForm>;

export const ZImportMapping = z.record(
  z.string().max(200),
  z.enum(IMPORT_FIELDS, { error: 'Not a field the import reads.' }).nullable(),
);
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZImportRowError = z.object({
  row: z.number().int(),
  column: z.string().optional(),
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** One column of the file as the preview maps it. */
export const ZImportColumn = z.object({
  header: z.string(),
  /** The field it feeds, or null (not read). */
  field: z.enum(IMPORT_FIELDS).nullable(),
  /** A column named for a store, a tax or a category level: what it is and the name it carries. */
  named: z.object({ field: z.string(), name: z.string() }).optional(),
});

export const ZImportPreview = z.object({
  data: z.object({
    layout: z.object({ id: z.string(), source: z.enum(IMPORT_SOURCES), kind: z.string() }),
    confidence: z.number(),
    requiredMissing: z.array(z.string()),
    columns: z.array(ZImportColumn),
    unknown: z.array(z.string()),
    rowsTotal: z.number().int(),
    /** The first 20 records as the import would write them (products with variations, customers). */
    records: z.array(z.record(z.string(), z.unknown())),
    errors: z.array(ZImportRowError),
  }),
});
export type TImportPreview = z.infer<typeof ZImportPreview>['data'];

export const ZImportJob = z.object({
  _id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** How many rows could not be imported (their list: `errors.csv`). */
  errors: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Set when failed: what went wrong. */
  error: z.string().optional(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

export const ZImportJobResponse = z.object({ data: ZImportJob });
export const ZImportStarted = z.object({ data: ZImportJob, message: z.string() });

export const IMPORT_ERRORS_CSV_COLUMNS = ['Row', 'Column', 'Message'] as const;
