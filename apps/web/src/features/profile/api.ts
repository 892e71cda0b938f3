import type { TProfilePatch, TProfileUser } from '@pos/contracts/auth';
import type { TMessage } from '@pos/contracts/common';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

type ProfileAnswer = { user: TProfileUser };

/** GET /profile: the signed-in user, fresh (the verified flag may change in the mail's tab). */
export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => api.get<ProfileAnswer>('/profile', undefined, { signal }),
    select: (answer) => answer.user,
    staleTime: 0,
  });

/** PATCH /profile; the cached profile is the user as the API stored them. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfilePatch) => api.patch<ProfileAnswer>('/profile', body),
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.profile, { user }),
  });
}

/** Mails a new link to the signed-in user's own address (the API refuses any other). */
export const resendVerification = (email: string) =>
  api.post<TMessage>('/auth/resend-verification', { email });
