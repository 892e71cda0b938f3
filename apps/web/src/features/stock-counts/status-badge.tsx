import type { StockCountStatus } from '@pos/contracts/stock-counts';
import { StatusBadge } from '../../components/status-badge';

const COLOR: Record<StockCountStatus, string> = {
  Open: 'blue',
  Posted: 'green',
  Cancelled: 'red',
};

/** A stock count's status, coloured. */
export function StockCountStatusBadge({ status }: { status: StockCountStatus }) {
  return <StatusBadge status={status} colors={COLOR} />;
}
