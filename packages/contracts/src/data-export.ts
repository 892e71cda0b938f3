/**
 * "Your data, all of it" (docs/guide/settings-and-subscription.md): one zip of everything the
 * organization keeps — every list as its CSV, the tables behind them row for row, the uploaded
 * files and a README — built by a job and fetched through a link that works without signing in
 * for 7 days.
 */
import { z } from 'zod';

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long the download link (and the zip behind it) lasts. */
export const DATA_EXPORT_LINK_DAYS = 7;

export const DATA_EXPORT_MESSAGES = {
  started: 'Your export has started. We will e-mail you a download link when it is ready.',
  alreadyRunning: 'An export is already being prepared. We will e-mail you when it is ready.',
  notFound: 'Export not found',
  /** A link whose token is wrong, or whose 7 days are over: the same answer, by design. */
  linkInvalid: 'This download link is not valid, or it has expired.',
} as const;

export const ZDataExport = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Set once done: the link the mail carries (valid until `expiresAt`, no session needed). */
  downloadUrl: z.string().optional(),
  expiresAt: z.string().optional(),
  /** Set when failed: what went wrong. */
  error: z.string().optional(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZDataExportResponse = z.object({ data: ZDataExport });
export const ZDataExportStarted = z.object({
  data: z.object({ _id: z.string(), status: z.enum(DATA_EXPORT_STATUSES) }),
  message: z.string(),
});

/** The download's query: the link's token (256 random bits, base64url). */
export const ZDataExportDownloadQuery = z.object({ token: z.string().max(200).optional() });
