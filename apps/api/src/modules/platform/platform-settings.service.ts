import {
  DEFAULT_PLATFORM_SETTINGS,
  PLAN_PRICE_FIELDS,
  type TPlatformInfo,
  type TPlatformSettings,
  ZPlatformSettings,
} from '@pos/contracts/platform-settings';
import type { Db, Executor } from '../../db/client.js';
import * as repo from './platform.repository.js';

const MONEY_FIELDS = ['defaultCurrency', ...PLAN_PRICE_FIELDS] as const;

/**
 * Stored values over the defaults. A stored value that no longer passes today's rules (an older
 * version's) falls back to its default rather than breaking every screen that reads it.
 *
 * The currency and the plan prices are one unit: a price means nothing without its currency.
 * Stored without valid prices (saved before prices were settings, when the plans cost USD 19 and
 * 49 whatever the currency said), the three are the defaults', so $19 never reads as ₹19.
 */
function merged(stored: Record<string, unknown> | null): TPlatformSettings {
  const out: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  const valid = new Set<string>();
  for (const [key, value] of Object.entries(stored ?? {})) {
    const field = ZPlatformSettings.shape[key as keyof TPlatformSettings];
    if (field?.safeParse(value).success) {
      out[key] = value;
      valid.add(key);
    }
  }
  if (!MONEY_FIELDS.every((key) => valid.has(key))) {
    for (const key of MONEY_FIELDS) out[key] = DEFAULT_PLATFORM_SETTINGS[key];
  }
  return out as TPlatformSettings;
}

/** The settings as stored this instant, not as cached: what a change is decided against. */
export const storedPlatformSettings = async (ex: Executor) =>
  merged(await repo.readPlatformSettings(ex));

/**
 * Every API call asks whether maintenance is on, so the settings are kept for a moment per
 * database; another instance's change shows within CACHE_MS, this instance's at once.
 */
const CACHE_MS = 2000;
const cache = new WeakMap<Db, { at: number; value: TPlatformSettings }>();

export async function getPlatformSettings(db: Db): Promise<TPlatformSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = await storedPlatformSettings(db);
  cache.set(db, { at: Date.now(), value });
  return value;
}

export async function savePlatformSettings(db: Db, settings: TPlatformSettings) {
  await repo.writePlatformSettings(db, settings);
  cache.set(db, { at: Date.now(), value: settings });
  return settings;
}

/**
 * The time zone to use for `zone` (an organization's own, or null): it, else the platform's
 * default. Both are free text that a later runtime may not know: such a name means UTC rather
 * than a failed export.
 */
export async function zoneOrPlatformDefault(db: Db, zone: string | null): Promise<string> {
  const name = zone ?? (await getPlatformSettings(db)).defaultTimezone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return 'UTC';
  }
}

/** What anyone may know before signing in (the sign-in page, the title, the banners). */
export async function platformInfo(db: Db): Promise<TPlatformInfo> {
  const s = await getPlatformSettings(db);
  return {
    siteName: s.siteName,
    supportEmail: s.supportEmail,
    supportPhone: s.supportPhone,
    termsOfServiceUrl: s.termsOfServiceUrl,
    privacyPolicyUrl: s.privacyPolicyUrl,
    androidAppUrl: s.androidAppUrl,
    iosAppUrl: s.iosAppUrl,
    windowsAppUrl: s.windowsAppUrl,
    maintenanceMode: s.maintenanceMode,
    maintenanceMessage: s.maintenanceMessage,
    announcement: s.announcement,
  };
}
