import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DATA_EXPORT_LINK_DAYS, type TDataExport } from '@pos/contracts/data-export';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { formatDateTime } from '../../lib/dates';
import { msg } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { latestDataExportQuery, useStartDataExport } from './api';

const STATUS_TEXT: Record<TDataExport['status'], string> = {
  queued: msg('Waiting to start…'),
  running: msg('Preparing your export…'),
  done: msg('Ready'),
  failed: msg('Failed'),
};

/**
 * "Export all data" (docs/guide/settings-and-subscription.md, "Your data, all of it"): starts
 * the job, shows its status while it runs, and the download link once done — the same link is
 * mailed, valid for 7 days without signing in.
 */
export function DataExportCard() {
  const { t } = useTranslation('settings');
  const latest = useQuery(latestDataExportQuery());
  const start = useStartDataExport();
  const job = latest.data ?? null;
  const working = job?.status === 'queued' || job?.status === 'running';
  const busy = start.isPending || working;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      aria-label={t('Export all data')}
      component="section"
    >
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('Your data, all of it')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            'One zip with every list as a CSV (products, customers, sales with their lines and payments, returns, the stock ledger, gift cards and store credit, shifts, purchase orders, the audit log…), your uploaded images and a README describing each file. It works even when your subscription has expired.',
          )}
        </Text>
        <FormError
          message={
            start.isError ? failureText(start.error, t('The export could not be started.')) : null
          }
        />
        {job && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="Export of {{date}}: <b>{{status}}</b>"
                values={{ date: formatDateTime(job.createdAt), status: t(STATUS_TEXT[job.status]) }}
                components={{ b: <b /> }}
              />
            </Text>
            {job.status === 'done' && job.downloadUrl && (
              <Text size="sm">
                {job.expiresAt ? (
                  <Trans
                    t={t}
                    i18nKey="<anchor>Download the zip</anchor> — the link was also e-mailed to you; it works for {{days}} days (until {{date}})."
                    values={{ days: DATA_EXPORT_LINK_DAYS, date: formatDateTime(job.expiresAt) }}
                    components={{ anchor: <Anchor href={job.downloadUrl} download /> }}
                  />
                ) : (
                  <Trans
                    t={t}
                    i18nKey="<anchor>Download the zip</anchor> — the link was also e-mailed to you; it works for {{days}} days."
                    values={{ days: DATA_EXPORT_LINK_DAYS }}
                    components={{ anchor: <Anchor href={job.downloadUrl} download /> }}
                  />
                )}
              </Text>
            )}
            {job.status === 'failed' && (
              <Text size="sm" c="red">
                {t('{{error}} Try again.', { error: job.error ?? t('The export failed.') })}
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
            {working ? t('Exporting…') : t('Export all data')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
