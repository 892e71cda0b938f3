import type {
  TAuthResponse,
  TForgotPasswordBody,
  TLoginBody,
  TProfileUser,
  TResetPasswordBody,
  TSignupBody,
} from '@pos/contracts/auth';
import type { TMessage } from '@pos/contracts/common';
import type { TGeneralSettings, TGeneralSettingsView } from '@pos/contracts/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './query-keys';

// The public calls go out without a token, so a 401 is the call's own failure, not an expiry.
const publicCall = { auth: false } as const;

export const login = (body: TLoginBody) => api.post<TAuthResponse>('/auth/login', body, publicCall);

export const signup = (body: TSignupBody) =>
  api.post<TAuthResponse>('/auth/signup', body, publicCall);

export const forgotPassword = (body: TForgotPasswordBody) =>
  api.post<TMessage>('/auth/forgot-password', body, publicCall);

export const resetPassword = (token: string, body: TResetPasswordBody) =>
  api.put<TMessage>(`/auth/reset-password/${encodeURIComponent(token)}`, body, publicCall);

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

/** POST /auth/verify-email/:token: confirms the address, signed in or not. */
export const verifyEmail = (token: string) =>
  api.post<TMessage>(`/auth/verify-email/${encodeURIComponent(token)}`, undefined, publicCall);
