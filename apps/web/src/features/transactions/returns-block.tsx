// i18n-pending — words still written here, not yet from the catalogs
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { pointsBackText } from '@pos/contracts/returns';
import type { TSaleReturn } from '@pos/contracts/sales';
import { IconReceipt } from '@tabler/icons-react';
import { returnReceiptPath } from '../../api/pdf';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { usePdfOpener } from '../../components/use-pdf-opener';
import { formatDateTime } from '../../lib/dates';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Block, numeric } from './block';
import { itemLabel } from './transaction-details-data';

/** The sale's returns, oldest first: each with its lines, what it gave back, how, and its receipt. */
export function ReturnsBlock({ returns }: { returns: readonly TSaleReturn[] }) {
  return (
    <Block title="Returns">
      <Stack gap="lg">
        {returns.map((r) => (
          <ReturnEntry key={r._id} given={r} />
        ))}
      </Stack>
    </Block>
  );
}

function ReturnEntry({ given: r }: { given: TSaleReturn }) {
  const { formatMoney } = useGeneralSettings();
  const receipt = usePdfOpener(returnReceiptPath(r._id), 'Failed to generate the return receipt.');
  const who = [
    r.user ? `by ${r.user.name}` : null,
    r.approvedBy ? `approved by ${r.approvedBy.name}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="xs" component="article" aria-label={`Return ${r.documentNumber}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {`Return ${r.documentNumber}`}
          </Text>
          <Text size="xs" c="dimmed">
            {`${formatDateTime(r.createdAt)}${who ? ` · ${who}` : ''} · refunded in ${r.refundMethod}${
              pointsBackText(r, formatMoney) ? ` · ${pointsBackText(r, formatMoney)} back` : ''
            }`}
          </Text>
          {r.reason ? <Text size="xs" c="dimmed">{`Reason: ${r.reason}`}</Text> : null}
        </Stack>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconReceipt size={14} aria-hidden />}
          onClick={receipt.open}
          disabled={receipt.busy}
          aria-label={`Receipt of return ${r.documentNumber}`}
        >
          {receipt.busy ? 'Generating...' : 'Receipt'}
        </Button>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Caption
          style={visuallyHidden}
        >{`Lines of return ${r.documentNumber}`}</Table.Caption>
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
                Taxes
              </Table.Td>
              <Table.Td ta="right" fz="sm" style={numeric}>
                {formatMoney(r.taxTotal)}
              </Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th fz="sm" colSpan={2} scope="row">
              Total refunded
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
