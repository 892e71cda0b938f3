import { Text } from '@mantine/core';
import {
  formatMinor,
  PLAN_IDS,
  PLAN_LABELS,
  TRANSACTION_STATUSES,
  type TSubscriptionTransactionRow,
} from '@pos/contracts/subscription';
import { column, dateTimeColumn, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { shortId } from '../../lib/format';
import { i18n, msg } from '../../lib/i18n';
import { type SubscriptionTransactionsQuery, subscriptionTransactionsApi } from './api';
import {
  methodLabel,
  PaymentStatusBadge,
  ShortIdCell,
  STATUS_LABELS,
} from './subscription-transaction-cells';

function AmountText({ amount, currency }: { amount: number; currency: string }) {
  return (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {`${formatMinor(amount, currency)} ${currency}`}
    </Text>
  );
}

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
export const subscriptionTransactionsResource = defineResource<
  TSubscriptionTransactionRow,
  SubscriptionTransactionsQuery
>({
  ...subscriptionTransactionsApi,
  namespace: 'subscription',
  title: msg('Subscription Transactions'),
  itemTitle: msg('Subscription Transaction'),
  emptyNoun: msg('subscription transactions'),
  screen: 'subscriptionTransactions',
  columns: [
    dateTimeColumn('createdAt', msg('Date'), (r) => r.createdAt, 'createdAt'),
    column('customer', msg('Customer ID'), (r) => <ShortIdCell id={r.customer_id} />, NOWRAP),
    column('payment', msg('Payment ID'), (r) => <ShortIdCell id={r.paymentId} />, NOWRAP),
    column(
      'subscription',
      msg('Subscription ID'),
      (r) => <ShortIdCell id={r.subscriptionId} />,
      NOWRAP,
    ),
    column('plan', msg('Plan'), (r) => PLAN_LABELS[r.plan] ?? r.plan, NOWRAP),
    column('method', msg('Payment Method'), (r) => methodLabel(r.method) ?? dimmedDash, NOWRAP),
    column('amount', msg('Amount'), (r) => <AmountText amount={r.amount} currency={r.currency} />, {
      sortKey: 'amount',
      nowrap: true,
    }),
    column('status', msg('Status'), (r) => <PaymentStatusBadge status={r.status} />, NOWRAP),
    column(
      'transaction',
      msg('Transaction ID'),
      (r) => <ShortIdCell id={r.transactionId} />,
      NOWRAP,
    ),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All statuses'),
      options: TRANSACTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
    {
      kind: 'select',
      param: 'plan',
      label: msg('Plan'),
      placeholder: msg('All plans'),
      options: PLAN_IDS.map((p) => ({ value: p, label: PLAN_LABELS[p] })),
    },
    { kind: 'date', param: 'from', label: msg('From Date') },
    { kind: 'date', param: 'to', label: msg('To Date') },
    { kind: 'text', param: 'subscriptionId', label: msg('Subscription ID') },
  ],
  searchPlaceholder: msg('Search payment or order ID'),
  defaultSort: '-createdAt',
  itemName: (r) => i18n.t('Payment {{id}}', { ns: 'subscription', id: shortId(r._id) }),
  hideRowActions: true,
  deletable: false,
});
