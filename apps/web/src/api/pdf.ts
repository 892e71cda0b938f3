import { viewerQuery } from '../lib/money';
import { requestFile } from './client';

/** A PDF's object URL lives this long: enough for the new tab to load it. */
export const PDF_URL_LIFETIME_MS = 60_000;

/** A PDF of the API (invoice, receipt, shift report), dated and with amounts as the user reads them. */
export async function fetchPdf(path: string): Promise<Blob> {
  const { blob } = await requestFile(path, viewerQuery(), { accept: 'application/pdf' });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

// The receipts of a sale and of a return: the register prints them and the sale's page opens
// them, so their paths are written here, once.
export const receiptPdfPath = (id: string) => `/transactions/${encodeURIComponent(id)}/receipt.pdf`;
export const returnReceiptPath = (id: string) => `/returns/${encodeURIComponent(id)}/receipt.pdf`;
export const exchangeReceiptPath = (id: string) =>
  `/exchanges/${encodeURIComponent(id)}/receipt.pdf`;
