// i18n-pending — words still written here, not yet from the catalogs
import { Badge, Stack, Text } from '@mantine/core';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
} from '@pos/contracts/webhooks';
import type { TWebhook } from './api';

/** "Off: failing for 24 hours": an endpoint the server switched off (it says why). */
export const SWITCHED_OFF = 'Off: failing for 24 hours';

/** Active, Off, or switched off by the server after a day of failures. */
export function WebhookStatusBadge({ webhook: w }: { webhook: TWebhook }) {
  if (w.disabledReason) {
    return (
      <Badge variant="light" color="red" title={w.disabledReason} w="max-content">
        {SWITCHED_OFF}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={w.active ? 'teal' : 'gray'} w="max-content">
      {w.active ? 'Active' : 'Off'}
    </Badge>
  );
}

/** The most event types a list row names; the rest are counted. */
const LISTED = 3;

/** The events an endpoint hears, in a list's cell: every one, or their types (a few, then how many more). */
export function EventsCell({ events }: { events: readonly string[] }) {
  if (events.length === WEBHOOK_EVENT_TYPES.length) {
    return <Text size="sm">{`All events (${events.length})`}</Text>;
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
          {`and ${more} more`}
        </Text>
      ) : null}
    </Stack>
  );
}

const DELIVERY_COLORS: Record<WebhookDeliveryStatus, string> = {
  delivered: 'teal',
  pending: 'yellow',
  failed: 'red',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    // Its whole word: a narrow column never cuts it to "DELIVE…".
    <Badge variant="light" color={DELIVERY_COLORS[status]} w="max-content">
      {WEBHOOK_DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
