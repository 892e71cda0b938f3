import { Badge } from '@mantine/core';
import type { PurchaseOrderStatus } from '@pos/contracts/purchase-orders';

const COLOR: Record<PurchaseOrderStatus, string> = {
  Draft: 'gray',
  Ordered: 'blue',
  'Partially Received': 'yellow',
  Received: 'green',
  Cancelled: 'red',
};

/** A purchase order's status, coloured; the whole words always show. */
export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      tt="none"
      radius="sm"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {status}
    </Badge>
  );
}
