// i18n-pending — words still written here, not yet from the catalogs
import { Text } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { column, dateTimeColumn, OptionalText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { type TWebhook, type WebhooksQuery, webhooksApi } from './api';
import { EventsCell, WebhookStatusBadge } from './webhook-badges';
import { WebhookForm } from './webhook-form';

/** An endpoint's page: its fields and its delivery log. */
export const webhookHref = (w: Pick<TWebhook, '_id'>) =>
  `${SCREENS.webhooks.path}/${encodeURIComponent(w._id)}`;

/** Long addresses break anywhere rather than widen the table. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * Webhooks (docs/guide/api-keys-and-webhooks.md, "Webhooks"): the endpoints events are POSTed
 * to, signed — the secret shown once when one is added; a row opens its delivery log.
 */
export const webhooksResource = defineResource<TWebhook, WebhooksQuery>({
  ...webhooksApi,
  title: 'Webhooks',
  itemTitle: 'Webhook Endpoint',
  emptyNoun: 'webhook endpoints',
  screen: 'webhooks',
  columns: [
    column(
      'url',
      'URL',
      (w) => (
        <Text size="sm" fw={500} style={BREAK_ANYWHERE}>
          {w.url}
        </Text>
      ),
      { sortKey: 'url' },
    ),
    column('description', 'Description', (w) => (
      <OptionalText value={w.description} lineClamp={2} />
    )),
    column('events', 'Events', (w) => <EventsCell events={w.events} />),
    column(
      'status',
      'Status',
      (w) => (
        <>
          <WebhookStatusBadge webhook={w} />
          {w.active && w.failingSince ? (
            <Text size="xs" c="dimmed" mt={4}>
              {`Failing since ${formatDateTime(w.failingSince)}`}
            </Text>
          ) : null}
        </>
      ),
      { nowrap: true },
    ),
    dateTimeColumn('createdAt', 'Created', (w) => w.createdAt, 'createdAt'),
    column('createdBy', 'Created by', (w) => w.createdBy?.name ?? '—'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'active',
      label: 'Status',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Off' },
      ],
    },
  ],
  searchPlaceholder: 'Search URL or description',
  defaultSort: '-createdAt',
  form: WebhookForm,
  formSize: 'lg',
  itemName: (w) => `webhook endpoint ${w.url}`,
  rowHref: webhookHref,
  csvExport: {
    endpoint: '/webhooks/export.csv',
    emptyText: 'No webhook endpoints for the selected filters.',
    failureText: 'The webhook endpoints could not be exported.',
  },
});
