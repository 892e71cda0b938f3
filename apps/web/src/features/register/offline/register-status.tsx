import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../../components/lazy-modal';
import { formatDateTime } from '../../../lib/dates';
import { saveBlob } from '../../../lib/save-file';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { entryAmount, failedCsv } from './failed-export';
import { retryEntry } from './outbox';
import type { LocalRegister } from './use-local-register';

/** "just now", "5 min ago", "3 h ago". */
export function agoText(iso: string, now: number, t: TFunction): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t('just now', { ns: 'register' });
  if (minutes < 120) return t('{{minutes}} min ago', { ns: 'register', minutes });
  return t('{{hours}} h ago', { ns: 'register', hours: Math.floor(minutes / 60) });
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The register's link to the server, at the top of the register: offline and how many sales
 * wait, how fresh the catalogue is, and the sales the server refused (to review and export).
 */
export const RegisterStatus = memo(function RegisterStatus({
  local,
  formatMoney,
}: {
  local: LocalRegister;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  const now = useNow(30_000);
  const [reviewing, setReviewing] = useState(false);
  const sales = t('{{count}} sales', { count: local.waiting });
  const exchanges = t('{{count}} exchanges', { count: local.waitingExchanges });
  const waiting =
    local.waiting && local.waitingExchanges
      ? t('{{sales}} and {{exchanges}}', { sales, exchanges })
      : local.waitingExchanges
        ? exchanges
        : sales;
  const failedSales = local.failed.length;

  let catalogue: string;
  if (local.syncedAt && local.ready)
    catalogue = t('Catalogue updated {{ago}}', { ago: agoText(local.syncedAt, now, t) });
  else if (local.loading) catalogue = t('Loading the catalogue…');
  else if (!local.online) catalogue = t('No catalogue on this register yet');
  else catalogue = local.catalogError ?? t('Loading the catalogue…');

  return (
    <Stack gap={6}>
      <Group gap="sm" justify="space-between" wrap="wrap" role="status" aria-live="polite">
        {local.online ? (
          <Group gap="xs">
            {local.waiting || local.waitingExchanges ? (
              <>
                <Badge color="yellow" variant="light">
                  {t('{{waiting}} waiting to sync', { waiting })}
                </Badge>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => void local.syncNow()}
                >
                  {t('Sync now')}
                </Button>
              </>
            ) : (
              <Badge color="teal" variant="light">
                {t('Online')}
              </Badge>
            )}
          </Group>
        ) : (
          <Badge
            color="orange"
            variant="filled"
            size="lg"
            leftSection={<IconCloudOff size={14} aria-hidden />}
          >
            {t('Offline — {{waiting}} waiting to sync', { waiting })}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {catalogue}
        </Text>
      </Group>
      {local.othersWaiting ? (
        <Text size="sm" c="dimmed">
          {t('{{count}} sales of other cashiers wait on this register until they sign in.', {
            count: local.othersWaiting,
          })}
        </Text>
      ) : null}
      {failedSales ? (
        <Alert
          color="red"
          variant="light"
          title={t('{{count}} sales could not be synced', { count: failedSales })}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t('The server refused them; they stay on this register until resolved.')}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setReviewing(true)}
            >
              {t('Review')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <LazyModal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        title={t('Sales that could not be synced')}
        size="xl"
      >
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Receipt no.')}</Table.Th>
                  <Table.Th>{t('Made at')}</Table.Th>
                  <Table.Th>{t('Total')}</Table.Th>
                  <Table.Th>{t('The server said')}</Table.Th>
                  <Table.Th>
                    <span style={visuallyHidden}>{t('Action')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {local.failed.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      {e.kind === 'customer'
                        ? t('Customer {{name}}', { name: e.body.name })
                        : e.kind === 'exchange'
                          ? t('Exchange {{number}}', { number: e.localNumber })
                          : e.localNumber}
                    </Table.Td>
                    <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                    <Table.Td>
                      {entryAmount(e) === null ? '' : formatMoney(entryAmount(e) ?? 0)}
                    </Table.Td>
                    <Table.Td>{e.error?.message}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => void retryEntry(local.db, e.id).then(() => local.syncNow())}
                      >
                        {t('Try again')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() =>
                saveBlob(
                  new Blob([failedCsv(local.failed)], { type: 'text/csv' }),
                  'unsynced-sales.csv',
                )
              }
            >
              {t('Export CSV')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
});
