import { z } from 'zod';
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
} as const;

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
const url = text(2000).refine(
  (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/uploads\/[\w./-]+$/.test(v),
  M.invalidUrl,
);
const email = text(254).pipe(z.union([z.literal(''), z.email(M.invalidEmail)]));
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, 'At most 200 characters.');

/** Spec 2 §3 "Platform settings": every field, as PUT sends the whole object. */
export const ZPlatformSettings = z.strictObject({
  siteName: required(M.siteNameRequired),
  supportEmail: z
    .string({ error: M.supportEmailRequired })
    .trim()
    .min(1, M.supportEmailRequired)
    .max(254)
    .pipe(z.email(M.invalidEmail)),
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
  defaultCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Currency code has 3 letters.')
    .toUpperCase(),
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
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

/** Spec 2 §3 defaults (INR, maintenance off, every text empty). */
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
  defaultCurrency: 'INR',
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
