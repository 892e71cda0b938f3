// i18n-pending — words still written here, not yet from the catalogs
import { SimpleGrid, Text } from '@mantine/core';
import type { TTransaction } from '@pos/contracts/sales';
import { TransactionStatusBadge } from '../../components/transaction-status-badge';
import { formatDateTime } from '../../lib/dates';
import { Block, Field } from './block';

/**
 * The sale at a glance: id, receipt number, date, status, store, cashier (the manager who
 * approved the cashier's discounts, and when it was refunded).
 */
export function SummaryBlock({
  transaction: t,
  id12,
}: {
  transaction: TTransaction;
  id12: string;
}) {
  return (
    <Block title="Summary">
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 + (t.approvedBy ? 1 : 0) + (t.refundedAt ? 1 : 0) }}
        spacing="md"
        verticalSpacing="sm"
      >
        <Field label="Transaction ID">
          <Text span size="sm" ff="monospace" title={t._id}>
            {id12}
          </Text>
        </Field>
        <Field label="Receipt No.">
          <Text span size="sm" ff="monospace">
            {t.documentNumber ?? '—'}
          </Text>
        </Field>
        <Field label="Date">{formatDateTime(t.transactionDate)}</Field>
        <Field label="Status">
          <TransactionStatusBadge status={t.status} />
        </Field>
        <Field label="Store">{t.store?.name ?? '—'}</Field>
        <Field label="Cashier">{t.cashier?.name ?? '—'}</Field>
        {t.approvedBy ? <Field label="Discounts approved by">{t.approvedBy.name}</Field> : null}
        {t.refundedAt ? <Field label="Refunded At">{formatDateTime(t.refundedAt)}</Field> : null}
      </SimpleGrid>
    </Block>
  );
}
