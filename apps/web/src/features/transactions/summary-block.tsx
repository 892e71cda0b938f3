import { SimpleGrid, Text } from '@mantine/core';
import type { TTransaction } from '@pos/contracts/sales';
import { useTranslation } from 'react-i18next';
import { TransactionStatusBadge } from '../../components/transaction-status-badge';
import { formatDateTime } from '../../lib/dates';
import { Block, Field } from './block';

/**
 * The sale at a glance: id, receipt number, date, status, store, cashier (the manager who
 * approved the cashier's discounts, and when it was refunded).
 */
export function SummaryBlock({
  transaction: sale,
  id12,
}: {
  transaction: TTransaction;
  id12: string;
}) {
  const { t } = useTranslation('transactions');
  return (
    <Block title={t('Summary')}>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 + (sale.approvedBy ? 1 : 0) + (sale.refundedAt ? 1 : 0) }}
        spacing="md"
        verticalSpacing="sm"
      >
        <Field label={t('Transaction ID')}>
          <Text span size="sm" ff="monospace" title={sale._id}>
            {id12}
          </Text>
        </Field>
        <Field label={t('Receipt No.')}>
          <Text span size="sm" ff="monospace">
            {sale.documentNumber ?? '—'}
          </Text>
        </Field>
        <Field label={t('Date')}>{formatDateTime(sale.transactionDate)}</Field>
        <Field label={t('Status')}>
          <TransactionStatusBadge status={sale.status} />
        </Field>
        <Field label={t('Store')}>{sale.store?.name ?? '—'}</Field>
        <Field label={t('Cashier')}>{sale.cashier?.name ?? '—'}</Field>
        {sale.approvedBy ? (
          <Field label={t('Discounts approved by')}>{sale.approvedBy.name}</Field>
        ) : null}
        {sale.refundedAt ? (
          <Field label={t('Refunded At')}>{formatDateTime(sale.refundedAt)}</Field>
        ) : null}
      </SimpleGrid>
    </Block>
  );
}
