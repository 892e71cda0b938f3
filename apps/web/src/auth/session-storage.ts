import type { TProfileUser } from '@pos/contracts/auth';
import type { TGeneralSettings, TGeneralSettingsView } from '@pos/contracts/settings';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';

/** Browser-storage keys (spec 1 §9: token, cached settings and sidebar state live there). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  generalSettings: 'generalSettings',
  sidebarCollapsed: 'sidebarCollapsed',
  /** The register's own choice: it starts as a rail, the register gets the width. */
  registerSidebarCollapsed: 'registerSidebarCollapsed',
  businessAdminMenuOpen: 'businessAdminMenuOpen',
} as const;

// Storage can throw (private mode, quota, disabled cookies): the app must still run without it.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lasts as long as the page.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const getToken = () => read(STORAGE_KEYS.token);

export function storeSession(token: string, user: TProfileUser) {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export const storeUser = (user: TProfileUser) => write(STORAGE_KEYS.user, JSON.stringify(user));

/** The user stored at the last sign-in or profile load (the app's only copy while offline to it). */
export function readStoredUser(): TProfileUser | null {
  const user = readJson<TProfileUser>(STORAGE_KEYS.user);
  return user && typeof user === 'object' && typeof user._id === 'string' ? user : null;
}

export function clearStoredSession() {
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.generalSettings, null);
}

/**
 * The general settings a session holds; the time zone in effect (DESIGN §13) once the API has
 * answered (the defaults have none: the browser's zone stands in).
 */
export type SessionSettings = TGeneralSettings &
  Partial<Pick<TGeneralSettingsView, 'effectiveTimeZone'>>;

export function readCachedSettings(): SessionSettings | null {
  const cached = readJson<Partial<SessionSettings>>(STORAGE_KEYS.generalSettings);
  // Fill fields that an older cache may lack, so callers can rely on every field.
  return cached && typeof cached === 'object' ? { ...DEFAULT_GENERAL_SETTINGS, ...cached } : null;
}

export const cacheSettings = (settings: SessionSettings) =>
  write(STORAGE_KEYS.generalSettings, JSON.stringify(settings));
