import type { InstallerPlatform, TPlatformSettings } from '@pos/contracts/platform-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { InstallerFiles } from './app-downloads-fields';
import { INSTALLER_FIELD } from './platform-settings-draft';

const BASE = '/business-admin/platform-settings';

type SettingsAnswer = { data: TPlatformSettings; message?: string };

/** The stored values merged over the defaults (spec 2 §7). */
export const platformSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.businessAdmin.platformSettings,
    queryFn: ({ signal }) => api.get<SettingsAnswer>(BASE, undefined, { signal }),
    select: (answer) => answer.data,
    // The form starts from what is stored, not from a copy another operator has since changed.
    staleTime: 0,
  });

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

const INSTALLERS: InstallerPlatform[] = ['android', 'windows'];

/**
 * Spec 2 §4: installers first, their links into the settings, then the whole object. `onUploading`
 * names the upload under way; `onUploaded` is told each stored installer's link at once, so a
 * failed save after it does not upload it again.
 */
export function useSavePlatformSettings(handlers: {
  onUploading: (platform: InstallerPlatform | null) => void;
  onUploaded: (platform: InstallerPlatform, url: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { settings: TPlatformSettings; files: InstallerFiles }) => {
      let body = vars.settings;
      for (const platform of INSTALLERS) {
        const file = vars.files[platform];
        if (!file) continue;
        handlers.onUploading(platform);
        let url: string;
        try {
          url = await uploadInstaller(platform, file);
        } catch (error) {
          throw new InstallerUploadError(platform, error);
        }
        body = { ...body, [INSTALLER_FIELD[platform]]: url };
        handlers.onUploaded(platform, url);
      }
      handlers.onUploading(null);
      return putPlatformSettings(body);
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.businessAdmin.platformSettings, { data });
      // The title, banners and sign-in page read the public info: show the change at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.platformInfo });
    },
    onSettled: () => handlers.onUploading(null),
  });
}
