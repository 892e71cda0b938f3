import type {
  TApiKey,
  TApiKeyBody,
  ZApiKeyCreatedResponse,
  ZApiKeysQuery,
} from '@pos/contracts/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** API keys are made and revoked here (docs/guide/api-keys-and-webhooks.md). */
export const apiKeysApi = resourceApi('/api-keys', 'api-keys');

export type ApiKeysQuery = ListQuery<typeof ZApiKeysQuery>;
export type { TApiKey };

/** POST /api-keys: the answer holds the secret, the one time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApiKeyBody) =>
      api.post<z.infer<typeof ZApiKeyCreatedResponse>>('/api-keys', body),
    onSettled: () => invalidateRoots(queryClient, ['api-keys']),
  });
}
