// i18n-pending — words still written here, not yet from the catalogs
import { Button, Code, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SCREENS } from '@pos/contracts/permissions';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_LABELS,
} from '@pos/contracts/webhooks';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { confirmDelete } from '../../components/confirm-delete';
import { type Figure, FigureTable } from '../../components/figure-table';
import { FormModal } from '../../components/form-modal';
import { PageFrame } from '../../components/page-frame';
import { column, OptionalText, ShortIdText } from '../../components/resource-list/columns';
import { type ListFrameParts, ResourceList } from '../../components/resource-list/resource-list';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { shortId } from '../../lib/format';
import { notifySuccess } from '../../lib/notify-success';
import {
  DELIVERIES_REFRESH_MS,
  refreshWebhook,
  type TWebhook,
  type TWebhookDelivery,
  useDeleteWebhook,
  useRedeliver,
  type WebhookDeliveriesQuery,
  webhookDeliveriesApi,
  webhooksApi,
} from './api';
import { DeliveryStatusBadge, WebhookStatusBadge } from './webhook-badges';
import { WebhookForm } from './webhook-form';

export const TITLE = 'Webhook Endpoint';

/** Values that may be long (addresses, reasons) wrap inside a figure's cell. */
const WRAPPING = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

const orDash = (value: string | null) => (value ? formatDateTime(value) : '—');

const deliveryName = (d: TWebhookDelivery) => `${d.eventType} event ${shortId(d.eventId)}`;

/** Sends a delivery's event again: a new delivery of the same event, in the log on top. */
function RedeliverButton({
  webhookId,
  delivery,
}: {
  webhookId: string;
  delivery: TWebhookDelivery;
}) {
  const redeliver = useRedeliver(webhookId);
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconRefresh size={14} aria-hidden />}
      aria-label={`Redeliver ${deliveryName(delivery)}`}
      loading={redeliver.isPending}
      onClick={() =>
        redeliver.mutate(delivery._id, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: errorMessage(error, 'The event could not be sent again.'),
            }),
        })
      }
    >
      Redeliver
    </Button>
  );
}

/** The endpoint's deliveries, newest first, a status filter, and Redeliver on each. */
function useDeliveriesList(webhookId: string) {
  return useMemo(
    () =>
      defineResource<TWebhookDelivery, WebhookDeliveriesQuery>({
        ...webhookDeliveriesApi(webhookId),
        title: 'Deliveries',
        itemTitle: 'Delivery',
        emptyNoun: 'deliveries',
        screen: 'webhooks',
        columns: [
          column('event', 'Event', (d) => (
            <>
              <Text size="sm" ff="monospace">
                {d.eventType}
              </Text>
              <ShortIdText id={d.eventId} />
            </>
          )),
          column('status', 'Status', (d) => <DeliveryStatusBadge status={d.status} />, {
            nowrap: true,
          }),
          column('attempts', 'Attempts', (d) => d.attempts, { nowrap: true }),
          column('response', 'Response', (d) => (
            <>
              <Text size="sm">{d.responseCode ?? '—'}</Text>
              {d.durationMs === null ? null : (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {`${d.durationMs} ms`}
                </Text>
              )}
            </>
          )),
          column('error', 'Error', (d) => <OptionalText value={d.error} lineClamp={2} />),
          // Dates wrap after the day: the log's columns fit a laptop's width without scrolling.
          column('lastAttemptAt', 'Last attempt', (d) => orDash(d.lastAttemptAt)),
          column('nextAttemptAt', 'Next attempt', (d) => orDash(d.nextAttemptAt)),
          column(
            'redeliver',
            'Actions',
            (d) => <RedeliverButton webhookId={webhookId} delivery={d} />,
            { nowrap: true },
          ),
        ],
        filters: [
          {
            kind: 'select',
            param: 'status',
            label: 'Status',
            options: WEBHOOK_DELIVERY_STATUSES.map((s) => ({
              value: s,
              label: WEBHOOK_DELIVERY_STATUS_LABELS[s],
            })),
          },
        ],
        searchPlaceholder: 'Search event type or id',
        defaultSort: '-createdAt',
        itemName: deliveryName,
        hideRowActions: true,
        canCreate: () => false,
        deletable: false,
      }),
    [webhookId],
  );
}

/** Keeps the endpoint and its log current while the page is open and in view. */
function useLiveDeliveries(webhookId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshWebhook(queryClient, webhookId);
    }, DELIVERIES_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, webhookId]);
}

/**
 * A loaded endpoint (docs/guide/api-keys-and-webhooks.md, "Webhooks"): where it sends, what it
 * hears, whether it is on (or was switched off after a day of failures), and its delivery log,
 * whose events can be sent again.
 */
export function WebhookDetails({ webhook: w, back }: { webhook: TWebhook; back: ReactNode }) {
  const deliveries = useDeliveriesList(w._id);
  useLiveDeliveries(w._id);
  const navigate = useNavigate();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState(false);
  const eventsHeading = useId();
  const logHeading = useId();

  const askDelete = () =>
    confirmDelete({
      itemName: `webhook endpoint ${w.url}`,
      onConfirm: () =>
        remove.mutate(
          { id: w._id, leave: () => navigate(SCREENS.webhooks.path) },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: errorMessage(error, 'The webhook endpoint could not be deleted.'),
              }),
          },
        ),
    });

  const about: Figure[] = [
    [
      'URL',
      <Text key="url" size="sm" style={WRAPPING}>
        {w.url}
      </Text>,
    ],
    [
      'Description',
      <Text key="description" size="sm" style={WRAPPING}>
        {w.description || '—'}
      </Text>,
    ],
    ['Status', <WebhookStatusBadge key="status" webhook={w} />],
    ...(w.disabledReason
      ? ([
          [
            'Why it is off',
            <Text key="reason" size="sm" style={WRAPPING}>
              {w.disabledReason}
            </Text>,
          ],
        ] as Figure[])
      : []),
    ...(w.failingSince ? ([['Failing since', formatDateTime(w.failingSince)]] as Figure[]) : []),
    ['Created', formatDateTime(w.createdAt)],
    ['Created by', w.createdBy?.name ?? '—'],
  ];

  const frame = ({ actions, body }: ListFrameParts) => (
    <PageFrame
      title={TITLE}
      actions={
        <>
          {back}
          {actions}
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit endpoint
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={askDelete}
            loading={remove.isPending}
          >
            Delete endpoint
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FigureTable title="Endpoint" rows={about} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper
              component="section"
              withBorder
              p={{ base: 'sm', sm: 'md' }}
              aria-labelledby={eventsHeading}
            >
              <Title order={2} fz="lg" id={eventsHeading} mb="xs">
                {`Events (${w.events.length})`}
              </Title>
              <List spacing={6} size="sm" listStyleType="none" p={0}>
                {w.events.map((type) => (
                  <List.Item key={type}>
                    <Code>{type}</Code>{' '}
                    <Text span size="sm" c="dimmed">
                      {WEBHOOK_EVENT_LABELS[type]}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Paper>
          </Grid.Col>
        </Grid>
        <Stack component="section" gap="sm" aria-labelledby={logHeading}>
          <div>
            <Title order={2} fz="lg" id={logHeading}>
              Delivery log
            </Title>
            <Text size="sm" c="dimmed">
              Newest first. Deliveries are sent in the background: the log refreshes every few
              seconds. A failed one is retried for a day; Redeliver sends its event again now.
            </Text>
          </div>
          {body}
        </Stack>
      </Stack>
      <FormModal
        title="Edit Webhook Endpoint"
        opened={editing}
        onClose={() => setEditing(false)}
        size="lg"
      >
        <WebhookForm item={w} resource={webhooksApi} onClose={() => setEditing(false)} />
      </FormModal>
    </PageFrame>
  );

  return <ResourceList definition={deliveries} frame={frame} />;
}
