import { z } from 'zod';
import { ZCashRounding } from './cash-rounding.js';
import { requiredText } from './common.js';
import { type TLanguage, ZLanguage } from './languages.js';
import { type TLoyalty, ZLoyalty } from './loyalty.js';
import { hasAtMostDecimals } from './money.js';
import { type TScaleBarcodeRule, ZScaleBarcodeRules } from './scale-barcodes.js';
import { NOT_BLANK } from './text.js';
import { ZIanaTimeZone } from './time-zone.js';

export const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load general settings.',
  saveFailed: 'Failed to save general settings.',
  saved: 'General settings saved successfully!',
  taxesRequired: 'Taxes are required (an empty list for none).',
} as const;

/** A rate in percent: at least 0, in steps of 0.01 (spec 2 §5). */
const ZTaxRate = z
  .number({ error: 'Tax rate must be a number.' })
  .min(0, 'Tax rate must be at least 0.')
  .max(100, 'Tax rate must be at most 100.')
  .refine((r) => hasAtMostDecimals(r, 2), 'Tax rate has at most 2 decimals.')
  .meta({ multipleOf: 0.01 });

export const ZTax = z.strictObject({
  id: z.string().min(1).max(64),
  name: z
    .string()
    .trim()
    .min(1, 'Tax name is required.')
    .regex(NOT_BLANK, 'Tax name is required.')
    .max(60),
  rate: ZTaxRate,
});
export type TTax = z.infer<typeof ZTax>;

/** No two taxes of a list with the same name and rate (they would be one tax line on a sale). */
export const distinctTaxes = <T extends { name: string; rate: number }>(taxes: readonly T[]) =>
  new Set(taxes.map((t) => `${t.name.toLowerCase()}\u0000${t.rate}`)).size === taxes.length;
export const DUPLICATE_TAX_MESSAGE = 'Each tax (name and rate) is listed once.';

/** General settings of an organization (spec 2 §3, defaults of spec 2 §9). */
export const ZGeneralSettings = z.strictObject({
  itemsPerPage: z
    .number({ error: 'Items per page must be a number.' })
    .int('Items per page must be a whole number.')
    .min(1, 'Items per page must be at least 1.')
    .max(1000, 'Items per page must be at most 1000.'),
  /**
   * What amounts are shown with: always `currencySymbolOf(currencyCode)`, stored by the API with
   * the code (a symbol sent to PUT is accepted and ignored), so that the two never disagree.
   */
  currencySymbol: requiredText(
    'Currency symbol is required.',
    8,
    'Currency symbol must be at most 8 characters.',
  ),
  currencyCode: z
    .string({ error: 'Currency code is required.' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency code has 3 letters.')
    .toUpperCase(),
  /** The default tax class's taxes (docs/DESIGN.md, "Money"): what a product without a class pays. */
  taxes: z.array(ZTax).max(20, 'At most 20 taxes.').refine(distinctTaxes, DUPLICATE_TAX_MESSAGE),
  receiptShowLogo: z.boolean(),
  receiptShowAddress: z.boolean(),
  receiptShowCustomerName: z.boolean(),
  receiptFooterMessage: z.string().max(500, 'Footer message must be at most 500 characters.'),
  /** Lets sales and stock movements take a level below zero (off: they are refused with 409). */
  allowNegativeStock: z.boolean(),
  /** A sale needs the cashier's open shift at the store (off: shifts are optional). */
  requireOpenShift: z.boolean(),
  /**
   * The hour (0–23, the organization's time zone) the daily low-stock digest e-mail goes out to
   * users with manage_inventory; null: no digest.
   */
  lowStockDigestHour: z
    .number({ error: 'Digest hour must be a number.' })
    .int('Digest hour must be a whole number.')
    .min(0, 'Digest hour must be between 0 and 23.')
    .max(23, 'Digest hour must be between 0 and 23.')
    .nullable(),
  /**
   * The organization's IANA time zone: the calendar days of its reports, filters and CSV dates
   * and the times on its documents (DESIGN §13). Null: the platform's default time zone, followed
   * when the platform changes it.
   */
  timeZone: ZIanaTimeZone.nullable(),
  /**
   * The language of the organization's screens, e-mails and documents for users who have not
   * picked their own (Account Settings), and of its receipts (docs/DESIGN.md, "Languages").
   */
  language: ZLanguage,
  /** Audit events older than this many days are removed by the daily job. */
  auditRetentionDays: z
    .number({ error: 'Audit retention must be a number of days.' })
    .int('Audit retention must be a whole number of days.')
    .min(30, 'Audit retention must be at least 30 days.')
    .max(3650, 'Audit retention must be at most 3650 days.'),
  /** Shelf prices include tax: the tax is taken out of them, the customer pays the shelf price. */
  pricesIncludeTax: z.boolean(),
  /** What is paid in cash is rounded to the shop's coins (an increment of 0: to the cent). */
  cashRounding: ZCashRounding,
  /**
   * How long a gift card issued from now on can pay, in months (docs/DESIGN.md, "Stored
   * value"); null: cards never expire.
   */
  giftCardValidityMonths: z
    .number({ error: 'Gift card validity must be a number of months.' })
    .int('Gift card validity must be a whole number of months.')
    .min(1, 'Gift card validity must be at least 1 month.')
    .max(120, 'Gift card validity must be at most 120 months.')
    .nullable(),
  /** Loyalty points (docs/DESIGN.md, "Stored value"): off unless the shop runs a programme. */
  loyalty: ZLoyalty,
  /**
   * What an offline register may take from store credit or a gift card in one sale (docs/DESIGN.md,
   * "Stored value"): the balance is the server's, so a sale beyond it is checked only when it
   * syncs. 0: none taken offline.
   */
  offlineStoredValueLimit: z
    .number({ error: 'The offline stored-value limit must be a number.' })
    .min(0, 'The offline stored-value limit must be at least 0.')
    .max(100_000, 'The offline stored-value limit must be at most 100,000.')
    .refine(
      (n) => hasAtMostDecimals(n, 2),
      'The offline stored-value limit has at most 2 decimals.',
    )
    .meta({ multipleOf: 0.01 }),
  /**
   * How the shop's scales print their labels (docs/DESIGN.md, "Scale barcodes"): a code one of
   * these rules takes sells its item at the label's price or weight. None: every code is a SKU.
   */
  scaleBarcodes: ZScaleBarcodeRules,
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;
/**
 * What a PUT saves: a client that does not know the later fields leaves them as they are; the
 * symbol is not among them (the API derives it from the code).
 */
export type TGeneralSettingsUpdate = Omit<
  TGeneralSettings,
  | 'currencySymbol'
  | 'requireOpenShift'
  | 'lowStockDigestHour'
  | 'timeZone'
  | 'language'
  | 'auditRetentionDays'
  | 'pricesIncludeTax'
  | 'cashRounding'
  | 'giftCardValidityMonths'
  | 'loyalty'
  | 'offlineStoredValueLimit'
  | 'scaleBarcodes'
> & {
  requireOpenShift?: boolean;
  lowStockDigestHour?: number | null;
  timeZone?: string | null;
  language?: TLanguage;
  auditRetentionDays?: number;
  pricesIncludeTax?: boolean;
  cashRounding?: TGeneralSettings['cashRounding'];
  giftCardValidityMonths?: number | null;
  loyalty?: TLoyalty;
  offlineStoredValueLimit?: number;
  scaleBarcodes?: TScaleBarcodeRule[];
};

/** The tax a legacy single `defaultTaxRate` becomes (spec 2 §3); a rate of 0 is no tax. */
export const legacyTaxes = (rate: number): TTax[] =>
  rate > 0 ? [{ id: 'tax', name: 'Tax', rate }] : [];

/**
 * PUT settings/general: the whole object. An older client may still send one `defaultTaxRate`
 * instead of `taxes`; it is migrated into one tax named 'Tax'. When both come, `taxes` wins.
 * `currencySymbol` may be left out; one that is sent is checked as before and then ignored: the
 * stored symbol is the code's (`currencySymbolOf`).
 */
export const ZGeneralSettingsBody = ZGeneralSettings.extend({
  currencySymbol: ZGeneralSettings.shape.currencySymbol.optional(),
  taxes: ZGeneralSettings.shape.taxes.optional(),
  defaultTaxRate: ZTaxRate.optional(),
  requireOpenShift: z.boolean().optional(),
  lowStockDigestHour: ZGeneralSettings.shape.lowStockDigestHour.optional(),
  timeZone: ZGeneralSettings.shape.timeZone.optional(),
  language: ZLanguage.optional(),
  /** What GET answers besides the settings; a client that sends them back has them ignored. */
  effectiveTimeZone: z.string().max(64).optional(),
  platformTimeZone: z.string().max(64).optional(),
  auditRetentionDays: ZGeneralSettings.shape.auditRetentionDays.optional(),
  pricesIncludeTax: z.boolean().optional(),
  cashRounding: ZCashRounding.optional(),
  giftCardValidityMonths: ZGeneralSettings.shape.giftCardValidityMonths.optional(),
  loyalty: ZLoyalty.optional(),
  offlineStoredValueLimit: ZGeneralSettings.shape.offlineStoredValueLimit.optional(),
  scaleBarcodes: ZScaleBarcodeRules.optional(),
  /** What GET answers besides the settings; a client that sends it back has it ignored. */
  taxClasses: z.array(z.unknown()).max(1000).optional(),
})
  .refine((b) => b.taxes !== undefined || b.defaultTaxRate !== undefined, {
    message: SETTINGS_MESSAGES.taxesRequired,
    path: ['taxes'],
  })
  .transform(
    ({
      defaultTaxRate,
      taxes,
      currencySymbol: _s,
      effectiveTimeZone: _e,
      platformTimeZone: _p,
      taxClasses: _c,
      ...rest
    }): TGeneralSettingsUpdate => ({
      ...rest,
      taxes: taxes ?? legacyTaxes(defaultTaxRate ?? 0),
    }),
  );

/**
 * GET and PUT settings/general: the settings, the time zone in effect (`timeZone`, else the
 * platform's default: what the organization's days and dates are in) and the platform's default.
 */
export const ZGeneralSettingsResponse = z.object({
  data: ZGeneralSettings.extend({
    effectiveTimeZone: z.string(),
    platformTimeZone: z.string(),
    /**
     * Every tax class (what the register taxes each line by, offline too): the default's taxes
     * are `taxes`; a product or variation names its class by `taxClassId`.
     */
    taxClasses: z.array(
      z.object({ _id: z.string(), name: z.string(), taxes: z.array(ZTax), isDefault: z.boolean() }),
    ),
  }),
});
export type TGeneralSettingsView = z.infer<typeof ZGeneralSettingsResponse>['data'];
