/** Bulk product upload by CSV (spec 2 §2, issue 4): columns by header name, any order. */
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
    help: 'Whole number ≥ 0: the total stock to hold (the difference is booked at the default store).',
  },
  { name: 'category', required: false, help: 'A category name; created when it does not exist.' },
  { name: 'description', required: false, help: 'Free text.' },
  { name: 'manufacturer', required: false, help: 'A name; created when it does not exist.' },
  { name: 'supplier', required: false, help: 'A name; created when it does not exist.' },
  { name: 'marketedBy', required: false, help: 'A name; created when it does not exist.' },
] as const;

export const BULK_UPLOAD_MESSAGES = {
  noFile: 'Please select a CSV file to upload.',
  notCsv: 'The file must be a .csv file.',
  failed: 'An unexpected error occurred.',
} as const;

export interface TBulkUploadError {
  sku: string | null;
  /** 1-based line of the file, header included. */
  line: number;
  message: string;
}

export interface TBulkUploadResult {
  message: string;
  data: { created: number; updated: number; errors: TBulkUploadError[] };
}
