import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  STOCK_COUNT_LINE_STATES,
  STOCK_COUNT_MESSAGES,
  type TStockCountLine,
  type TStockCountRow,
} from '@pos/contracts/stock-counts';
import { QUANTITY_DECIMALS } from '@pos/contracts/units';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { type Figure, FigureTable } from '../../components/figure-table';
import { PageFrame } from '../../components/page-frame';
import { column } from '../../components/resource-list/columns';
import { type ListFrameParts, ResourceList } from '../../components/resource-list/resource-list';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { msg } from '../../lib/i18n';
import {
  type StockCountLinesQuery,
  stockCountLinesApi,
  useCountLine,
  useStockCountAction,
} from './api';
import { lineItemName, typedCount } from './count-lines';
import { StockCountStatusBadge } from './status-badge';

export const TITLE = msg('Stock Count');

const STATE_LABELS: Record<(typeof STOCK_COUNT_LINE_STATES)[number], string> = {
  counted: msg('Counted'),
  uncounted: msg('Not counted'),
  difference: msg('With a difference'),
};

/** A line as the server answered it after a scan or a typed count. */
type OnCounted = (line: TStockCountLine) => void;

/** A count typed in a line: saved when the field is left or Enter is pressed. */
function CountInput({
  countId,
  line,
  onCounted,
}: {
  countId: string;
  line: TStockCountLine;
  onCounted: OnCounted;
}) {
  const { t } = useTranslation('stock-counts');
  const save = useCountLine(countId);
  const shown = line.counted === null ? '' : String(line.counted);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // A scan or another user's count changes the line: show what the server holds.
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const counted = typedCount(text);
    if (counted === undefined) return setError(t('A number from 0, up to 3 decimals'));
    if (text.trim() === shown) return setError(null);
    save.mutate(
      { kind: 'set', lineId: line._id, body: { counted } },
      {
        onSuccess: (answer) => {
          setError(null);
          onCounted(answer.data);
        },
        onError: (err) => setError(errorMessage(err, t('The count could not be saved.'))),
      },
    );
  };
  return (
    <NumberInput
      aria-label={t('Counted {{item}}', { item: lineItemName(line) })}
      value={text}
      onChange={(v) => setText(String(v))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      min={0}
      // Whole units, or 3 decimals of an item sold by a measure (the server checks which).
      decimalScale={QUANTITY_DECIMALS}
      allowNegative={false}
      hideControls
      w={96}
      size="xs"
      error={error}
      disabled={save.isPending}
    />
  );
}

/**
 * The keyboard-wedge scanner's field: each Enter adds the quantity of the scanned item. `last`
 * is the details page's: a count typed in the scanned item's line changes it too, so the
 * message says the count as it is now, not as the last scan left it.
 */
function ScanPanel({
  countId,
  last,
  onCounted,
}: {
  countId: string;
  last: TStockCountLine | null;
  onCounted: (line: TStockCountLine | null) => void;
}) {
  const { t } = useTranslation('stock-counts');
  const scan = useCountLine(countId);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const submit = () => {
    const barcode = code.trim();
    if (!barcode) return;
    scan.mutate(
      { kind: 'scan', body: { barcode, quantity: Number(quantity) || 1 } },
      {
        onSuccess: (answer) => {
          onCounted(answer.data);
          setError(null);
          setCode('');
        },
        onError: (err) => {
          onCounted(null);
          setError(errorMessage(err, t('The scan could not be counted.')));
        },
      },
    );
  };
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        {t('Count by scanning')}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('Scan a barcode')}
          description={t(
            "Scan (or type a SKU and press Enter): the item's count goes up by the quantity.",
          )}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={error}
          style={{ flex: '1 1 16rem' }}
          autoFocus
        />
        <NumberInput
          label={t('Quantity')}
          value={quantity}
          onChange={setQuantity}
          decimalScale={QUANTITY_DECIMALS}
          w={110}
        />
      </Group>
      {last ? (
        <Text size="sm" mt="xs" role="status">
          {t('{{item}}: counted {{counted}} (expected {{expected}})', {
            item: lineItemName(last),
            counted: last.counted ?? 0,
            expected: last.expected,
          })}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Post: books the differences; asks whether items nobody counted go to zero. */
function PostDialog({
  count,
  opened,
  onClose,
}: {
  count: TStockCountRow;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock-counts');
  const act = useStockCountAction();
  const [zeroUncounted, setZeroUncounted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uncounted = count.totals.lines - count.totals.counted;
  // Awaited, not mutate's callbacks: the posted count's page drops this dialog at once.
  const post = async () => {
    try {
      const answer = await act.mutateAsync({
        id: count._id,
        action: 'post',
        body: { zeroUncounted },
      });
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    } catch (err) {
      setError(errorMessage(err, t('The count could not be posted.')));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('Post this count?')} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t(
            '{{differing}} counted item(s) differ from what was expected: each gets a "Stock count" entry in the stock history. Sales and deliveries made during the count stay booked. A posted count cannot be changed.',
            { differing: count.totals.withDifference },
          )}
        </Text>
        {uncounted > 0 ? (
          <Checkbox
            label={t('Set the {{uncounted}} item(s) nobody counted to zero', { uncounted })}
            description={t('Leave unticked to keep their stock as it is.')}
            checked={zeroUncounted}
            onChange={(e) => setZeroUncounted(e.currentTarget.checked)}
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={post} loading={act.isPending}>
            {t('Post count')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A loaded count: what it covers, counting while open, the lines and their differences. */
export function StockCountDetails({ count: c, back }: { count: TStockCountRow; back: ReactNode }) {
  const { t } = useTranslation('stock-counts');
  const { formatMoney } = useGeneralSettings();
  const open = c.status === 'Open';
  const act = useStockCountAction();
  const [posting, setPosting] = useState(false);
  const [lastScanned, setLastScanned] = useState<TStockCountLine | null>(null);
  // A typed count updates the scan message only when it is the scanned item's line.
  const countTyped = useCallback<OnCounted>(
    (line) => setLastScanned((last) => (last?._id === line._id ? line : last)),
    [],
  );

  const lines = useMemo(
    () =>
      defineResource<TStockCountLine, StockCountLinesQuery>({
        ...stockCountLinesApi(c._id),
        title: msg('Lines'),
        itemTitle: msg('Line'),
        emptyNoun: msg('lines'),
        screen: 'stockCounts',
        columns: [
          column('item', msg('Item'), (l) => lineItemName(l), { sortKey: 'productName' }),
          column('sku', msg('SKU'), (l) => l.sku ?? '—', { nowrap: true }),
          column('expected', msg('Expected'), (l) => l.expected, { nowrap: true }),
          column(
            'counted',
            msg('Counted'),
            (l) =>
              open ? (
                <CountInput countId={c._id} line={l} onCounted={countTyped} />
              ) : (
                (l.counted ?? '—')
              ),
            { sortKey: 'countedAt', nowrap: true },
          ),
          column('difference', msg('Difference'), (l) => l.difference ?? '—', {
            sortKey: 'difference',
            nowrap: true,
          }),
          column(
            'value',
            msg('Value at Cost'),
            (l) => (l.differenceValue === null ? '—' : formatMoney(l.differenceValue)),
            { nowrap: true },
          ),
        ],
        filters: [
          {
            kind: 'select',
            param: 'state',
            label: msg('Show'),
            placeholder: msg('All lines'),
            options: STOCK_COUNT_LINE_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
          },
        ],
        searchPlaceholder: msg('Search name or SKU'),
        defaultSort: 'productName',
        itemName: lineItemName,
        hideRowActions: true,
        canCreate: () => false,
        deletable: false,
        csvExport: {
          endpoint: `${stockCountLinesApi(c._id).endpoint}/export.csv`,
          emptyText: STOCK_COUNT_MESSAGES.linesCsvEmpty,
          failureText: STOCK_COUNT_MESSAGES.linesCsvFailed,
          buttonLabel: msg('Variance report (CSV)'),
        },
      }),
    [c._id, open, formatMoney, countTyped],
  );

  const askCancel = () =>
    modals.openConfirmModal({
      title: t('Cancel this count?'),
      centered: true,
      children: <Text size="sm">{t('Nothing is booked: stock stays as it is.')}</Text>,
      labels: { confirm: t('Cancel count'), cancel: t('Keep counting') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        act.mutate(
          { id: c._id, action: 'cancel' },
          {
            onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
            onError: (err) =>
              notifications.show({
                color: 'red',
                message: errorMessage(err, t('The count could not be cancelled.')),
              }),
          },
        ),
    });

  /** "<date> by <name>", or the date alone when nobody is named. */
  const byWhom = (date: string, name: string | null) =>
    name ? t('{{date}} by {{name}}', { date: formatDateTime(date), name }) : formatDateTime(date);

  const about: Figure[] = [
    [t('Status'), <StockCountStatusBadge key="status" status={c.status} />],
    [t('Location'), c.locationName],
    [t('Category'), c.categoryName ?? t('All')],
    [t('Started'), byWhom(c.createdAt, c.createdByName)],
    ...(c.postedAt ? ([[t('Posted'), byWhom(c.postedAt, c.postedByName)]] as Figure[]) : []),
    ...(c.cancelledAt ? ([[t('Cancelled'), formatDateTime(c.cancelledAt)]] as Figure[]) : []),
  ];
  const figures: Figure[] = [
    [t('Items'), c.totals.lines],
    [t('Counted'), c.totals.counted],
    [t('With a difference'), c.totals.withDifference],
    [t('Difference (units)'), c.totals.difference],
    [t('Difference at cost'), formatMoney(c.totals.differenceValue), { strong: true }],
  ];

  const frame = ({ actions, body }: ListFrameParts) => (
    <PageFrame
      title={t('Stock Count {{number}}: {{name}}', { number: c.number, name: c.name })}
      actions={
        <>
          {back}
          {actions}
          {open ? (
            <>
              <Button onClick={() => setPosting(true)}>{t('Post count')}</Button>
              <Button color="red" variant="light" onClick={askCancel} loading={act.isPending}>
                {t('Cancel count')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FigureTable title={t('Count')} rows={about} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FigureTable title={open ? t('So far') : t('Result')} rows={figures} />
          </Grid.Col>
        </Grid>
        {open ? <ScanPanel countId={c._id} last={lastScanned} onCounted={setLastScanned} /> : null}
        {body}
      </Stack>
      {open ? <PostDialog count={c} opened={posting} onClose={() => setPosting(false)} /> : null}
    </PageFrame>
  );

  return <ResourceList definition={lines} frame={frame} />;
}
