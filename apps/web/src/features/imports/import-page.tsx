import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  IMPORT_SOURCES,
  type TImportField,
  type TImportKind,
  type TImportMapping,
  type TImportPreview,
  type TImportSource,
} from '@pos/contracts/imports';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { PageFrame } from '../../components/page-frame';
import { ScrollTable } from '../../components/scroll-table';
import { currentLanguage, msg, serverText } from '../../lib/i18n';
import {
  downloadImportErrors,
  type ImportAsk,
  importJobQuery,
  previewImport,
  startImport,
} from './api';
import { FIELD_LABELS, LAYOUT_KINDS, NAMED_LABELS } from './import-fields';

const SOURCE_LABELS: Record<TImportSource, string> = {
  square: 'Square',
  shopify: 'Shopify',
  loyverse: 'Loyverse',
  lightspeed: 'Lightspeed',
};
const KIND_LABELS: Record<TImportKind, string> = {
  products: msg('Products'),
  customers: msg('Customers'),
};
const STATUS_TEXT = {
  queued: msg('Waiting to start…'),
  running: msg('Importing…'),
  done: msg('Finished'),
  failed: msg('Failed'),
} as const;
/** The Select's value for "not read". */
const IGNORE = '';

/**
 * Settings → Import (docs/guide/settings-and-subscription.md, "Moving from another POS"): the
 * old POS's CSV export, previewed with its columns' mapping (each column's field can be
 * changed), then imported by a job whose progress is shown, with its refused rows as a CSV.
 */
export default function ImportPage() {
  const { t } = useTranslation('imports');
  const [source, setSource] = useState<TImportSource>('square');
  const [kind, setKind] = useState<TImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [mapping, setMapping] = useState<TImportMapping>({});
  const [jobId, setJobId] = useState<string | null>(null);

  const ask = (): ImportAsk | null => (file ? { source, kind, file, dryRun, mapping } : null);
  const preview = useMutation({
    mutationFn: (a: ImportAsk) => previewImport(a),
  });
  const start = useMutation({
    mutationFn: (a: ImportAsk) => startImport(a),
    onSuccess: (job) => setJobId(job._id),
  });
  const reset = () => {
    preview.reset();
    setMapping({});
    setJobId(null);
  };
  const mapColumn = (header: string, field: string | null) => {
    const next = { ...mapping, [header]: field ? (field as TImportField) : null };
    setMapping(next);
    if (file) preview.mutate({ source, kind, file, mapping: next });
  };
  const fieldOptions = [
    { value: IGNORE, label: t('Not imported') },
    ...IMPORT_FIELDS.map((f) => ({ value: f, label: t(FIELD_LABELS[f]) })),
  ];

  return (
    <PageFrame title={t('Import from another POS')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(
              'Export your products or customers as CSV from Square, Shopify, Loyverse or Lightspeed and upload the file here. Importing the same file again changes nothing; a changed file updates what changed.',
            )}
          </Text>
          <Group align="end" wrap="wrap">
            <Select
              label={t('Your old POS')}
              data={IMPORT_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }))}
              value={source}
              allowDeselect={false}
              onChange={(v) => {
                if (v) setSource(v as TImportSource);
                reset();
              }}
            />
            <Select
              label={t('What to import')}
              data={IMPORT_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
              value={kind}
              allowDeselect={false}
              onChange={(v) => {
                if (v) setKind(v as TImportKind);
                reset();
              }}
            />
            <FileInput
              label={t('CSV file')}
              accept=".csv,text/csv"
              value={file}
              onChange={(f) => {
                setFile(f);
                reset();
              }}
              clearable
              clearButtonProps={{ 'aria-label': t('Clear CSV file') }}
              miw={240}
            />
            <Button
              variant="default"
              disabled={!file}
              loading={preview.isPending}
              onClick={() => {
                const a = ask();
                if (a) preview.mutate(a);
              }}
            >
              {t('Preview')}
            </Button>
          </Group>
          <FormError
            message={
              preview.isError ? failureText(preview.error, t('The file could not be read.')) : null
            }
          />
        </Stack>
      </Paper>

      {preview.data && (
        <PreviewSection
          preview={preview.data}
          kind={kind}
          fieldOptions={fieldOptions}
          onMap={mapColumn}
        />
      )}

      {preview.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
          <Stack gap="sm">
            <Checkbox
              label={t('Trial run: check every row, write nothing')}
              checked={dryRun}
              onChange={(e) => setDryRun(e.currentTarget.checked)}
            />
            <FormError
              message={
                start.isError
                  ? failureText(start.error, t('The import could not be started.'))
                  : null
              }
            />
            <Group>
              <Button
                loading={start.isPending}
                disabled={!file}
                onClick={() => {
                  const a = ask();
                  if (a) start.mutate(a);
                }}
              >
                {dryRun ? t('Start the trial run') : t('Start the import')}
              </Button>
            </Group>
            {jobId && <JobProgress id={jobId} />}
          </Stack>
        </Paper>
      )}
    </PageFrame>
  );
}

function PreviewSection({
  preview,
  kind,
  fieldOptions,
  onMap,
}: {
  preview: TImportPreview;
  kind: TImportKind;
  fieldOptions: { value: string; label: string }[];
  onMap: (header: string, field: string | null) => void;
}) {
  const { t } = useTranslation('imports');
  const namedLabel = (field: string, name: string) => {
    const key = NAMED_LABELS[field];
    return key ? t(key, { name }) : name;
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('Preview')}>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('Columns')}
        </Title>
        <Text size="sm">
          {t('Read as an export of {{kind}} from {{source}}; {{rows}} rows in the file.', {
            kind: t(LAYOUT_KINDS[preview.layout.kind] ?? preview.layout.kind),
            source: SOURCE_LABELS[preview.layout.source],
            rows: preview.rowsTotal.toLocaleString(currentLanguage()),
          })}
        </Text>
        {preview.unknown.length > 0 && (
          <Alert color="yellow" title={t('Columns not imported')}>
            {preview.unknown.join(', ')}
          </Alert>
        )}
        <ScrollTable minWidth={300} label={t('Columns and their fields')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Column in the file')}</Table.Th>
                <Table.Th>{t('Imported as')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.columns.map((c) => (
                <Table.Tr key={c.header}>
                  <Table.Td>{c.header}</Table.Td>
                  <Table.Td>
                    {c.named ? (
                      <Text size="sm">{namedLabel(c.named.field, c.named.name)}</Text>
                    ) : (
                      <Select
                        aria-label={t('Field for {{column}}', { column: c.header })}
                        data={fieldOptions}
                        value={c.field ?? ''}
                        allowDeselect={false}
                        searchable
                        onChange={(v) => onMap(c.header, v || null)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Title order={2} fz="md">
          {t('The first {{n}} records', { n: preview.records.length })}
        </Title>
        <ScrollTable minWidth={480} label={t('Records of the file')}>
          <Table striped>
            <Table.Thead>
              {kind === 'products' ? (
                <Table.Tr>
                  <Table.Th>{t('Name')}</Table.Th>
                  <Table.Th>{t('SKU')}</Table.Th>
                  <Table.Th>{t('Price')}</Table.Th>
                  <Table.Th>{t('Variations')}</Table.Th>
                </Table.Tr>
              ) : (
                <Table.Tr>
                  <Table.Th>{t('Name')}</Table.Th>
                  <Table.Th>{t('E-mail')}</Table.Th>
                  <Table.Th>{t('Phone')}</Table.Th>
                  <Table.Th>{t('Balances')}</Table.Th>
                </Table.Tr>
              )}
            </Table.Thead>
            <Table.Tbody>
              {preview.records.map((r) => (
                <RecordRow key={String(r.externalId)} record={r} kind={kind} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        {preview.errors.length > 0 && (
          <Alert color="red" title={t('Rows that will not be imported')}>
            {preview.errors.map((e) => (
              <Text size="sm" key={`${e.row}-${e.column ?? ''}-${e.message}`}>
                {t('Row {{row}}: {{message}}', { row: e.row, message: serverText(e.message) })}
              </Text>
            ))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function RecordRow({ record, kind }: { record: Record<string, unknown>; kind: TImportKind }) {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  if (kind === 'products') {
    const variations = Array.isArray(record.variations) ? record.variations : [];
    return (
      <Table.Tr>
        <Table.Td>{text(record.name)}</Table.Td>
        <Table.Td>{text(record.sku ?? record.barcode)}</Table.Td>
        <Table.Td>{text(record.price)}</Table.Td>
        <Table.Td>{variations.length || ''}</Table.Td>
      </Table.Tr>
    );
  }
  const balances = (record.balances ?? {}) as Record<string, unknown>;
  return (
    <Table.Tr>
      <Table.Td>{text(record.name)}</Table.Td>
      <Table.Td>{text(record.email)}</Table.Td>
      <Table.Td>{text(record.phone)}</Table.Td>
      <Table.Td>
        {Object.entries(balances)
          .map(([k, v]) => `${k} ${text(v)}`)
          .join(', ')}
      </Table.Td>
    </Table.Tr>
  );
}

function JobProgress({ id }: { id: string }) {
  const { t } = useTranslation('imports');
  const job = useQuery(importJobQuery(id)).data;
  if (!job) return null;
  const percent = job.rowsTotal ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
  return (
    <Stack gap={6} aria-live="polite">
      <Text size="sm" fw={600}>
        {t(STATUS_TEXT[job.status])}
      </Text>
      <Progress value={job.status === 'done' ? 100 : percent} aria-label={t('Progress')} />
      <Text size="sm">
        {t(
          '{{done}} of {{total}} rows; {{created}} created, {{updated}} changed, {{errors}} refused.',
          {
            done: job.rowsDone,
            total: job.rowsTotal,
            created: job.created,
            updated: job.updated,
            errors: job.errors,
          },
        )}
      </Text>
      {job.dryRun && job.status === 'done' && (
        <Text size="sm" c="dimmed">
          {t('A trial run: nothing was written.')}
        </Text>
      )}
      {job.error && <FormError message={serverText(job.error)} />}
      {job.errors > 0 && job.status !== 'queued' && job.status !== 'running' && (
        <Group>
          <Button variant="default" onClick={() => void downloadImportErrors(job)}>
            {t('Download the refused rows (CSV)')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
