import {
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PURCHASE_ORDER_MESSAGES, type TPurchaseOrderRow } from '@pos/contracts/purchase-orders';
import { QUANTITY_DECIMALS } from '@pos/contracts/units';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/form-error';
import { usePurchaseOrderAction } from './api';

const lineLabel = (l: TPurchaseOrderRow['lines'][number]) =>
  l.variationName ? `${l.productName} / ${l.variationName}` : l.productName;

/**
 * Receiving a delivery: each line's quantity arriving now — what is still due, to start with, or
 * counted by scanning: a keyboard-wedge scanner types the SKU and Enter; the first scan sets
 * every line to zero (what is counted is what arrived), and each scan adds one of its line.
 */
export function ReceivePanel({ order, onDone }: { order: TPurchaseOrderRow; onDone: () => void }) {
  const { t } = useTranslation('purchasing');
  const due = (l: TPurchaseOrderRow['lines'][number]) =>
    Math.max(l.quantity - l.receivedQuantity, 0);
  const [counts, setCounts] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(order.lines.map((l) => [l._id, due(l)])),
  );
  const [counting, setCounting] = useState(false);
  const [scan, setScan] = useState('');
  const [scanError, setScanError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const receive = usePurchaseOrderAction();

  const onScan = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = scan.trim().toLowerCase();
    if (!code) return;
    const line = order.lines.find((l) => l.sku?.toLowerCase() === code);
    setScan('');
    if (!line)
      return setScanError(t('"{{code}}" is not on this purchase order.', { code: scan.trim() }));
    setScanError(null);
    const from = counting ? counts : Object.fromEntries(order.lines.map((l) => [l._id, 0]));
    setCounting(true);
    setCounts({ ...from, [line._id]: Number(from[line._id] || 0) + 1 });
  };

  const submit = () => {
    const lines = order.lines
      .map((l) => ({ lineId: l._id, quantity: Number(counts[l._id] || 0) }))
      .filter((l) => l.quantity > 0);
    if (!lines.length) return setError(t('Enter a quantity on at least one line.'));
    setError(null);
    receive.mutate(
      { id: order._id, action: 'receive', body: { lines } },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: answer.message || PURCHASE_ORDER_MESSAGES.received,
          });
          onDone();
        },
        onError: (err) => setError(errorMessage(err, t('The stock could not be received.'))),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t('Receive stock')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('Receive stock')}
        </Title>
        <FormError message={error} />
        <TextInput
          label={t('Scan items')}
          description={t('The first scan sets every line to 0; each scan adds one of its line.')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={scan}
          onChange={(e) => setScan(e.currentTarget.value)}
          onKeyDown={onScan}
          error={scanError}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('Quantities received now')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Item')}</Table.Th>
                <Table.Th>{t('Due')}</Table.Th>
                <Table.Th w={130}>{t('Receiving now')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((l) => (
                <Table.Tr key={l._id}>
                  <Table.Td>
                    <Text size="sm">{lineLabel(l)}</Text>
                    <Text size="xs" c="dimmed">
                      {l.sku ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{due(l)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('Receiving now of {{item}}', { item: lineLabel(l) })}
                      size="xs"
                      min={0}
                      decimalScale={QUANTITY_DECIMALS}
                      allowNegative={false}
                      value={counts[l._id] ?? 0}
                      onChange={(v) => setCounts({ ...counts, [l._id]: v })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={receive.isPending}>
            {t('Receive')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
