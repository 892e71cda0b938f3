import type { TLabelRequest } from '@pos/contracts/labels';
import { API_BASE } from '../../api/client';
import { getToken } from '../../auth/session-storage';

/** Spec 2 §9: the PDF's object URL is released after a minute. */
export const PDF_URL_LIFETIME_MS = 60_000;

export type PdfOutcome =
  | { ok: true; blob: Blob }
  /** `log` goes to the console; `serverMessage` is the API's own words, worth showing. */
  | { ok: false; log: string; serverMessage: string | null };

/** The API's `{message}` in a failed answer's text, if it is one. */
export function serverMessageOf(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as unknown;
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: nothing to show beyond the generic text.
  }
  return null;
}

const isPdf = (contentType: string | null) =>
  (contentType ?? '').toLowerCase().split(';')[0]?.trim() === 'application/pdf';

/**
 * POST labels/generate for the PDF bytes. A direct call (spec 2 §7) since the JSON client reads
 * answers as text: the bearer token, cookies of this origin, Accept PDF.
 */
export async function generateLabelsPdf(body: TLabelRequest): Promise<PdfOutcome> {
  const token = getToken();
  const headers: Record<string, string> = {
    Accept: 'application/pdf',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  const res = await fetch(`${API_BASE}/labels/generate`, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const bodyText = await res.text().catch(() => '');
    return {
      ok: false,
      log: bodyText.trim() || `Request failed (${res.status})`,
      serverMessage: res.status < 500 ? serverMessageOf(bodyText) : null,
    };
  }
  if (!isPdf(res.headers.get('content-type'))) {
    const bodyText = await res.text().catch(() => '');
    return {
      ok: false,
      log: `Expected a PDF, got ${res.headers.get('content-type') ?? 'no content type'}: ${bodyText.slice(0, 300)}`,
      serverMessage: null,
    };
  }
  return { ok: true, blob: await res.blob() };
}
