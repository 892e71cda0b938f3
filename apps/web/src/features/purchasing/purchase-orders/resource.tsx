import { canAccess, PURCHASING_ACCESS } from '@pos/contracts/permissions';
import {
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_STATUSES,
  type TPurchaseOrderRow,
} from '@pos/contracts/purchase-orders';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../../components/money-cell';
import { column, dateTimeColumn } from '../../../components/resource-list/columns';
import { defineResource } from '../../../components/resource-list/types';
import { msg } from '../../../lib/i18n';
import { type PurchaseOrdersQuery, purchaseOrdersApi } from './api';
import { PurchaseOrderForm } from './purchase-order-form';
import { PurchaseOrderStatusBadge, STATUS_LABELS } from './status-badge';

/** How much of the order has arrived: "3 of 10". */
function ReceivedCell({ totals }: { totals: TPurchaseOrderRow['totals'] }) {
  const { t } = useTranslation('purchasing');
  return t('{{received}} of {{ordered}}', {
    received: totals.receivedQuantity,
    ordered: totals.quantity,
  });
}

/** What the shop ordered from its suppliers, and what has arrived (docs/guide/purchasing.md). */
export const purchaseOrdersResource = defineResource<TPurchaseOrderRow, PurchaseOrdersQuery>({
  ...purchaseOrdersApi,
  title: msg('Purchase Orders'),
  itemTitle: msg('Purchase Order'),
  screen: 'purchaseOrders',
  columns: [
    column('number', msg('Number'), (o) => o.number, { sortKey: 'number', nowrap: true }),
    column('supplier', msg('Supplier'), (o) => o.supplierName),
    column('status', msg('Status'), (o) => <PurchaseOrderStatusBadge status={o.status} />, {
      nowrap: true,
    }),
    column('location', msg('Deliver To'), (o) => o.locationName),
    column('expected', msg('Expected'), (o) => o.expectedDate ?? '—', {
      sortKey: 'expectedDate',
      nowrap: true,
    }),
    column('received', msg('Received'), (o) => <ReceivedCell totals={o.totals} />, {
      nowrap: true,
    }),
    column('total', msg('Total'), (o) => <MoneyCell amount={o.totals.total} />, { nowrap: true }),
    dateTimeColumn('createdAt', msg('Created At'), (o) => o.createdAt, 'createdAt'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All statuses'),
      options: PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
    { kind: 'date', param: 'createdFrom', label: msg('Created From') },
    { kind: 'date', param: 'createdTo', label: msg('Created To') },
  ],
  searchPlaceholder: msg('Search number, supplier or notes'),
  defaultSort: '-createdAt',
  form: PurchaseOrderForm,
  formSize: 'xl',
  itemName: (o) => o.number,
  // Orders are written with manage_purchasing only (a stock clerk reads and receives them); only
  // a draft changes; orders are cancelled, not deleted.
  canCreate: (ctx) => canAccess(ctx.user, PURCHASING_ACCESS),
  canEdit: (o, ctx) => o.status === 'Draft' && canAccess(ctx.user, PURCHASING_ACCESS),
  deletable: false,
  rowHref: (o) => `/purchase-orders/${o._id}`,
  csvExport: {
    endpoint: '/purchase-orders/export.csv',
    emptyText: PURCHASE_ORDER_MESSAGES.csvEmpty,
    failureText: PURCHASE_ORDER_MESSAGES.csvFailed,
  },
});
