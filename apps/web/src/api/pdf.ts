import { viewerQuery } from '../lib/money';
import { requestFile } from './client';

/** A PDF's object URL lives this long: enough for the new tab to load it. */
export const PDF_URL_LIFETIME_MS = 60_000;

/** A PDF of the API (invoice, receipt, shift report), dated and with amounts as the user reads them. */
export async function fetchPdf(path: string): Promise<Blob> {
  const { blob } = await requestFile(path, viewerQuery(), { accept: 'application/pdf' });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
