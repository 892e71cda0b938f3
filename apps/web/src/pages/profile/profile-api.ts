import type { TProfilePatch, TProfileUser } from '@pos/contracts/auth';
import type { TMessage } from '@pos/contracts/common';
import { api } from '../../api/client';

type ProfileAnswer = { user: TProfileUser };

export const getProfile = (signal?: AbortSignal) =>
  api.get<ProfileAnswer>('/profile', undefined, { signal });

export const patchProfile = (body: TProfilePatch) => api.patch<ProfileAnswer>('/profile', body);

/** Mails a new link to the signed-in user's own address (the API refuses any other). */
export const resendVerification = (email: string) =>
  api.post<TMessage>('/auth/resend-verification', { email });
