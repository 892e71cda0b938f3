// i18n-pending — words still written here, not yet from the catalogs
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { LazyModal } from '../../../components/lazy-modal';
import { formatDateTime } from '../../../lib/dates';
import { saveBlob } from '../../../lib/save-file';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { entryAmount, failedCsv } from './failed-export';
import { retryEntry } from './outbox';
import type { LocalRegister } from './use-local-register';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "just now", "5 min ago", "3 h ago". */
export function agoText(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 120) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
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
  const now = useNow(30_000);
  const [reviewing, setReviewing] = useState(false);
  const waiting =
    [
      local.waiting ? plural(local.waiting, 'sale', 'sales') : '',
      local.waitingExchanges ? plural(local.waitingExchanges, 'exchange', 'exchanges') : '',
    ]
      .filter(Boolean)
      .join(' and ') || plural(0, 'sale', 'sales');
  const failedSales = local.failed.length;

  let catalogue: string;
  if (local.syncedAt && local.ready)
    catalogue = `Catalogue updated ${agoText(local.syncedAt, now)}`;
  else if (local.loading) catalogue = 'Loading the catalogue…';
  else if (!local.online) catalogue = 'No catalogue on this register yet';
  else catalogue = local.catalogError ?? 'Loading the catalogue…';

  return (
    <Stack gap={6}>
      <Group gap="sm" justify="space-between" wrap="wrap" role="status" aria-live="polite">
        {local.online ? (
          <Group gap="xs">
            {local.waiting || local.waitingExchanges ? (
              <>
                <Badge color="yellow" variant="light">
                  {waiting} waiting to sync
                </Badge>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => void local.syncNow()}
                >
                  Sync now
                </Button>
              </>
            ) : (
              <Badge color="teal" variant="light">
                Online
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
            Offline — {waiting} waiting to sync
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {catalogue}
        </Text>
      </Group>
      {local.othersWaiting ? (
        <Text size="sm" c="dimmed">
          {plural(local.othersWaiting, 'sale', 'sales')} of other cashiers wait on this register
          until they sign in.
        </Text>
      ) : null}
      {failedSales ? (
        <Alert
          color="red"
          variant="light"
          title={`${plural(failedSales, 'sale', 'sales')} could not be synced`}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              The server refused them; they stay on this register until resolved.
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setReviewing(true)}
            >
              Review
            </Button>
          </Group>
        </Alert>
      ) : null}
      <LazyModal
        opened={reviewing}
        onClose={() => setReviewing(false)}
        title="Sales that could not be synced"
        size="xl"
      >
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Receipt no.</Table.Th>
                  <Table.Th>Made at</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>The server said</Table.Th>
                  <Table.Th>
                    <span style={visuallyHidden}>Action</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {local.failed.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      {e.kind === 'customer'
                        ? `Customer ${e.body.name}`
                        : `${e.kind === 'exchange' ? 'Exchange ' : ''}${e.localNumber}`}
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
                        Try again
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
              Export CSV
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </Stack>
  );
});
