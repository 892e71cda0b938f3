import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_MESSAGES,
  type TBulkUploadError,
  type TBulkUploadResult,
} from '@pos/contracts/bulk-upload';
import { ApiError } from '../../api/api-error';
import { i18n, serverText } from '../../lib/i18n';

const NS = { ns: 'bulk-upload' } as const;

export const TEMPLATE_FILE_NAME = 'products-template.csv';

/** One example value per column, in the order of BULK_UPLOAD_COLUMNS: data, as a file holds it. */
const EXAMPLE_ROW: Record<(typeof BULK_UPLOAD_COLUMNS)[number]['name'], string> = {
  sku: 'SAMPLE-001',
  name: 'Sample product',
  price: '12.50',
  stock: '10',
  category: 'Beverages',
  description: 'An example row; replace it with your products.', // i18n-ignore
  manufacturer: 'Acme Foods',
  supplier: 'Acme Supply',
  marketedBy: 'Acme Brands',
  cost: '6.25',
  // The name every organization's default tax class starts with (Tax Classes); empty: the default.
  taxClass: 'Standard',
  unit: 'each',
};

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** The template: the header row and one example row, every field quoted, CRLF line ends. */
export function templateCsv(): string {
  const header = BULK_UPLOAD_COLUMNS.map((c) => quote(c.name)).join(',');
  const example = BULK_UPLOAD_COLUMNS.map((c) => quote(EXAMPLE_ROW[c.name])).join(',');
  return `${header}\r\n${example}\r\n`;
}

/** The client's checks before anything is sent (spec 2 §5); null when the file may go. */
export function fileProblem(file: File | null | undefined): string | null {
  if (!file) return BULK_UPLOAD_MESSAGES.noFile;
  if (!file.name.toLowerCase().endsWith('.csv')) return BULK_UPLOAD_MESSAGES.notCsv;
  return null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const toCount = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};

function toErrors(v: unknown): TBulkUploadError[] {
  if (!Array.isArray(v)) return [];
  return v.map((e) => {
    const item = isRecord(e) ? e : {};
    const sku = typeof item.sku === 'string' && item.sku.trim() ? item.sku : null;
    const line = Number(item.line);
    return {
      sku,
      line: Number.isFinite(line) ? line : 0,
      message:
        typeof item.message === 'string'
          ? item.message
          : i18n.t('This row could not be processed.', NS),
    };
  });
}

/** The result of an answer, tolerant of missing parts; null when it holds no result at all. */
export function toUploadResult(body: unknown): TBulkUploadResult | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { created, updated, errors } = body.data;
  if (created === undefined && updated === undefined && errors === undefined) return null;
  return {
    message: typeof body.message === 'string' ? body.message : '',
    data: { created: toCount(created), updated: toCount(updated), errors: toErrors(errors) },
  };
}

/** `SKU (line L): message`, N/A for a row without a SKU. */
export function errorLine(e: TBulkUploadError): string {
  const sku = e.sku ?? i18n.t('N/A', NS);
  return e.line
    ? i18n.t('{{sku}} (line {{line}}): {{message}}', {
        ...NS,
        sku,
        line: e.line,
        message: e.message,
      })
    : i18n.t('{{sku}}: {{message}}', { ...NS, sku, message: e.message });
}

const MAX_DETAILS = 500;

/** What the server's body adds beyond its message: a data text, field errors, or a plain body. */
function detailsOf(body: unknown): string {
  if (typeof body === 'string') return body.trim().slice(0, MAX_DETAILS);
  if (!isRecord(body)) return '';
  if (typeof body.data === 'string') return body.data.trim().slice(0, MAX_DETAILS);
  if (isRecord(body.details)) {
    return Object.entries(body.details)
      .map(([field, message]) => `${field}: ${typeof message === 'string' ? message : ''}`)
      .join('; ')
      .slice(0, MAX_DETAILS);
  }
  return '';
}

/** Spec 2 §8: the error message (or the generic text), then ' Details: ' and the server's text. */
export function failureText(error: unknown): string {
  const message =
    error instanceof Error && error.message.trim()
      ? error.message
      : serverText(BULK_UPLOAD_MESSAGES.failed);
  const details = error instanceof ApiError ? detailsOf(error.data) : '';
  return details
    ? i18n.t('{{message}} Details: {{details}}', { ...NS, message, details })
    : message;
}
