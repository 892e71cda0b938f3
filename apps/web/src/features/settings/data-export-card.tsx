// i18n-pending — words still written here, not yet from the catalogs
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DATA_EXPORT_LINK_DAYS, type TDataExport } from '@pos/contracts/data-export';
import { useQuery } from '@tanstack/react-query';
import { failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { formatDateTime } from '../../lib/dates';
import { notifySuccess } from '../../lib/notify-success';
import { latestDataExportQuery, useStartDataExport } from './api';

const STATUS_TEXT: Record<TDataExport['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Preparing your export…',
  done: 'Ready',
  failed: 'Failed',
};

/**
 * "Export all data" (docs/guide/settings-and-subscription.md, "Your data, all of it"): starts
 * the job, shows its status while it runs, and the download link once done — the same link is
 * mailed, valid for 7 days without signing in.
 */
export function DataExportCard() {
  const latest = useQuery(latestDataExportQuery());
  const start = useStartDataExport();
  const job = latest.data ?? null;
  const working = job?.status === 'queued' || job?.status === 'running';
  const busy = start.isPending || working;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} aria-label="Export all data" component="section">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Your data, all of it
        </Title>
        <Text size="sm" c="dimmed">
          One zip with every list as a CSV (products, customers, sales with their lines and
          payments, returns, the stock ledger, gift cards and store credit, shifts, purchase orders,
          the audit log…), your uploaded images and a README describing each file. It works even
          when your subscription has expired.
        </Text>
        <FormError
          message={
            start.isError ? failureText(start.error, 'The export could not be started.') : null
          }
        />
        {job && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              Export of {formatDateTime(job.createdAt)}: <b>{STATUS_TEXT[job.status]}</b>
            </Text>
            {job.status === 'done' && job.downloadUrl && (
              <Text size="sm">
                <Anchor href={job.downloadUrl} download>
                  Download the zip
                </Anchor>{' '}
                — the link was also e-mailed to you; it works for {DATA_EXPORT_LINK_DAYS} days
                {job.expiresAt ? ` (until ${formatDateTime(job.expiresAt)})` : ''}.
              </Text>
            )}
            {job.status === 'failed' && (
              <Text size="sm" c="red">
                {job.error ?? 'The export failed.'} Try again.
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() =>
              start.mutate(undefined, { onSuccess: ({ message }) => notifySuccess(message) })
            }
            disabled={busy}
            aria-busy={busy}
          >
            {working ? 'Exporting…' : 'Export all data'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
