import type { TProfileUser } from '@pos/contracts/auth';
import type { TGeneralSettings, TGeneralSettingsView } from '@pos/contracts/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './query-keys';

/**
 * What the signed-in app reads of its session beyond the token: the user's profile and the
 * organization's general settings (the session, the register, the settings and the dashboard).
 */

/** The start-up check: a 401 here only means "not signed in", no expiry notice. */
export const fetchProfile = (signal?: AbortSignal) =>
  api.get<{ user: TProfileUser }>('/profile', undefined, { handleUnauthorized: false, signal });

export const fetchGeneralSettings = (signal?: AbortSignal) =>
  api.get<{ data: TGeneralSettingsView }>('/settings/general', undefined, { signal });

/**
 * The general settings as they are now (the session holds the copy of the sign-in): the
 * register reads its taxes from here, the settings form its starting values.
 */
export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.generalSettings,
    queryFn: ({ signal }) => fetchGeneralSettings(signal),
    select: (answer) => answer.data,
  });

/**
 * PUT /settings/general (it replaces the whole object): the Settings page and the dashboard's
 * first-run question both save through it, and the cached settings become what was stored.
 */
export function useSaveGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGeneralSettings) =>
      api.put<{ data: TGeneralSettingsView; message?: string }>('/settings/general', body),
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.generalSettings, { data }),
  });
}
