import { Badge, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus } from '@pos/contracts/webhooks';
import { useTranslation } from 'react-i18next';
import { msg } from '../../lib/i18n';
import type { TWebhook } from './api';

/** "Off: failing for 24 hours": an endpoint the server switched off (it says why). */
export const SWITCHED_OFF = msg('Off: failing for 24 hours');

/** Active, Off, or switched off by the server after a day of failures. */
export function WebhookStatusBadge({ webhook: w }: { webhook: TWebhook }) {
  const { t } = useTranslation('webhooks');
  if (w.disabledReason) {
    return (
      <Badge variant="light" color="red" title={w.disabledReason} w="max-content">
        {t(SWITCHED_OFF)}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={w.active ? 'teal' : 'gray'} w="max-content">
      {w.active ? t('Active') : t('Off')}
    </Badge>
  );
}

/** The most event types a list row names; the rest are counted. */
const LISTED = 3;

/** The events an endpoint hears, in a list's cell: every one, or their types (a few, then how many more). */
export function EventsCell({ events }: { events: readonly string[] }) {
  const { t } = useTranslation('webhooks');
  if (events.length === WEBHOOK_EVENT_TYPES.length) {
    return <Text size="sm">{t('All events ({{number}})', { number: events.length })}</Text>;
  }
  const more = events.length - LISTED;
  return (
    <Stack gap={2}>
      {events.slice(0, LISTED).map((type) => (
        <Text key={type} size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {type}
        </Text>
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          {t('and {{more}} more', { more })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A delivery's status as the log names it. */
export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: msg('Retrying'),
  delivered: msg('Delivered'),
  failed: msg('Failed'),
};

const DELIVERY_COLORS: Record<WebhookDeliveryStatus, string> = {
  delivered: 'teal',
  pending: 'yellow',
  failed: 'red',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return (
    // Its whole word: a narrow column never cuts it to "DELIVE…".
    <Badge variant="light" color={DELIVERY_COLORS[status]} w="max-content">
      {t(DELIVERY_STATUS_LABELS[status])}
    </Badge>
  );
}
