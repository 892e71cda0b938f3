import type { TPlatformInfo } from '@pos/contracts/platform-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/** Spec: the platform's state reaches open pages within a minute, and at once on return. */
const REFRESH_MS = 60_000;
const STORAGE_KEY = 'platformInfo';

/** Public: the sign-in page asks before anyone is signed in, so no token goes with it. */
export async function fetchPlatformInfo(signal?: AbortSignal): Promise<TPlatformInfo> {
  const { data } = await api.get<{ data: TPlatformInfo }>('/platform/info', undefined, {
    signal,
    auth: false,
  });
  remember(data);
  return data;
}

// The last answer is kept so the next visit shows the platform's name at once instead of the
// product's name for a moment. Storage may be unavailable (private mode): then it is skipped.
function remember(info: TPlatformInfo) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(info));
  } catch {
    // Only the first paint of the next visit is affected.
  }
}

function recall(): TPlatformInfo | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPlatformInfo(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const TEXT_FIELDS = [
  'siteName',
  'supportEmail',
  'supportPhone',
  'termsOfServiceUrl',
  'privacyPolicyUrl',
  'androidAppUrl',
  'iosAppUrl',
  'windowsAppUrl',
  'maintenanceMessage',
  'announcement',
] as const;

/** A stored copy from an older release or a hand edit must not reach the screens. */
export function isPlatformInfo(value: unknown): value is TPlatformInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((key) => typeof v[key] === 'string') && typeof v.maintenanceMode === 'boolean'
  );
}

export const platformInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.platformInfo,
    queryFn: ({ signal }) => fetchPlatformInfo(signal),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
    // Shown while the first answer is on its way; decisions (maintenance) wait for the answer.
    placeholderData: recall,
  });

/** The platform's public settings: site name, support contacts, maintenance, announcement. */
export const usePlatformInfo = () => useQuery(platformInfoQuery());
