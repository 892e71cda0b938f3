import { z } from 'zod';
import { EMAIL_FORMAT, EMAIL_OR_EMPTY_PATTERN, requiredText } from './common.js';
import { isKnownCurrency } from './currency.js';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  DEFAULT_SITE_NAME,
  MAINTENANCE_CODE,
} from './platform-constants.js';

export { MAINTENANCE_CODE };

export const PLATFORM_SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings.',
  saveFailed: 'Failed to update settings.',
  saved: 'Settings updated successfully.',
  socialHint: 'Please complete all fields before saving.',
  siteNameRequired: 'Site Name is required.',
  supportEmailRequired: 'Support Email is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidUrl: 'Please enter a valid URL (http:// or https://).',
  maintenanceDefault: DEFAULT_MAINTENANCE_MESSAGE,
  androidType: 'The Android app must be an .apk file.',
  windowsType: 'The Windows app must be an .exe or .msi file.',
  fileRequired: 'Please choose a file to upload.',
  currencyLetters: 'Currency code has 3 letters.',
  unknownCurrency: 'Unknown currency code.',
  priceRequired: 'Enter a price (0 or more).',
  priceNegative: 'A price is 0 or more.',
  priceWhole: 'A price is a whole number of minor units (cents).',
  priceTooLarge: 'A price is at most 1,000,000,000 minor units.',
  pricesForNewCurrency: 'Give the plan prices in the new currency when changing it.',
} as const;

/**
 * The platform currency cannot change while subscriptions that renew are billed in it (their next
 * payments would be in another currency than the plans, and the revenue would split in two).
 */
export const currencyInUse = (count: number, currency: string) =>
  `${count} paid subscription${count === 1 ? ' renews' : 's renew'} in ${currency}; the currency can change once none does.`;

export const installerTooLarge = (maxMb: number) => `The file is larger than ${maxMb} MB.`;

export const INSTALLER_EXTENSIONS = { android: ['apk'], windows: ['exe', 'msi'] } as const;
export type InstallerPlatform = keyof typeof INSTALLER_EXTENSIONS;

export const SOCIAL_FIELDS = [
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'linkedinUrl',
  'youtubeUrl',
  'redditUrl',
  'telegramUrl',
  'discordUrl',
  'slackUrl',
  'whatsappUrl',
] as const;

const M = PLATFORM_SETTINGS_MESSAGES;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** Empty, an http(s) URL, or a path of a file the platform serves (an uploaded installer). */
const url = text(2000).regex(
  /^(?:|[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/$.?#]\S*|\/uploads\/[\w./-]+)$/,
  M.invalidUrl,
);
const email = text(254)
  .pipe(z.union([z.literal(''), z.email(M.invalidEmail)]))
  .meta({ pattern: EMAIL_OR_EMPTY_PATTERN });
const price = z
  .number({ error: M.priceRequired })
  .int(M.priceWhole)
  .min(0, M.priceNegative)
  .max(1_000_000_000, M.priceTooLarge);
const required = (message: string) => requiredText(message, 200, 'At most 200 characters.');

/** Spec 2 §3 "Platform settings": every field, as PUT sends the whole object. */
export const ZPlatformSettings = z.strictObject({
  siteName: required(M.siteNameRequired),
  supportEmail: requiredText(M.supportEmailRequired, 254)
    .pipe(z.email(M.invalidEmail))
    .meta(EMAIL_FORMAT),
  supportPhone: text(40),
  termsOfServiceUrl: url,
  privacyPolicyUrl: url,
  contactAddress: text(500),
  contactPhone: text(40),
  contactEmail: email,
  contactWebsite: url,
  androidAppUrl: url,
  iosAppUrl: url,
  windowsAppUrl: url,
  defaultLanguage: text(20),
  /** The platform's one currency: plan prices are in it, and the revenue figures sum it. */
  defaultCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, M.currencyLetters)
    .toUpperCase()
    .refine(isKnownCurrency, M.unknownCurrency),
  defaultTimezone: text(60),
  defaultDateFormat: text(30),
  defaultTimeFormat: text(30),
  maintenanceMode: z.boolean({ error: 'Maintenance mode is on or off.' }),
  maintenanceMessage: text(1000),
  announcement: text(1000),
  facebookUrl: url,
  twitterUrl: url,
  instagramUrl: url,
  linkedinUrl: url,
  youtubeUrl: url,
  redditUrl: url,
  telegramUrl: url,
  discordUrl: url,
  slackUrl: url,
  whatsappUrl: url,
  /** DESIGN §8: the paid plans' monthly prices, in minor units of `defaultCurrency`. */
  basicPriceMinor: price,
  proPriceMinor: price,
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

/** The fields a client of before plan prices were settings does not send; PUT keeps them. */
export const PLAN_PRICE_FIELDS = ['basicPriceMinor', 'proPriceMinor'] as const;

/** PUT's body: the whole object, except that the plan prices may be left out (kept as stored). */
export const ZPlatformSettingsBody = ZPlatformSettings.partial({
  basicPriceMinor: true,
  proPriceMinor: true,
});
export type TPlatformSettingsBody = z.infer<typeof ZPlatformSettingsBody>;

/**
 * Spec 2 §3 defaults (maintenance off, every text empty), but in USD, not INR: the plans have
 * always cost $19 and $49, and with the prices in the platform currency the default currency
 * must be theirs, or a fresh platform would sell for ₹19 or count $ revenue as ₹ (DESIGN §8).
 */
export const DEFAULT_PLATFORM_SETTINGS: TPlatformSettings = {
  siteName: DEFAULT_SITE_NAME,
  supportEmail: 'support@example.com',
  supportPhone: '',
  termsOfServiceUrl: '',
  privacyPolicyUrl: '',
  contactAddress: '',
  contactPhone: '',
  contactEmail: '',
  contactWebsite: '',
  androidAppUrl: '',
  iosAppUrl: '',
  windowsAppUrl: '',
  defaultLanguage: 'en',
  defaultCurrency: 'USD',
  defaultTimezone: 'Asia/Kolkata',
  defaultDateFormat: 'DD/MM/YYYY',
  defaultTimeFormat: 'HH:mm',
  maintenanceMode: false,
  maintenanceMessage: M.maintenanceDefault,
  announcement: '',
  facebookUrl: '',
  twitterUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  redditUrl: '',
  telegramUrl: '',
  discordUrl: '',
  slackUrl: '',
  whatsappUrl: '',
  basicPriceMinor: 1900,
  proPriceMinor: 4900,
};

export const ZPlatformSettingsResponse = z.object({
  data: ZPlatformSettings,
  message: z.string().optional(),
});

/** POST …/upload/android|windows → where the installer is now served. */
export const ZInstallerUploadResponse = z.object({
  url: z.string(),
  androidAppUrl: z.string().optional(),
  windowsAppUrl: z.string().optional(),
  message: z.string(),
});

/**
 * GET platform/info (public): what the sign-in page, the browser title and the banners show,
 * before and after sign-in. Nothing in it is secret.
 */
export const ZPlatformInfo = z.object({
  siteName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  termsOfServiceUrl: z.string(),
  privacyPolicyUrl: z.string(),
  androidAppUrl: z.string(),
  iosAppUrl: z.string(),
  windowsAppUrl: z.string(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  announcement: z.string(),
});
export type TPlatformInfo = z.infer<typeof ZPlatformInfo>;
