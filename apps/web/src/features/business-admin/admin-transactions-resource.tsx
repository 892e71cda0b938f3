// i18n-pending — words still written here, not yet from the catalogs
import type { TAdminTransactionRow } from '@pos/contracts/business-admin';
import { column, dateTimeColumn, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { AmountText, ShortId, StatusBadge, TextOrDash } from './admin-cells';
import { PAYMENT_STATUS, PAYMENT_STATUS_OPTIONS } from './admin-format';
import { type AdminTransactionsQuery, adminTransactionsApi } from './api';

/**
 * Spec 2 §2 All Transactions: the subscription payments of every organization. Read only: they
 * are written by the payment verification and the gateway's webhook.
 */
export const adminTransactionsResource = defineResource<
  TAdminTransactionRow,
  AdminTransactionsQuery
>({
  ...adminTransactionsApi,
  title: 'All Transactions',
  itemTitle: 'Transaction',
  emptyNoun: 'transactions',
  screen: 'adminTransactions',
  columns: [
    dateTimeColumn('createdAt', 'Date', (t) => t.createdAt, 'createdAt'),
    column('user', 'User', (t) => <TextOrDash value={t.customer_name} />),
    column('email', 'Email', (t) => <TextOrDash value={t.customer_email} />),
    column('amount', 'Amount', (t) => <AmountText amount={t.amount} currency={t.currency} />, {
      sortKey: 'amount',
      nowrap: true,
    }),
    column(
      'status',
      'Status',
      (t) => <StatusBadge status={t.status} looks={PAYMENT_STATUS} />,
      NOWRAP,
    ),
    column('transactionId', 'Transaction ID', (t) => <ShortId id={t.transactionId} />, NOWRAP),
    column('organization', 'Organization', (t) => t.organizationName),
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
