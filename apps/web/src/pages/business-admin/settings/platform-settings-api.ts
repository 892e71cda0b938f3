import type { InstallerPlatform, TPlatformSettings } from '@pos/contracts/platform-settings';
import { api } from '../../../api/client';

const BASE = '/business-admin/platform-settings';

export const platformSettingsKey = ['business-admin', 'platform-settings'] as const;

type SettingsAnswer = { data: TPlatformSettings; message?: string };

/** The stored values merged over the defaults (spec 2 §7). */
export const getPlatformSettings = (signal?: AbortSignal) =>
  api.get<SettingsAnswer>(BASE, undefined, { signal });

/** PUT replaces the whole object. */
export const putPlatformSettings = (body: TPlatformSettings) => api.put<SettingsAnswer>(BASE, body);

type UploadAnswer = { url: string; androidAppUrl?: string; windowsAppUrl?: string };

/** Multipart field `file`; answers where the installer is now served. */
export async function uploadInstaller(platform: InstallerPlatform, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post<UploadAnswer>(`${BASE}/upload/${platform}`, form);
  return (platform === 'android' ? answer.androidAppUrl : answer.windowsAppUrl) ?? answer.url;
}

/** A failed installer upload, told apart from a failed save so its message goes to its picker. */
export class InstallerUploadError extends Error {
  override readonly name = 'InstallerUploadError';

  constructor(
    readonly platform: InstallerPlatform,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : 'Upload failed.');
  }
}
