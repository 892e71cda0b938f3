// i18n-pending — words still written here, not yet from the catalogs
import { Alert, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { REVIEW_PERMISSION, REVIEW_REASON_TEXT, type TTransaction } from '@pos/contracts/sales';
import { IconAlertTriangle, IconChecks } from '@tabler/icons-react';
import { useCurrentUser } from '../../auth/session-context';
import { formatDateTime } from '../../lib/dates';
import { shortId } from '../../lib/format';
import { useMarkReviewed } from './api';
import { Block, Field } from './block';
import { NeedsReviewBadge } from './needs-review-badge';

/**
 * A sale the register made offline (DESIGN §13): the device, the receipt number it printed, when
 * it was made and when it reached the server; and, when the server recorded it although an
 * online sale would have been refused or priced otherwise, why — with "Mark reviewed" for a
 * manager, and who reviewed it after.
 */
export function OfflineBlock({ transaction: t }: { transaction: TTransaction }) {
  return (
    <Block title="Made offline">
      <Stack gap="md">
        {t.offline ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
            <Field label="Device">
              <Text span size="sm" ff="monospace" title={t.offline.deviceId}>
                {shortId(t.offline.deviceId)}
              </Text>
            </Field>
            <Field label="Local receipt No.">
              <Text span size="sm" ff="monospace">
                {t.offline.localNumber}
              </Text>
            </Field>
            <Field label="Made at">{formatDateTime(t.offline.createdAt)}</Field>
            <Field label="Synced at">{formatDateTime(t.offline.syncedAt)}</Field>
          </SimpleGrid>
        ) : null}
        {t.reviewReasons.length ? <ReviewPanel transaction={t} /> : null}
      </Stack>
    </Block>
  );
}

function ReviewPanel({ transaction: t }: { transaction: TTransaction }) {
  const user = useCurrentUser();
  const review = useMarkReviewed(t._id);
  const mayReview = user.permissions.includes(REVIEW_PERMISSION);
  const reasons = (
    <List size="sm" spacing={2}>
      {t.reviewReasons.map((r) => (
        <List.Item key={r} data-reason={r}>
          {REVIEW_REASON_TEXT[r]}
        </List.Item>
      ))}
    </List>
  );
  if (!t.needsReview) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconChecks size={18} aria-hidden />}
        title="Reviewed"
      >
        <Stack gap="xs">
          {reasons}
          <Text size="sm">
            Reviewed by {t.reviewedBy?.name ?? 'someone'}
            {t.reviewedAt ? ` on ${formatDateTime(t.reviewedAt)}` : ''}.
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={<NeedsReviewBadge />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Recorded as the register sold it, although the server would have refused or priced it
          otherwise:
        </Text>
        {reasons}
        {mayReview ? (
          <Button
            size="sm"
            color="orange"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={() => review.mutate()}
            loading={review.isPending}
          >
            Mark reviewed
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            A manager marks it reviewed.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
