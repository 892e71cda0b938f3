import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReceiptBlock } from '@pos/contracts/receipt-model';
import { IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../lib/i18n';
import { bridgePrinters } from '../lib/print-bridge-client';
import type { TPrinterSettings } from '../lib/printer-settings';
import { hardware } from '../lib/printer-transports';
import { encodeReceipt } from '../lib/thermal-receipt';
import { type PrintJob, usePrintQueue } from './print-queue';

const CONNECTIONS = [
  { value: 'none', label: 'PDF' }, // i18n-ignore: a format's name
  { value: 'usb', label: 'USB' }, // i18n-ignore: a port's name
  { value: 'serial', label: msg('Serial') },
  { value: 'bridge', label: msg('Network') },
];
const BAUD_RATES = ['9600', '19200', '38400', '57600', '115200'];

/** A page that shows the printer prints, its width, and each currency symbol. */
const testPage = (shop: string, t: TFunction): ReceiptBlock[] => [
  { kind: 'text', text: shop, bold: true, size: 'title', align: 'center' },
  { kind: 'text', text: t('Printer test'), align: 'center', gap: 2 },
  { kind: 'rule', gap: 2 },
  { kind: 'pair', label: t('Rupee'), value: '₹1,234.50' },
  { kind: 'pair', label: t('Euro'), value: '1.234,50 €' },
  { kind: 'pair', label: t('Pound'), value: '£1,234.50' },
  { kind: 'rule', gap: 2 },
  { kind: 'barcode', value: '000123', gap: 4 },
];

const STATUS_TEXT: Record<PrintJob['status'], string> = {
  waiting: msg('Waiting'),
  printing: msg('Printing…'),
  printed: msg('Printed'),
  failed: msg('Failed'),
};

/**
 * The register's printer: its state at a glance (printing, a job failed), and a dialog with
 * the print queue (Retry, Dismiss) and this device's printer settings.
 */
export function PrinterButton({ shopName }: { shopName: string }) {
  const { t } = useTranslation('common');
  const queue = usePrintQueue();
  const [open, setOpen] = useState(false);
  const failed = queue.jobs.filter((j) => j.status === 'failed').length;
  const printing = queue.jobs.some((j) => j.status === 'printing' || j.status === 'waiting');
  return (
    <>
      <Button
        variant="default"
        leftSection={printing ? <Loader size={14} /> : <IconPrinter size={16} aria-hidden />}
        rightSection={
          failed > 0 ? (
            <Badge color="red" size="sm" data-testid="print-failures">
              {t('{{count}} failed', { count: failed })}
            </Badge>
          ) : null
        }
        onClick={() => setOpen(true)}
        aria-label={
          failed > 0
            ? t('Receipt printer: {{count}} failed', { count: failed })
            : t('Receipt printer')
        }
      >
        {t('Printer')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Receipt printer')} size="lg">
        {open ? <PrinterDialog shopName={shopName} /> : null}
      </Modal>
    </>
  );
}

function PrinterDialog({ shopName }: { shopName: string }) {
  const { t } = useTranslation('common');
  const queue = usePrintQueue();
  const [draft, setDraft] = useState<TPrinterSettings>(queue.settings);
  const set = <K extends keyof TPrinterSettings>(key: K, value: TPrinterSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const [device, setDevice] = useState<string | null>(null);
  const [printers, setPrinters] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // The USB printer this origin may already use (chosen before).
  useEffect(() => {
    void hardware()
      .usb?.getDevices()
      .then(([d]) => setDevice(d ? (d.productName ?? t('USB printer')) : null));
  }, [t]);

  const chooseUsb = async () => {
    setProblem(null);
    try {
      const d = await hardware().usb?.requestDevice({ filters: [] });
      if (d) setDevice(d.productName ?? t('USB printer'));
    } catch {
      setProblem(t('No USB printer was chosen.'));
    }
  };
  const chooseSerial = async () => {
    setProblem(null);
    try {
      await hardware().serial?.requestPort();
    } catch {
      setProblem(t('No serial port was chosen.'));
    }
  };
  const findPrinters = async () => {
    setProblem(null);
    try {
      const names = await bridgePrinters({ url: draft.bridgeUrl, token: draft.bridgeToken });
      setPrinters(names);
      if (!names.includes(draft.bridgePrinter)) set('bridgePrinter', names[0] ?? '');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const save = () => queue.saveSettings(draft);
  const testPrint = () => {
    save();
    queue.enqueue(msg('Test page'), async () =>
      encodeReceipt(testPage(shopName, t), { paper: draft.paper }),
    );
  };

  return (
    <Stack gap="md">
      <PrintJobs />
      <Title order={3} fz="md">
        {t("This register's printer")}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="printer-connection">
          {t('Connection')}
        </Text>
        <SegmentedControl
          aria-labelledby="printer-connection"
          data={CONNECTIONS.map((c) => ({ ...c, label: t(c.label) }))}
          value={draft.connection}
          onChange={(v) => set('connection', v as TPrinterSettings['connection'])}
        />
        <Text size="xs" c="dimmed">
          {draft.connection === 'none'
            ? t('Receipts open as a PDF in the print dialog.')
            : t('Receipts print as soon as the sale is made, without a dialog.')}
        </Text>
      </Stack>
      {draft.connection === 'usb' ? (
        <Group>
          <Button variant="default" onClick={chooseUsb}>
            {t('Choose the USB printer')}
          </Button>
          <Text size="sm">
            {device ? t('Chosen: {{device}}', { device }) : t('None chosen yet')}
          </Text>
        </Group>
      ) : null}
      {draft.connection === 'serial' ? (
        <Group align="flex-end">
          <Button variant="default" onClick={chooseSerial}>
            {t('Choose the serial port')}
          </Button>
          <Select
            label={t('Speed (baud)')}
            data={BAUD_RATES}
            value={String(draft.baudRate)}
            onChange={(v) => set('baudRate', Number(v ?? 9600))}
            allowDeselect={false}
            w={140}
          />
        </Group>
      ) : null}
      {draft.connection === 'bridge' ? (
        <Stack gap="xs">
          <TextInput
            label={t('Print bridge')}
            description={t('Where npx pos-print-bridge listens on this computer')}
            value={draft.bridgeUrl}
            onChange={(e) => set('bridgeUrl', e.currentTarget.value)}
          />
          <PasswordInput
            label={t('Pairing token')}
            description={t('The token the bridge showed when it started')}
            value={draft.bridgeToken}
            onChange={(e) => set('bridgeToken', e.currentTarget.value)}
          />
          <Group align="flex-end">
            <Select
              label={t('Printer')}
              data={printers.length ? printers : draft.bridgePrinter ? [draft.bridgePrinter] : []}
              value={draft.bridgePrinter || null}
              onChange={(v) => set('bridgePrinter', v ?? '')}
              placeholder={t("Find the bridge's printers")}
              w={220}
            />
            <Button variant="default" onClick={findPrinters}>
              {t('Find printers')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {draft.connection !== 'none' ? (
        <Stack gap="xs">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="printer-paper">
              {t('Paper')}
            </Text>
            <SegmentedControl
              aria-labelledby="printer-paper"
              data={[
                { value: '80', label: '80 mm' }, // i18n-ignore: a paper width
                { value: '58', label: '58 mm' }, // i18n-ignore: a paper width
              ]}
              value={String(draft.paper)}
              onChange={(v) => set('paper', v === '58' ? 58 : 80)}
            />
          </Stack>
          <Switch
            label={t("Print each sale's receipt as it is made")}
            checked={draft.autoPrint}
            onChange={(e) => set('autoPrint', e.currentTarget.checked)}
          />
          <Switch
            label={t('Open the cash drawer for a sale paid in cash')}
            checked={draft.openDrawerOnCash}
            onChange={(e) => set('openDrawerOnCash', e.currentTarget.checked)}
          />
        </Stack>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {draft.connection !== 'none' ? (
          <Button variant="default" onClick={testPrint}>
            {t('Print a test page')}
          </Button>
        ) : null}
        <Button onClick={save}>{t('Save')}</Button>
      </Group>
    </Stack>
  );
}

/** The print queue: each job's state; a failed one with its reason, Retry and Dismiss. */
function PrintJobs() {
  const { t } = useTranslation('common');
  const queue = usePrintQueue();
  if (queue.jobs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('Nothing printed yet on this register.')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-label={t('Print queue')} component="section">
      {queue.jobs.map((job) => (
        <Group key={job.id} justify="space-between" wrap="nowrap" data-testid="print-job">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {t(job.label)}
            </Text>
            <Text size="xs" c={job.status === 'failed' ? 'red' : 'dimmed'}>
              {job.error
                ? t('{{status}}: {{error}}', {
                    status: t(STATUS_TEXT[job.status]),
                    error: job.error,
                  })
                : t(STATUS_TEXT[job.status])}
            </Text>
          </Stack>
          {job.status === 'failed' ? (
            <Group gap="xs" wrap="nowrap">
              <Button size="compact-sm" onClick={() => queue.retry(job.id)}>
                {t('Retry')}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => queue.dismiss(job.id)}>
                {t('Dismiss')}
              </Button>
            </Group>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
