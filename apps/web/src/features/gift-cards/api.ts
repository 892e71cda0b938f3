import type {
  TGiftCard,
  TGiftCardIssueBody,
  TGiftCardReloadBody,
  ZGiftCardIssueResponse,
  ZGiftCardLookupResponse,
  ZGiftCardResponse,
  ZGiftCardsQuery,
} from '@pos/contracts/gift-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Gift cards are issued and reloaded here; they are spent at the register. */
export const giftCardsApi = resourceApi('/gift-cards', 'gift-cards', ['stored-value-ledger']);

export type GiftCardsQuery = ListQuery<typeof ZGiftCardsQuery>;
export type { TGiftCard };
export type TGiftCardLookup = z.infer<typeof ZGiftCardLookupResponse>['data'];

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateRoots(queryClient, ['gift-cards', 'stored-value-ledger', 'customers']);

/** POST /gift-cards: the answer holds the code in full, the one time it is shown. */
export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGiftCardIssueBody) =>
      api.post<z.infer<typeof ZGiftCardIssueResponse>>('/gift-cards', body),
    onSettled: () => refresh(queryClient),
  });
}

/** POST /gift-cards/:id/reload. */
export function useReloadGiftCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGiftCardReloadBody) =>
      api.post<z.infer<typeof ZGiftCardResponse>>(
        `/gift-cards/${encodeURIComponent(id)}/reload`,
        body,
      ),
    onSettled: () => refresh(queryClient),
  });
}

/** GET /gift-cards/:code: the card a customer hands over (wrong codes are throttled). */
export const lookUpGiftCard = (code: string, signal?: AbortSignal) =>
  api
    .get<z.infer<typeof ZGiftCardLookupResponse>>(
      `/gift-cards/${encodeURIComponent(code)}`,
      undefined,
      signal ? { signal } : undefined,
    )
    .then((r) => r.data);
