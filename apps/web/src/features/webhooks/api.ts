import type {
  TWebhook,
  TWebhookBody,
  TWebhookDelivery,
  ZWebhookCreatedResponse,
  ZWebhookDeliveriesQuery,
  ZWebhooksQuery,
} from '@pos/contracts/webhooks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isRecordNotFound } from '../../api/api-error';
import { api } from '../../api/client';
import { invalidateRoots } from '../../api/invalidate';
import { resourceKeys } from '../../api/query-keys';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';
import { notifySuccess } from '../../lib/notify-success';

/**
 * Webhook endpoints are added, changed and deleted here; their deliveries are listed and sent
 * again from an endpoint's page (docs/guide/api-keys-and-webhooks.md).
 */
export const webhooksApi = resourceApi('/webhooks', 'webhooks', ['webhook-deliveries']);

export type WebhooksQuery = ListQuery<typeof ZWebhooksQuery>;
export type WebhookDeliveriesQuery = ListQuery<typeof ZWebhookDeliveriesQuery>;
export type { TWebhook, TWebhookDelivery };

const path = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

/** The delivery log of one endpoint (a list of its own, on the endpoint's page). */
export const webhookDeliveriesApi = (id: string) =>
  resourceApi(`${path(id)}/deliveries`, 'webhook-deliveries');

/** GET /webhooks/:id: the endpoint as it is now (switched off by the server, failing since…). */
export const webhookQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys('webhooks').detail(id),
    queryFn: ({ signal }) => api.get<{ data: TWebhook }>(path(id), undefined, { signal }),
    select: (r) => r.data,
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

/** POST /webhooks: the answer holds the signing secret, the one time it is shown. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookBody) =>
      api.post<z.infer<typeof ZWebhookCreatedResponse>>('/webhooks', body),
    onSettled: () => invalidateRoots(queryClient, ['webhooks']),
  });
}

/**
 * POST /webhooks/:id/deliveries/:deliveryId/redeliver: the event is sent again (a new delivery
 * of the same event); the log and the endpoint's state reload.
 */
export function useRedeliver(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<{ data: TWebhookDelivery; message: string }>(
        `${path(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
      ),
    onSettled: () => invalidateRoots(queryClient, ['webhook-deliveries', 'webhooks']),
  });
}

/**
 * DELETE /webhooks/:id from the endpoint's own page: said, and the page left (`leave`) before
 * the lists reload — a reload of the page's own record would only find it gone. (Said here: the
 * page's own callbacks are not called once it has been left.)
 */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; leave: () => void }) =>
      api.delete<{ message: string }>(path(id)),
    onSuccess: (answer, { leave }) => {
      notifySuccess(answer.message);
      leave();
      return invalidateRoots(queryClient, ['webhooks', 'webhook-deliveries']);
    },
  });
}

/** How often an endpoint's page reloads its log: deliveries are sent in the background. */
export const DELIVERIES_REFRESH_MS = 5000;

/** Reloads the endpoint and its log, as the worker sends and retries. */
export const refreshWebhook = (queryClient: ReturnType<typeof useQueryClient>, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys('webhook-deliveries').all }),
    queryClient.invalidateQueries({ queryKey: resourceKeys('webhooks').detail(id) }),
  ]);
