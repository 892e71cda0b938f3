// i18n-pending — words still written here, not yet from the catalogs
import { canAccess, PURCHASING_ACCESS } from '@pos/contracts/permissions';
import {
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_STATUSES,
  type TPurchaseOrderRow,
} from '@pos/contracts/purchase-orders';
import { MoneyCell } from '../../../components/money-cell';
import { column, dateTimeColumn } from '../../../components/resource-list/columns';
import { defineResource } from '../../../components/resource-list/types';
import { type PurchaseOrdersQuery, purchaseOrdersApi } from './api';
import { PurchaseOrderForm } from './purchase-order-form';
import { PurchaseOrderStatusBadge } from './status-badge';

/** What the shop ordered from its suppliers, and what has arrived (docs/guide/purchasing.md). */
export const purchaseOrdersResource = defineResource<TPurchaseOrderRow, PurchaseOrdersQuery>({
  ...purchaseOrdersApi,
  title: 'Purchase Orders',
  itemTitle: 'Purchase Order',
  screen: 'purchaseOrders',
  columns: [
    column('number', 'Number', (o) => o.number, { sortKey: 'number', nowrap: true }),
    column('supplier', 'Supplier', (o) => o.supplierName),
    column('status', 'Status', (o) => <PurchaseOrderStatusBadge status={o.status} />, {
      nowrap: true,
    }),
    column('location', 'Deliver To', (o) => o.locationName),
    column('expected', 'Expected', (o) => o.expectedDate ?? '—', {
      sortKey: 'expectedDate',
      nowrap: true,
    }),
    column('received', 'Received', (o) => `${o.totals.receivedQuantity} of ${o.totals.quantity}`, {
      nowrap: true,
    }),
    column('total', 'Total', (o) => <MoneyCell amount={o.totals.total} />, { nowrap: true }),
    dateTimeColumn('createdAt', 'Created At', (o) => o.createdAt, 'createdAt'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'All statuses',
      options: PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: s })),
    },
    { kind: 'date', param: 'createdFrom', label: 'Created From' },
    { kind: 'date', param: 'createdTo', label: 'Created To' },
  ],
  searchPlaceholder: 'Search number, supplier or notes',
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
