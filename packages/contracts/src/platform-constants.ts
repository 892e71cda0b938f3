/**
 * Platform values the sign-in page needs, kept apart from the zod schemas of
 * platform-settings.ts so that the first page of the web app does not load zod (DESIGN §11).
 */

/** The 503 every non-operator call answers while maintenance is on. */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/** The site name until the operators choose one. */
export const DEFAULT_SITE_NAME = 'POS Back Office';

/** The maintenance message until the operators write one (and when they leave it empty). */
export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are performing scheduled maintenance. Please check back soon.';
