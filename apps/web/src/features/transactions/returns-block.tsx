import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { pointsBackText } from '@pos/contracts/returns';
import type { TSaleReturn } from '@pos/contracts/sales';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { returnReceiptPath } from '../../api/pdf';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { usePdfOpener } from '../../components/use-pdf-opener';
import { formatDateTime } from '../../lib/dates';
import { serverText } from '../../lib/i18n';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Block, numeric } from './block';
import { itemLabel } from './transaction-details-data';

/** The sale's returns, oldest first: each with its lines, what it gave back, how, and its receipt. */
export function ReturnsBlock({ returns }: { returns: readonly TSaleReturn[] }) {
  const { t } = useTranslation('transactions');
  return (
    <Block title={t('Returns')}>
      <Stack gap="lg">
        {returns.map((r) => (
          <ReturnEntry key={r._id} given={r} />
        ))}
      </Stack>
    </Block>
  );
}

function ReturnEntry({ given: r }: { given: TSaleReturn }) {
  const { t } = useTranslation('transactions');
  const { formatMoney } = useGeneralSettings();
  const receipt = usePdfOpener(
    returnReceiptPath(r._id),
    t('Failed to generate the return receipt.'),
  );
  const who = [
    r.user ? t('by {{name}}', { name: r.user.name }) : null,
    r.approvedBy ? t('approved by {{name}}', { name: r.approvedBy.name }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const pointsText = pointsBackText(r, formatMoney);
  const pointsBack = pointsText ? serverText(pointsText) : null;
  return (
    <Stack
      gap="xs"
      component="article"
      aria-label={t('Return {{number}}', { number: r.documentNumber })}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {t('Return {{number}}', { number: r.documentNumber })}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              formatDateTime(r.createdAt),
              who,
              t('refunded in {{method}}', { method: serverText(r.refundMethod) }),
              pointsBack ? t('{{points}} back', { points: pointsBack }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {r.reason ? (
            <Text size="xs" c="dimmed">
              {t('Reason: {{reason}}', { reason: r.reason })}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconReceipt size={14} aria-hidden />}
          onClick={receipt.open}
          disabled={receipt.busy}
          aria-label={t('Receipt of return {{number}}', { number: r.documentNumber })}
        >
          {receipt.busy ? t('Generating...') : t('Receipt')}
        </Button>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Caption style={visuallyHidden}>
          {t('Lines of return {{number}}', { number: r.documentNumber })}
        </Table.Caption>
        <Table.Tbody>
          {r.items.map((i) => (
            <Table.Tr key={i.itemId}>
              <Table.Td fz="sm">{itemLabel(i)}</Table.Td>
              <Table.Td ta="right" fz="sm" style={numeric}>
                {`× ${i.quantity}`}
              </Table.Td>
              <Table.Td ta="right" fz="sm" style={numeric}>
                {formatMoney(i.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          {r.taxTotal > 0 ? (
            <Table.Tr>
              <Table.Td fz="sm" c="dimmed" colSpan={2}>
                {t('Taxes')}
              </Table.Td>
              <Table.Td ta="right" fz="sm" style={numeric}>
                {formatMoney(r.taxTotal)}
              </Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th fz="sm" colSpan={2} scope="row">
              {t('Total refunded')}
            </Table.Th>
            <Table.Td ta="right" fz="sm" fw={700} style={numeric}>
              {formatMoney(r.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
