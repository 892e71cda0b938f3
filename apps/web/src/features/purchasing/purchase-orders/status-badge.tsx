import type { PurchaseOrderStatus } from '@pos/contracts/purchase-orders';
import { StatusBadge } from '../../../components/status-badge';

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
  return <StatusBadge status={status} colors={COLOR} />;
}
