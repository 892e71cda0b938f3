import { Group, Stack, Text } from '@mantine/core';
import {
  SALE_MESSAGES,
  SALE_PAYMENT_METHODS,
  salePaymentLabel,
  TENDER_LABELS,
  TRANSACTION_STATUSES,
  type TTransactionRow,
} from '@pos/contracts/sales';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_OPTIONS } from '../../api/options';
import { MoneyCell } from '../../components/money-cell';
import { column, dateTimeColumn, isId } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { TransactionStatusBadge } from '../../components/transaction-status-badge';
import { shortId } from '../../lib/format';
import { i18n, msg, serverText } from '../../lib/i18n';
import { customerLabel, isDeletableStatus, transactionPath } from '../../lib/transaction-status';
import { type TransactionsQuery, transactionsApi } from './api';
import { NeedsReviewBadge } from './needs-review-badge';
import { TransactionIdLink } from './transaction-cells';

/** The customer's name, or a dimmed "Walk-in". */
function CustomerCell({ name }: { name: string | null }) {
  return name?.trim() ? (
    name
  ) : (
    <Text span size="sm" c="dimmed">
      {customerLabel(null)}
    </Text>
  );
}

/** The receipt's number, and under it the one an offline register printed (it finds the sale too). */
function ReceiptNumbers({ row }: { row: TTransactionRow }) {
  const { t } = useTranslation('transactions');
  if (!row.localNumber) return row.documentNumber ?? '—';
  return (
    <Stack gap={0}>
      <span>{row.documentNumber ?? '—'}</span>
      <Text span size="xs" c="dimmed" title={t('Receipt number printed by the offline register')}>
        {t('Offline {{number}}', { number: row.localNumber })}
      </Text>
    </Stack>
  );
}

/**
 * Spec 1 §2 Transactions list: read only (sales are made at the register), each row opening its
 * details. Completed and (partly) refunded sales moved stock and stay in the books; only a
 * pending or failed one can be deleted. The status filter offers Partially Refunded (orange).
 */
export const transactionsResource = defineResource<TTransactionRow, TransactionsQuery>({
  ...transactionsApi,
  title: msg('Transactions'),
  itemTitle: msg('Transaction'),
  screen: 'transactions',
  namespace: 'transactions',
  columns: [
    column('id', msg('Transaction ID'), (row) => <TransactionIdLink id={row._id} />, {
      nowrap: true,
    }),
    column('number', msg('Receipt No.'), (row) => <ReceiptNumbers row={row} />, { nowrap: true }),
    column('customer', msg('Customer'), (row) => <CustomerCell name={row.customerName} />),
    column('total', msg('Total'), (row) => <MoneyCell amount={row.totalAmount} />, {
      sortKey: 'totalAmount',
      nowrap: true,
    }),
    column(
      'status',
      msg('Status'),
      (row) => (
        <Group gap={6} wrap="nowrap">
          <TransactionStatusBadge status={row.status} />
          {row.needsReview ? <NeedsReviewBadge /> : null}
        </Group>
      ),
      { nowrap: true },
    ),
    column(
      'payment',
      msg('Payment'),
      // A split sale names its parts: "Split (Card + Cash)".
      (row) =>
        row.paymentMethods.length > 1
          ? `${serverText(salePaymentLabel(row.paymentMethod))} (${row.paymentMethods.map((m) => serverText(TENDER_LABELS[m])).join(' + ')})`
          : serverText(salePaymentLabel(row.paymentMethod)),
      { nowrap: true },
    ),
    column('store', msg('Store'), (row) => row.storeName || '—'),
    dateTimeColumn('date', msg('Date'), (row) => row.transactionDate, 'transactionDate'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'customerId',
      label: msg('Customer'),
      placeholder: msg('All customers'),
      options: CUSTOMER_OPTIONS,
      isValid: isId,
    },
    { kind: 'date', param: 'fromDate', label: msg('From Date') },
    { kind: 'date', param: 'toDate', label: msg('To Date') },
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All statuses'),
      options: TRANSACTION_STATUSES.map((s) => ({ value: s, label: s })),
    },
    {
      kind: 'select',
      param: 'paymentMethod',
      label: msg('Payment Method'),
      placeholder: msg('All methods'),
      // A method finds the split sales with a part of it too; Split, only those.
      options: SALE_PAYMENT_METHODS.map((m) => ({
        value: m,
        label: salePaymentLabel(m),
      })),
    },
    {
      kind: 'select',
      param: 'needsReview',
      label: msg('Review'),
      placeholder: msg('All sales'),
      // Offline sales recorded although an online one would have been refused (DESIGN §13).
      options: [
        { value: 'true', label: msg('Needs review') },
        { value: 'false', label: msg('Nothing to review') },
      ],
    },
  ],
  searchPlaceholder: msg('Search customer or offline receipt no.'),
  defaultSort: '-transactionDate',
  itemName: (row) => i18n.t('Transaction {{id}}', { ns: 'transactions', id: shortId(row._id) }),
  canDelete: (row) => isDeletableStatus(row.status),
  rowHref: (row) => transactionPath(row._id),
  csvExport: {
    endpoint: '/transactions/export.csv',
    emptyText: SALE_MESSAGES.csvEmpty,
    failureText: SALE_MESSAGES.csvFailed,
  },
});
