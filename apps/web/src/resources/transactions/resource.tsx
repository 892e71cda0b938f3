import { Text } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import {
  PAYMENT_METHODS,
  SALE_MESSAGES,
  TRANSACTION_STATUSES,
  type TTransactionRow,
} from '@pos/contracts/sales';
import type { OptionsSource } from '../../components/resource-list/types';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime, localIsoDate } from '../../lib/dates';
import { shortId } from '../../lib/format';
import { MoneyCell } from './money-cell';
import { TransactionIdLink, TransactionStatusBadge } from './transaction-cells';
import { customerLabel, isDeletableStatus, transactionPath } from './transaction-status';

/** The organization's customers, by name, for the Customer filter. */
const CUSTOMER_OPTIONS: OptionsSource = {
  endpoint: '/customers',
  queryKeyRoot: 'customers',
  query: { sort: 'name' },
};

/**
 * Spec 1 §2 Transactions list: read only (sales are made at the register), each row opening its
 * details. Completed and refunded sales moved stock and stay in the books; only a pending or
 * failed one can be deleted.
 */
export const transactionsResource = defineResource<TTransactionRow>({
  title: 'Transactions',
  itemTitle: 'Transaction',
  screen: 'transactions',
  endpoint: '/transactions',
  queryKeyRoot: 'transactions',
  columns: [
    {
      key: 'id',
      header: 'Transaction ID',
      nowrap: true,
      render: (t) => <TransactionIdLink id={t._id} />,
    },
    {
      key: 'customer',
      header: 'Customer',
      render: (t) =>
        t.customerName?.trim() ? (
          t.customerName
        ) : (
          <Text span size="sm" c="dimmed">
            {customerLabel(null)}
          </Text>
        ),
    },
    {
      key: 'total',
      header: 'Total',
      sortKey: 'totalAmount',
      nowrap: true,
      render: (t) => <MoneyCell amount={t.totalAmount} />,
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (t) => <TransactionStatusBadge status={t.status} />,
    },
    { key: 'payment', header: 'Payment', nowrap: true, render: (t) => t.paymentMethod },
    { key: 'store', header: 'Store', render: (t) => t.storeName || '—' },
    {
      key: 'date',
      header: 'Date',
      sortKey: 'transactionDate',
      nowrap: true,
      render: (t) => formatDateTime(t.transactionDate),
    },
  ],
  filters: [
    {
      kind: 'select',
      param: 'customerId',
      label: 'Customer',
      placeholder: 'All customers',
      options: CUSTOMER_OPTIONS,
      isValid: (v) => ZId.safeParse(v).success,
    },
    { kind: 'date', param: 'fromDate', label: 'From Date', bound: 'start' },
    { kind: 'date', param: 'toDate', label: 'To Date', bound: 'end' },
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
      options: PAYMENT_METHODS.map((m) => ({ value: m, label: m })),
    },
  ],
  searchPlaceholder: 'Search customer name',
  defaultSort: '-transactionDate',
  itemName: (t) => `Transaction ${shortId(t._id)}`,
  canDelete: (t) => isDeletableStatus(t.status),
  rowHref: (t) => transactionPath(t._id),
  csvExport: {
    endpoint: '/transactions/export.csv',
    fileName: () => `transactions-${localIsoDate()}.csv`,
    emptyText: SALE_MESSAGES.csvEmpty,
    failureText: SALE_MESSAGES.csvFailed,
  },
});
