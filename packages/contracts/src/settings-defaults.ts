import type { TGeneralSettings } from './settings.js';

/** Spec 2 §9 defaults; kept apart from the zod schema so the sign-in route does not load zod. */
export const DEFAULT_GENERAL_SETTINGS: TGeneralSettings = {
  itemsPerPage: 10,
  currencySymbol: '$',
  currencyCode: 'USD',
  taxes: [],
  receiptShowLogo: true,
  receiptShowAddress: true,
  receiptShowCustomerName: true,
  receiptFooterMessage: 'Thank you for your business!',
  allowNegativeStock: false,
  requireOpenShift: false,
  lowStockDigestHour: 8,
  timeZone: null,
  auditRetentionDays: 365,
};
