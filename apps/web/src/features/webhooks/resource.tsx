import { Text } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { column, dateTimeColumn, OptionalText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { i18n, msg } from '../../lib/i18n';
import { type TWebhook, type WebhooksQuery, webhooksApi } from './api';
import { EventsCell, WebhookStatusBadge } from './webhook-badges';
import { WebhookForm } from './webhook-form';

/** An endpoint's page: its fields and its delivery log. */
export const webhookHref = (w: Pick<TWebhook, '_id'>) =>
  `${SCREENS.webhooks.path}/${encodeURIComponent(w._id)}`;

/** Long addresses break anywhere rather than widen the table. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** Since when an active endpoint's deliveries have been failing. */
function FailingSince({ since }: { since: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {t('Failing since {{date}}', { date: formatDateTime(since) })}
    </Text>
  );
}

/**
 * Webhooks (docs/guide/api-keys-and-webhooks.md, "Webhooks"): the endpoints events are POSTed
 * to, signed — the secret shown once when one is added; a row opens its delivery log.
 */
export const webhooksResource = defineResource<TWebhook, WebhooksQuery>({
  ...webhooksApi,
  namespace: 'webhooks',
  title: msg('Webhooks'),
  itemTitle: msg('Webhook Endpoint'),
  emptyNoun: msg('webhook endpoints'),
  screen: 'webhooks',
  columns: [
    column(
      'url',
      msg('URL'),
      (w) => (
        <Text size="sm" fw={500} style={BREAK_ANYWHERE}>
          {w.url}
        </Text>
      ),
      { sortKey: 'url' },
    ),
    column('description', msg('Description'), (w) => (
      <OptionalText value={w.description} lineClamp={2} />
    )),
    column('events', msg('Events'), (w) => <EventsCell events={w.events} />),
    column(
      'status',
      msg('Status'),
      (w) => (
        <>
          <WebhookStatusBadge webhook={w} />
          {w.active && w.failingSince ? <FailingSince since={w.failingSince} /> : null}
        </>
      ),
      { nowrap: true },
    ),
    dateTimeColumn('createdAt', msg('Created'), (w) => w.createdAt, 'createdAt'),
    column('createdBy', msg('Created by'), (w) => w.createdBy?.name ?? '—'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'active',
      label: msg('Status'),
      options: [
        { value: 'true', label: msg('Active') },
        { value: 'false', label: msg('Off') },
      ],
    },
  ],
  searchPlaceholder: msg('Search URL or description'),
  defaultSort: '-createdAt',
  form: WebhookForm,
  formSize: 'lg',
  itemName: (w) => i18n.t('webhook endpoint {{url}}', { ns: 'webhooks', url: w.url }),
  rowHref: webhookHref,
  csvExport: {
    endpoint: '/webhooks/export.csv',
    emptyText: msg('No webhook endpoints for the selected filters.'),
    failureText: msg('The webhook endpoints could not be exported.'),
  },
});
