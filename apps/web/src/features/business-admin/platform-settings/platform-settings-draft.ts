import {
  INSTALLER_EXTENSIONS,
  type InstallerPlatform,
  PLATFORM_SETTINGS_MESSAGES as M,
  SOCIAL_FIELDS,
  type TPlatformSettings,
  ZPlatformSettings,
} from '@pos/contracts/platform-settings';
import {
  type FieldErrors,
  issuesToFieldErrors,
  splitServerDetails,
} from '../../../lib/form-errors';

/** The inner tabs of the form (spec 2 §2), each with its own save button. */
export const INNER_TABS = ['general', 'social', 'apps'] as const;
export type InnerTab = (typeof INNER_TABS)[number];

export type SettingsField = keyof TPlatformSettings;

const APP_FIELDS = ['androidAppUrl', 'iosAppUrl', 'windowsAppUrl'] as const;

/** The tab that shows a field, so a message for it can be found by switching there. */
export function tabOf(field: string): InnerTab | null {
  if (!(field in ZPlatformSettings.shape)) return null;
  if ((SOCIAL_FIELDS as readonly string[]).includes(field)) return 'social';
  if ((APP_FIELDS as readonly string[]).includes(field)) return 'apps';
  return 'general';
}

/** The fields the form shows messages under: every field of the settings. */
export const PLATFORM_SETTINGS_FIELDS = Object.keys(ZPlatformSettings.shape);

/** The whole object as PUT takes it, or the contract's messages per field. */
export function checkPlatformSettings(
  draft: TPlatformSettings,
): { settings: TPlatformSettings; errors: null } | { settings: null; errors: FieldErrors } {
  const parsed = ZPlatformSettings.safeParse(draft);
  if (parsed.success) return { settings: parsed.data, errors: null };
  return { settings: null, errors: issuesToFieldErrors(parsed.error.issues) };
}

/** The API's 400 details: messages for fields the form shows, and the rest for the banner. */
export const serverErrorsOf = (details: Record<string, unknown> | undefined) =>
  splitServerDetails(details, PLATFORM_SETTINGS_FIELDS);

/** How many fields of each tab have a message, for the marks on the tab labels. */
export function errorCountByTab(errors: FieldErrors): Record<InnerTab, number> {
  const counts: Record<InnerTab, number> = { general: 0, social: 0, apps: 0 };
  for (const field of Object.keys(errors)) {
    const tab = tabOf(field);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

/**
 * Every button saves the whole object, so a message may sit on another tab: stay when the
 * current tab has one (the user sees it), else go to the first tab that has.
 */
export function tabToShow(current: InnerTab, errors: FieldErrors): InnerTab {
  const counts = errorCountByTab(errors);
  if (counts[current] > 0) return current;
  return INNER_TABS.find((t) => counts[t] > 0) ?? current;
}

/** The installer field each uploaded file fills in. */
export const INSTALLER_FIELD = {
  android: 'androidAppUrl',
  windows: 'windowsAppUrl',
} as const satisfies Record<InstallerPlatform, SettingsField>;

/**
 * Refuses before uploading what the API would refuse by name (it checks the content too). The
 * size is left to the API: its limit is configured there (INSTALLER_MAX_MB), and its 413 says it.
 */
export function checkInstallerFile(
  platform: InstallerPlatform,
  file: { name: string },
): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const allowed: readonly string[] = INSTALLER_EXTENSIONS[platform];
  if (!file.name.includes('.') || !allowed.includes(ext)) {
    return platform === 'android' ? M.androidType : M.windowsType;
  }
  return null;
}

/** The picker's accept list: ".apk", ".exe,.msi". */
export const acceptOf = (platform: InstallerPlatform) =>
  INSTALLER_EXTENSIONS[platform].map((e) => `.${e}`).join(',');

const oneDecimal = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** "12.3 MB": installers run to hundreds of megabytes. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / 1024 / 1024)} MB`;
}
