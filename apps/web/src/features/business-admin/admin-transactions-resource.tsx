import type { TAdminTransactionRow } from '@pos/contracts/business-admin';
import { column, dateTimeColumn, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { i18n, msg } from '../../lib/i18n';
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
  namespace: 'business-admin',
  title: msg('All Transactions'),
  itemTitle: msg('Transaction'),
  emptyNoun: msg('transactions'),
  screen: 'adminTransactions',
  columns: [
    dateTimeColumn('createdAt', msg('Date'), (tx) => tx.createdAt, 'createdAt'),
    column('user', msg('User'), (tx) => <TextOrDash value={tx.customer_name} />),
    column('email', msg('Email'), (tx) => <TextOrDash value={tx.customer_email} />),
    column(
      'amount',
      msg('Amount'),
      (tx) => <AmountText amount={tx.amount} currency={tx.currency} />,
      {
        sortKey: 'amount',
        nowrap: true,
      },
    ),
    column(
      'status',
      msg('Status'),
      (tx) => <StatusBadge status={tx.status} looks={PAYMENT_STATUS} />,
      NOWRAP,
    ),
    column(
      'transactionId',
      msg('Transaction ID'),
      (tx) => <ShortId id={tx.transactionId} />,
      NOWRAP,
    ),
    column('organization', msg('Organization'), (tx) => tx.organizationName),
  ],
  filters: [
    {
      kind: 'text',
      param: 'userEmail',
      label: msg('User Email'),
      placeholder: msg('Filter by email'),
    },
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All'),
      options: PAYMENT_STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: msg('Search transaction ID or organization'),
  defaultSort: '-createdAt',
  itemName: (tx) => i18n.t('Transaction {{id}}', { ns: 'business-admin', id: tx.transactionId }),
  hideRowActions: true,
  deletable: false,
});
