// i18n-pending — words still written here, not yet from the catalogs
import { Group, Stack, Text } from '@mantine/core';
import {
  SALE_MESSAGES,
  SALE_PAYMENT_METHODS,
  salePaymentLabel,
  TENDER_LABELS,
  TRANSACTION_STATUSES,
  type TTransactionRow,
} from '@pos/contracts/sales';
import { CUSTOMER_OPTIONS } from '../../api/options';
import { MoneyCell } from '../../components/money-cell';
import { column, dateTimeColumn, isId } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { TransactionStatusBadge } from '../../components/transaction-status-badge';
import { shortId } from '../../lib/format';
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
  if (!row.localNumber) return row.documentNumber ?? '—';
  return (
    <Stack gap={0}>
      <span>{row.documentNumber ?? '—'}</span>
      <Text span size="xs" c="dimmed" title="Receipt number printed by the offline register">
        Offline {row.localNumber}
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
  title: 'Transactions',
  itemTitle: 'Transaction',
  screen: 'transactions',
  columns: [
    column('id', 'Transaction ID', (t) => <TransactionIdLink id={t._id} />, {
      nowrap: true,
    }),
    column('number', 'Receipt No.', (t) => <ReceiptNumbers row={t} />, { nowrap: true }),
    column('customer', 'Customer', (t) => <CustomerCell name={t.customerName} />),
    column('total', 'Total', (t) => <MoneyCell amount={t.totalAmount} />, {
      sortKey: 'totalAmount',
      nowrap: true,
    }),
    column(
      'status',
      'Status',
      (t) => (
        <Group gap={6} wrap="nowrap">
          <TransactionStatusBadge status={t.status} />
          {t.needsReview ? <NeedsReviewBadge /> : null}
        </Group>
      ),
      { nowrap: true },
    ),
    column(
      'payment',
      'Payment',
      // A split sale names its parts: "Split (Card + Cash)".
      (t) =>
        t.paymentMethods.length > 1
          ? `${salePaymentLabel(t.paymentMethod)} (${t.paymentMethods.map((m) => TENDER_LABELS[m]).join(' + ')})`
          : salePaymentLabel(t.paymentMethod),
      { nowrap: true },
    ),
    column('store', 'Store', (t) => t.storeName || '—'),
    dateTimeColumn('date', 'Date', (t) => t.transactionDate, 'transactionDate'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'customerId',
      label: 'Customer',
      placeholder: 'All customers',
      options: CUSTOMER_OPTIONS,
      isValid: isId,
    },
    { kind: 'date', param: 'fromDate', label: 'From Date' },
    { kind: 'date', param: 'toDate', label: 'To Date' },
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'All statuses',
      options: TRANSACTION_STATUSES.map((s) => ({ value: s, label: s })),
    },
    {
      kind: 'select',
      param: 'paymentMethod',
      label: 'Payment Method',
      placeholder: 'All methods',
      // A method finds the split sales with a part of it too; Split, only those.
      options: SALE_PAYMENT_METHODS.map((m) => ({
        value: m,
        label: salePaymentLabel(m),
      })),
    },
    {
      kind: 'select',
      param: 'needsReview',
      label: 'Review',
      placeholder: 'All sales',
      // Offline sales recorded although an online one would have been refused (DESIGN §13).
      options: [
        { value: 'true', label: 'Needs review' },
        { value: 'false', label: 'Nothing to review' },
      ],
    },
  ],
  searchPlaceholder: 'Search customer or offline receipt no.',
  defaultSort: '-transactionDate',
  itemName: (t) => `Transaction ${shortId(t._id)}`,
  canDelete: (t) => isDeletableStatus(t.status),
  rowHref: (t) => transactionPath(t._id),
  csvExport: {
    endpoint: '/transactions/export.csv',
    emptyText: SALE_MESSAGES.csvEmpty,
    failureText: SALE_MESSAGES.csvFailed,
  },
});
