import {
  CASH_ROUNDING_INCREMENTS,
  NO_CASH_ROUNDING,
  type TCashRounding,
  ZCashRounding,
} from '@pos/contracts/cash-rounding';
import { currencySymbolOf } from '@pos/contracts/currency';
import { pointsEarned, pointsValueCents } from '@pos/contracts/loyalty';
import { type TGeneralSettings, type TTax, ZGeneralSettings } from '@pos/contracts/settings';
import type { TFunction } from 'i18next';
import type { TaxDraft } from '../../components/taxes-field';
import {
  type FieldErrors,
  FORM_KEY,
  issuesToFieldErrors,
  splitServerDetails,
} from '../../lib/form-errors';
import { msg } from '../../lib/i18n';
import { typedNumberOrNone } from '../../lib/typed-number';
import { timezoneOptions, withCurrent } from '../../lib/zones-and-currencies';
import {
  isScaleRulesField,
  type ScaleRuleDraft,
  scaleRuleDraftOf,
  scaleRuleOf,
} from './scale-barcode-rules';

export interface SettingsDraft
  extends Omit<
    TGeneralSettings,
    | 'itemsPerPage'
    | 'taxes'
    | 'auditRetentionDays'
    | 'loyalty'
    | 'offlineStoredValueLimit'
    | 'scaleBarcodes'
  > {
  itemsPerPage: number | string;
  auditRetentionDays: number | string;
  taxes: TaxDraft[];
  /** The loyalty programme's numbers as typed (docs/guide/stored-value.md, "Loyalty points"). */
  loyalty: {
    enabled: boolean;
    earnPerUnit: number | string;
    redeemValue: number | string;
    minRedeem: number | string;
  };
  offlineStoredValueLimit: number | string;
  /**
   * How the shop's scales print barcodes, each rule's digits as typed
   * (docs/guide/settings-and-subscription.md, "Scale barcodes").
   */
  scaleBarcodes: ScaleRuleDraft[];
}

/** Messages keyed by field path: "currencyCode", "taxes.1.rate". */
export type SettingsErrors = FieldErrors;

export const draftFromSettings = (settings: TGeneralSettings): SettingsDraft => ({
  ...settings,
  taxes: settings.taxes.map((tax) => ({ key: tax.id, ...tax })),
  scaleBarcodes: settings.scaleBarcodes.map((r) => scaleRuleDraftOf(r)),
});

/**
 * A new tax's id. crypto.randomUUID exists only in secure contexts, and shops run the app on
 * a LAN over plain http too; getRandomValues works everywhere.
 */
export function newTaxId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new tax row of general settings, with its id (settings' taxes keep theirs). */
export const newTaxRow = (id = newTaxId()): TaxDraft => ({ key: id, id, name: '', rate: '' });

/** The digest hour's choices: off (its label a catalog key), or an hour of the organization's day. */
export const DIGEST_HOURS = [
  { value: 'off', label: msg('Off') },
  ...Array.from({ length: 24 }, (_, h) => ({
    value: String(h),
    label: `${String(h).padStart(2, '0')}:00`,
  })),
];

/** The time zone Select's value for "no zone of its own" (Select options need a non-empty value). */
export const PLATFORM_ZONE = 'platform';

/**
 * The time zone's choices: the platform's default first, then every IANA zone this browser
 * knows (the stored one too, should the browser not list it).
 */
export const timeZoneChoices = (t: TFunction, platformZone: string, stored: string | null) => [
  { value: PLATFORM_ZONE, label: t('Platform default ({{zone}})', { zone: platformZone }) },
  ...withCurrent(timezoneOptions(), stored),
];

/**
 * The whole settings object the API takes (PUT replaces it). The symbol is the code's, as the
 * API stores it (`currencySymbolOf`): the form has one currency picker, not two fields.
 */
export function settingsOf(draft: SettingsDraft): Record<keyof TGeneralSettings, unknown> {
  return {
    itemsPerPage: typedNumberOrNone(draft.itemsPerPage),
    currencySymbol: currencySymbolOf(draft.currencyCode),
    currencyCode: draft.currencyCode,
    language: draft.language,
    taxes: draft.taxes.map(
      (tax): Record<keyof TTax, unknown> => ({
        id: tax.id,
        name: tax.name,
        rate: typedNumberOrNone(tax.rate),
      }),
    ),
    receiptShowLogo: draft.receiptShowLogo,
    receiptShowAddress: draft.receiptShowAddress,
    receiptShowCustomerName: draft.receiptShowCustomerName,
    receiptFooterMessage: draft.receiptFooterMessage,
    allowNegativeStock: draft.allowNegativeStock,
    requireOpenShift: draft.requireOpenShift,
    lowStockDigestHour: draft.lowStockDigestHour,
    timeZone: draft.timeZone,
    auditRetentionDays: typedNumberOrNone(draft.auditRetentionDays),
    pricesIncludeTax: draft.pricesIncludeTax,
    cashRounding: draft.cashRounding,
    giftCardValidityMonths: draft.giftCardValidityMonths,
    loyalty: {
      enabled: draft.loyalty.enabled,
      earnPerUnit: typedNumberOrNone(draft.loyalty.earnPerUnit),
      redeemValue: typedNumberOrNone(draft.loyalty.redeemValue),
      minRedeem: typedNumberOrNone(draft.loyalty.minRedeem),
    },
    offlineStoredValueLimit: typedNumberOrNone(draft.offlineStoredValueLimit),
    scaleBarcodes: draft.scaleBarcodes.map(scaleRuleOf),
  };
}

/**
 * The settings' example of what points pay: "100 points pay $1.00" at the fewest points a sale
 * may redeem (null while a number is missing or not one).
 */
export function loyaltyExample(
  loyalty: SettingsDraft['loyalty'],
  formatMoney: (n: number) => string,
  t: TFunction,
): string | null {
  const value = typedNumberOrNone(loyalty.redeemValue);
  const min = typedNumberOrNone(loyalty.minRedeem);
  const earn = typedNumberOrNone(loyalty.earnPerUnit);
  if (value === undefined || value <= 0 || min === undefined || !Number.isInteger(min) || min < 1) {
    return null;
  }
  const amount = formatMoney(pointsValueCents(min, value) / 100);
  if (earn === undefined || earn <= 0) {
    return t('{{count, number}} points pay {{amount}}.', { count: min, amount });
  }
  const spend = formatMoney(100);
  const earned = pointsEarned(10_000, earn);
  // One sentence, two numbers: the points earned pick its plural, the points paid its start.
  const points = min.toLocaleString();
  return min === 1
    ? t('{{points}} point pays {{amount}}; spending {{spend}} earns {{count, number}} points.', {
        points,
        amount,
        spend,
        count: earned,
      })
    : t('{{points}} points pay {{amount}}; spending {{spend}} earns {{count, number}} points.', {
        points,
        amount,
        spend,
        count: earned,
      });
}

const monthsLabel = (m: number, t: TFunction) =>
  m % 12 === 0 ? t('{{count}} years', { count: m / 12 }) : t('{{count}} months', { count: m });

/**
 * How long a new gift card can pay: never ending, or a number of months (the stored number too,
 * should the API have been given one the list does not offer).
 */
export const giftCardValidityChoices = (stored: number | null, t: TFunction) => [
  { value: 'never', label: t('Never expire') },
  ...[...new Set([6, 12, 24, 36, 60, ...(stored === null ? [] : [stored])])]
    .sort((a, b) => a - b)
    .map((m) => ({ value: String(m), label: monthsLabel(m, t) })),
];

/** Cash rounding's choices: none, or an increment and whether a half goes up or all go down. */
export const cashRoundingChoices = (t: TFunction) => [
  { value: '0/nearest', label: t('None: to the cent') },
  ...CASH_ROUNDING_INCREMENTS.filter((n) => n > 0).flatMap((n) => [
    { value: `${n}/nearest`, label: t('To the nearest {{amount}}', { amount: n.toFixed(2) }) },
    { value: `${n}/down`, label: t('Down to {{amount}}', { amount: n.toFixed(2) }) },
  ]),
];

export const cashRoundingValue = (r: TCashRounding) =>
  r.increment === 0 ? '0/nearest' : `${r.increment}/${r.mode}`;

export function cashRoundingOf(value: string | null): TCashRounding {
  const parsed = ZCashRounding.safeParse({
    increment: Number(value?.split('/')[0]),
    mode: value?.split('/')[1],
  });
  return parsed.success ? parsed.data : NO_CASH_ROUNDING;
}

export function checkSettings(
  draft: SettingsDraft,
): { settings: TGeneralSettings; errors: null } | { settings: null; errors: SettingsErrors } {
  const parsed = ZGeneralSettings.safeParse(settingsOf(draft));
  if (parsed.success) return { settings: parsed.data, errors: null };
  return {
    settings: null,
    errors: issuesToFieldErrors(parsed.error.issues, 'path'),
  };
}

/** The API's 400 details, keyed like the form's own messages. */
export const serverErrors = (details: Record<string, unknown> | undefined): SettingsErrors =>
  splitServerDetails(details, () => true, 'path').fieldErrors;

/** The fields the form shows messages under; anything else goes above the form. */
export function isShownField(key: string): boolean {
  return (
    /^taxes\.\d+\.(name|rate)$/.test(key) ||
    key === 'taxes' ||
    isScaleRulesField(key) ||
    [
      'itemsPerPage',
      'currencyCode',
      'language',
      'receiptFooterMessage',
      'lowStockDigestHour',
      'timeZone',
      'auditRetentionDays',
      'giftCardValidityMonths',
      'offlineStoredValueLimit',
      'loyalty.earnPerUnit',
      'loyalty.redeemValue',
      'loyalty.minRedeem',
    ].includes(key)
  );
}

/** A check's messages as the form shows them: under the shown fields, the first other on top. */
export function placeErrors(errors: SettingsErrors): SettingsErrors {
  const shown = Object.fromEntries(Object.entries(errors).filter(([key]) => isShownField(key)));
  const other = Object.entries(errors).find(([key]) => !isShownField(key))?.[1];
  return other === undefined ? shown : { ...shown, [FORM_KEY]: other };
}
