import { Text } from '@mantine/core';
import type { TAdminTransactionRow } from '@pos/contracts/business-admin';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { ShortId, StatusBadge, TextOrDash } from './admin-cells';
import { PAYMENT_STATUS, PAYMENT_STATUS_OPTIONS, paymentAmount } from './admin-format';

/**
 * Spec 2 §2 All Transactions: the subscription payments of every organization. Read only: they
 * are written by the payment verification and the gateway's webhook.
 */
export const adminTransactionsResource = defineResource<TAdminTransactionRow>({
  title: 'All Transactions',
  itemTitle: 'Transaction',
  emptyNoun: 'transactions',
  screen: 'adminTransactions',
  endpoint: '/business-admin/subscription-transactions',
  queryKeyRoot: 'business-admin-transactions',
  columns: [
    {
      key: 'createdAt',
      header: 'Date',
      sortKey: 'createdAt',
      nowrap: true,
      render: (t) => formatDateTime(t.createdAt),
    },
    { key: 'user', header: 'User', render: (t) => <TextOrDash value={t.customer_name} /> },
    { key: 'email', header: 'Email', render: (t) => <TextOrDash value={t.customer_email} /> },
    {
      key: 'amount',
      header: 'Amount',
      sortKey: 'amount',
      nowrap: true,
      render: (t) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {paymentAmount(t.amount, t.currency)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (t) => <StatusBadge status={t.status} looks={PAYMENT_STATUS} />,
    },
    {
      key: 'transactionId',
      header: 'Transaction ID',
      nowrap: true,
      render: (t) => <ShortId id={t.transactionId} />,
    },
    { key: 'organization', header: 'Organization', render: (t) => t.organizationName },
  ],
  filters: [
    { kind: 'text', param: 'userEmail', label: 'User Email', placeholder: 'Filter by email' },
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'All',
      options: PAYMENT_STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: 'Search transaction ID or organization',
  defaultSort: '-createdAt',
  itemName: (t) => `Transaction ${t.transactionId}`,
  hideRowActions: true,
  deletable: false,
});
