import type { PurchaseOrderStatus } from '@pos/contracts/purchase-orders';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { msg } from '../../../lib/i18n';

/** The statuses in words, for the filter and the badge. */
export const STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  Draft: msg('Draft'),
  Ordered: msg('Ordered'),
  'Partially Received': msg('Partially Received'),
  Received: msg('Received'),
  Cancelled: msg('Cancelled'),
  Closed: msg('Closed'),
};

const COLOR: Record<PurchaseOrderStatus, string> = {
  Draft: 'gray',
  Ordered: 'blue',
  'Partially Received': 'yellow',
  Received: 'green',
  Cancelled: 'red',
  Closed: 'grape',
};

/** A purchase order's status, coloured. */
export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('purchasing');
  // The status in words, coloured by its code.
  const label = t(STATUS_LABELS[status]);
  return <StatusBadge status={label} colors={{ [label]: COLOR[status] }} />;
}
