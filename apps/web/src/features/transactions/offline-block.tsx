import { Alert, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { REVIEW_PERMISSION, REVIEW_REASON_TEXT, type TTransaction } from '@pos/contracts/sales';
import { IconAlertTriangle, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/session-context';
import { formatDateTime } from '../../lib/dates';
import { shortId } from '../../lib/format';
import { serverText } from '../../lib/i18n';
import { useMarkReviewed } from './api';
import { Block, Field } from './block';
import { NeedsReviewBadge } from './needs-review-badge';

/**
 * A sale the register made offline (DESIGN §13): the device, the receipt number it printed, when
 * it was made and when it reached the server; and, when the server recorded it although an
 * online sale would have been refused or priced otherwise, why — with "Mark reviewed" for a
 * manager, and who reviewed it after.
 */
export function OfflineBlock({ transaction: sale }: { transaction: TTransaction }) {
  const { t } = useTranslation('transactions');
  return (
    <Block title={t('Made offline')}>
      <Stack gap="md">
        {sale.offline ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
            <Field label={t('Device')}>
              <Text span size="sm" ff="monospace" title={sale.offline.deviceId}>
                {shortId(sale.offline.deviceId)}
              </Text>
            </Field>
            <Field label={t('Local receipt No.')}>
              <Text span size="sm" ff="monospace">
                {sale.offline.localNumber}
              </Text>
            </Field>
            <Field label={t('Made at')}>{formatDateTime(sale.offline.createdAt)}</Field>
            <Field label={t('Synced at')}>{formatDateTime(sale.offline.syncedAt)}</Field>
          </SimpleGrid>
        ) : null}
        {sale.reviewReasons.length ? <ReviewPanel transaction={sale} /> : null}
      </Stack>
    </Block>
  );
}

function ReviewPanel({ transaction: sale }: { transaction: TTransaction }) {
  const { t } = useTranslation('transactions');
  const user = useCurrentUser();
  const review = useMarkReviewed(sale._id);
  const mayReview = user.permissions.includes(REVIEW_PERMISSION);
  const reasons = (
    <List size="sm" spacing={2}>
      {sale.reviewReasons.map((r) => (
        <List.Item key={r} data-reason={r}>
          {serverText(REVIEW_REASON_TEXT[r])}
        </List.Item>
      ))}
    </List>
  );
  if (!sale.needsReview) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconChecks size={18} aria-hidden />}
        title={t('Reviewed')}
      >
        <Stack gap="xs">
          {reasons}
          <Text size="sm">
            {sale.reviewedAt
              ? t('Reviewed by {{name}} on {{date}}.', {
                  name: sale.reviewedBy?.name ?? t('someone'),
                  date: formatDateTime(sale.reviewedAt),
                })
              : t('Reviewed by {{name}}.', { name: sale.reviewedBy?.name ?? t('someone') })}
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
          {t(
            'Recorded as the register sold it, although the server would have refused or priced it otherwise:',
          )}
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
            {t('Mark reviewed')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('A manager marks it reviewed.')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
