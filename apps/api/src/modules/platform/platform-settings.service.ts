import {
  DEFAULT_PLATFORM_SETTINGS,
  type TPlatformInfo,
  type TPlatformSettings,
  ZPlatformSettings,
} from '@pos/contracts/platform-settings';
import type { Db } from '../../db/client.js';
import * as repo from './platform.repository.js';

/**
 * Stored values over the defaults. A stored value that no longer passes today's rules (an older
 * version's) falls back to its default rather than breaking every screen that reads it.
 */
function merged(stored: Record<string, unknown> | null): TPlatformSettings {
  const out: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const field = ZPlatformSettings.shape[key as keyof TPlatformSettings];
    if (field?.safeParse(value).success) out[key] = value;
  }
  return out as TPlatformSettings;
}

/**
 * Every API call asks whether maintenance is on, so the settings are kept for a moment per
 * database; another instance's change shows within CACHE_MS, this instance's at once.
 */
const CACHE_MS = 2000;
const cache = new WeakMap<Db, { at: number; value: TPlatformSettings }>();

export async function getPlatformSettings(db: Db): Promise<TPlatformSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = merged(await repo.readPlatformSettings(db));
  cache.set(db, { at: Date.now(), value });
  return value;
}

export async function savePlatformSettings(db: Db, settings: TPlatformSettings) {
  await repo.writePlatformSettings(db, settings);
  cache.set(db, { at: Date.now(), value: settings });
  return settings;
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
