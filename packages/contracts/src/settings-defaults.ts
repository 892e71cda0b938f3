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
  // On for organizations made from now on (a sale outside a shift reaches no Z report); older
  // organizations keep what they have (the column's default, migration 0031).
  requireOpenShift: true,
  lowStockDigestHour: 8,
  timeZone: null,
  language: 'en',
  auditRetentionDays: 365,
  pricesIncludeTax: false,
  cashRounding: { increment: 0, mode: 'nearest' },
  giftCardValidityMonths: null,
  // No loyalty programme until the shop starts one (docs/DESIGN.md, "Stored value").
  loyalty: { enabled: false, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 },
  offlineStoredValueLimit: 0,
  // Every code is a SKU until the shop says how its scales print labels.
  scaleBarcodes: [],
};
