import { Text } from '@mantine/core';
import {
  formatMinor,
  PLAN_IDS,
  PLAN_LABELS,
  TRANSACTION_STATUSES,
  type TSubscriptionTransactionRow,
} from '@pos/contracts/subscription';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { shortId } from '../../lib/format';
import {
  methodLabel,
  PaymentStatusBadge,
  ShortIdCell,
  STATUS_LABELS,
} from './subscription-transaction-cells';

const dimmedDash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/**
 * Spec 2 §2 Subscription Transactions: the organization's plan payments, read only (they are
 * written by the payment verification and the gateway's webhook). The subscription tab links
 * here with `?subscriptionId=`, which fills the filter of the same name.
 */
export const subscriptionTransactionsResource = defineResource<TSubscriptionTransactionRow>({
  title: 'Subscription Transactions',
  itemTitle: 'Subscription Transaction',
  emptyNoun: 'subscription transactions',
  screen: 'subscriptionTransactions',
  endpoint: '/subscription-transactions',
  queryKeyRoot: 'subscription-transactions',
  columns: [
    {
      key: 'createdAt',
      header: 'Date',
      sortKey: 'createdAt',
      nowrap: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    {
      key: 'customer',
      header: 'Customer ID',
      nowrap: true,
      render: (r) => <ShortIdCell id={r.customer_id} />,
    },
    {
      key: 'payment',
      header: 'Payment ID',
      nowrap: true,
      render: (r) => <ShortIdCell id={r.paymentId} />,
    },
    {
      key: 'subscription',
      header: 'Subscription ID',
      nowrap: true,
      render: (r) => <ShortIdCell id={r.subscriptionId} />,
    },
    { key: 'plan', header: 'Plan', nowrap: true, render: (r) => PLAN_LABELS[r.plan] ?? r.plan },
    {
      key: 'method',
      header: 'Payment Method',
      nowrap: true,
      render: (r) => methodLabel(r.method) ?? dimmedDash,
    },
    {
      key: 'amount',
      header: 'Amount',
      sortKey: 'amount',
      nowrap: true,
      render: (r) => (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {`${formatMinor(r.amount, r.currency)} ${r.currency}`}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (r) => <PaymentStatusBadge status={r.status} />,
    },
    {
      key: 'transaction',
      header: 'Transaction ID',
      nowrap: true,
      render: (r) => <ShortIdCell id={r.transactionId} />,
    },
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'All statuses',
      options: TRANSACTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
    {
      kind: 'select',
      param: 'plan',
      label: 'Plan',
      placeholder: 'All plans',
      options: PLAN_IDS.map((p) => ({ value: p, label: PLAN_LABELS[p] })),
    },
    { kind: 'date', param: 'from', label: 'From Date', bound: 'start' },
    { kind: 'date', param: 'to', label: 'To Date', bound: 'end' },
    { kind: 'text', param: 'subscriptionId', label: 'Subscription ID' },
  ],
  searchPlaceholder: 'Search payment or order ID',
  defaultSort: '-createdAt',
  itemName: (r) => `Payment ${shortId(r._id)}`,
  hideRowActions: true,
  deletable: false,
});
