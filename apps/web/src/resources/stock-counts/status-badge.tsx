import { Badge } from '@mantine/core';
import type { StockCountStatus } from '@pos/contracts/stock-counts';

const COLOR: Record<StockCountStatus, string> = {
  Open: 'blue',
  Posted: 'green',
  Cancelled: 'red',
};

/** A stock count's status, coloured. */
export function StockCountStatusBadge({ status }: { status: StockCountStatus }) {
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
