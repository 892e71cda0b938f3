import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  FileInput,
  Group,
  List,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BULK_UPLOAD_COLUMNS, type TBulkUploadResult } from '@pos/contracts/bulk-upload';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconDownload,
  IconFileTypeCsv,
  IconUpload,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error';
import { PageFrame } from '../../components/page-frame';
import { serverText } from '../../lib/i18n';
import { saveBlob } from '../../lib/save-file';
import { uploadProductsCsv, useRefreshAfterUpload } from './api';
import {
  errorLine,
  failureText,
  fileProblem,
  TEMPLATE_FILE_NAME,
  templateCsv,
  toUploadResult,
} from './bulk-upload-data';

function downloadTemplate() {
  saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), TEMPLATE_FILE_NAME);
}

export default function BulkUploadPage() {
  const { t } = useTranslation('bulk-upload');
  const refreshLists = useRefreshAfterUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TBulkUploadResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pickFile = (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? fileProblem(picked) : null);
  };

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;

    setBusy(true);
    setResult(null);
    setFailure(null);
    try {
      const answer = await uploadProductsCsv(file);
      setResult(
        toUploadResult(answer) ?? { message: '', data: { created: 0, updated: 0, errors: [] } },
      );
      await refreshLists();
    } catch (error) {
      console.error('Bulk upload failed', error);
      setFailure(failureText(error));
      // A failed call may still carry the result body (spec 2 §8): show it too.
      setResult(error instanceof ApiError ? toUploadResult(error.data) : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      title={t('Bulk Upload Products via CSV')}
      actions={
        <Button
          component={Link}
          to="/products"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('Back to Products')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card component="form" onSubmit={upload} noValidate>
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('Upload')}
              </Title>
              <FileInput
                label={t('CSV file')}
                placeholder={t('Choose a .csv file')}
                accept=".csv,text/csv"
                leftSection={<IconFileTypeCsv size={18} aria-hidden />}
                value={file}
                onChange={pickFile}
                error={fileError ? serverText(fileError) : null}
                clearable
                // The clear button is an icon: it needs a name of its own.
                clearButtonProps={{ 'aria-label': t('Clear CSV file') }}
                disabled={busy}
              />
              <Group>
                <Button
                  type="submit"
                  disabled={!file || busy}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {busy ? t('Processing...') : t('Upload and Process')}
                </Button>
              </Group>
            </Stack>
          </Card>

          {failure ? (
            <Alert
              color="red"
              variant="light"
              title={t('Upload failed')}
              icon={<IconAlertCircle aria-hidden />}
            >
              {failure}
            </Alert>
          ) : null}
          {result ? <UploadResult result={result} /> : null}
        </Stack>
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('How it works')}
            </Title>
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="Upload a <code>.csv</code> file whose first row names the columns below, in any order. A row whose SKU already exists updates that product; a new SKU creates one. Rows with problems are listed after the upload and do not stop the other rows."
                components={{ code: <Code /> }}
              />
            </Text>
            <Group>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={downloadTemplate}
              >
                {t('Download template')}
              </Button>
            </Group>
            <Table verticalSpacing="xs" fz="sm" striped aria-label={t('Columns of the file')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Column')}</Table.Th>
                  <Table.Th>{t('Notes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {BULK_UPLOAD_COLUMNS.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                      <Code>{column.name}</Code>
                      <Text
                        size="xs"
                        c={column.required ? 'red' : 'dimmed'}
                        fw={column.required ? 600 : 400}
                      >
                        {column.required ? t('Required') : t('Optional')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{serverText(column.help)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      </SimpleGrid>
    </PageFrame>
  );
}

function UploadResult({ result }: { result: TBulkUploadResult }) {
  const { t } = useTranslation('bulk-upload');
  const { created, updated, errors } = result.data;
  return (
    <Card aria-label={t('Upload result')} component="section">
      <Stack gap="sm">
        {result.message ? (
          <Alert
            color={errors.length ? 'yellow' : 'green'}
            variant="light"
            icon={
              errors.length ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />
            }
          >
            {result.message}
          </Alert>
        ) : null}
        <Group gap="md">
          <Text fw={600}>{t('Products Created: {{created}}', { created })}</Text>
          <Text fw={600}>{t('Products Updated: {{updated}}', { updated })}</Text>
        </Group>
        {errors.length ? (
          <Stack gap={6}>
            <Text fw={600} c="red">
              {t('Errors ({{number}})', { number: errors.length })}
            </Text>
            <ScrollArea.Autosize mah="15rem" type="auto" offsetScrollbars>
              <List size="sm" spacing={4} aria-label={t('Upload errors')}>
                {errors.map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row may fail more than once
                  <List.Item key={i}>{errorLine(e)}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Stack>
        ) : null}
        <Anchor component={Link} to="/products" size="sm">
          {t('Go to Products')}
        </Anchor>
      </Stack>
    </Card>
  );
}
