import { Button, Code, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SCREENS } from '@pos/contracts/permissions';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_LABELS } from '@pos/contracts/webhooks';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { i18n, msg, serverText } from '../../lib/i18n';
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
import { DELIVERY_STATUS_LABELS, DeliveryStatusBadge, WebhookStatusBadge } from './webhook-badges';
import { WebhookForm } from './webhook-form';

export const TITLE = msg('Webhook Endpoint');

/** Values that may be long (addresses, reasons) wrap inside a figure's cell. */
const WRAPPING = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

const orDash = (value: string | null) => (value ? formatDateTime(value) : '—');

const deliveryName = (d: TWebhookDelivery) =>
  i18n.t('{{type}} event {{id}}', { ns: 'webhooks', type: d.eventType, id: shortId(d.eventId) });

/** Sends a delivery's event again: a new delivery of the same event, in the log on top. */
function RedeliverButton({
  webhookId,
  delivery,
}: {
  webhookId: string;
  delivery: TWebhookDelivery;
}) {
  const { t } = useTranslation('webhooks');
  const redeliver = useRedeliver(webhookId);
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconRefresh size={14} aria-hidden />}
      aria-label={t('Redeliver {{name}}', { name: deliveryName(delivery) })}
      loading={redeliver.isPending}
      onClick={() =>
        redeliver.mutate(delivery._id, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: errorMessage(error, t('The event could not be sent again.')),
            }),
        })
      }
    >
      {t('Redeliver')}
    </Button>
  );
}

/** A delivery's HTTP status and how long its answer took. */
function DeliveryResponse({ delivery: d }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <Text size="sm">{d.responseCode ?? '—'}</Text>
      {d.durationMs === null ? null : (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('{{ms}} ms', { ms: d.durationMs })}
        </Text>
      )}
    </>
  );
}

/** The endpoint's deliveries, newest first, a status filter, and Redeliver on each. */
function useDeliveriesList(webhookId: string) {
  return useMemo(
    () =>
      defineResource<TWebhookDelivery, WebhookDeliveriesQuery>({
        ...webhookDeliveriesApi(webhookId),
        namespace: 'webhooks',
        title: msg('Deliveries'),
        itemTitle: msg('Delivery'),
        emptyNoun: msg('deliveries'),
        screen: 'webhooks',
        columns: [
          column('event', msg('Event'), (d) => (
            <>
              <Text size="sm" ff="monospace">
                {d.eventType}
              </Text>
              <ShortIdText id={d.eventId} />
            </>
          )),
          column('status', msg('Status'), (d) => <DeliveryStatusBadge status={d.status} />, {
            nowrap: true,
          }),
          column('attempts', msg('Attempts'), (d) => d.attempts, { nowrap: true }),
          column('response', msg('Response'), (d) => <DeliveryResponse delivery={d} />),
          column('error', msg('Error'), (d) => <OptionalText value={d.error} lineClamp={2} />),
          // Dates wrap after the day: the log's columns fit a laptop's width without scrolling.
          column('lastAttemptAt', msg('Last attempt'), (d) => orDash(d.lastAttemptAt)),
          column('nextAttemptAt', msg('Next attempt'), (d) => orDash(d.nextAttemptAt)),
          column(
            'redeliver',
            msg('Actions'),
            (d) => <RedeliverButton webhookId={webhookId} delivery={d} />,
            { nowrap: true },
          ),
        ],
        filters: [
          {
            kind: 'select',
            param: 'status',
            label: msg('Status'),
            options: WEBHOOK_DELIVERY_STATUSES.map((s) => ({
              value: s,
              label: DELIVERY_STATUS_LABELS[s],
            })),
          },
        ],
        searchPlaceholder: msg('Search event type or id'),
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
  const { t } = useTranslation('webhooks');
  const deliveries = useDeliveriesList(w._id);
  useLiveDeliveries(w._id);
  const navigate = useNavigate();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState(false);
  const eventsHeading = useId();
  const logHeading = useId();

  const askDelete = () =>
    confirmDelete({
      itemName: t('webhook endpoint {{url}}', { url: w.url }),
      onConfirm: () =>
        remove.mutate(
          { id: w._id, leave: () => navigate(SCREENS.webhooks.path) },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: errorMessage(error, t('The webhook endpoint could not be deleted.')),
              }),
          },
        ),
    });

  const about: Figure[] = [
    [
      t('URL'),
      <Text key="url" size="sm" style={WRAPPING}>
        {w.url}
      </Text>,
    ],
    [
      t('Description'),
      <Text key="description" size="sm" style={WRAPPING}>
        {w.description || '—'}
      </Text>,
    ],
    [t('Status'), <WebhookStatusBadge key="status" webhook={w} />],
    ...(w.disabledReason
      ? ([
          [
            t('Why it is off'),
            <Text key="reason" size="sm" style={WRAPPING}>
              {w.disabledReason}
            </Text>,
          ],
        ] as Figure[])
      : []),
    ...(w.failingSince ? ([[t('Failing since'), formatDateTime(w.failingSince)]] as Figure[]) : []),
    [t('Created'), formatDateTime(w.createdAt)],
    [t('Created by'), w.createdBy?.name ?? '—'],
  ];

  const frame = ({ actions, body }: ListFrameParts) => (
    <PageFrame
      title={t(TITLE)}
      actions={
        <>
          {back}
          {actions}
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {t('Edit endpoint')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={askDelete}
            loading={remove.isPending}
          >
            {t('Delete endpoint')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FigureTable title={t('Endpoint')} rows={about} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper
              component="section"
              withBorder
              p={{ base: 'sm', sm: 'md' }}
              aria-labelledby={eventsHeading}
            >
              <Title order={2} fz="lg" id={eventsHeading} mb="xs">
                {t('Events ({{number}})', { number: w.events.length })}
              </Title>
              <List spacing={6} size="sm" listStyleType="none" p={0}>
                {w.events.map((type) => (
                  <List.Item key={type}>
                    <Code>{type}</Code>{' '}
                    <Text span size="sm" c="dimmed">
                      {serverText(WEBHOOK_EVENT_LABELS[type])}
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
              {t('Delivery log')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(
                'Newest first. Deliveries are sent in the background: the log refreshes every few seconds. A failed one is retried for a day; Redeliver sends its event again now.',
              )}
            </Text>
          </div>
          {body}
        </Stack>
      </Stack>
      <FormModal
        title={t('Edit Webhook Endpoint')}
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
