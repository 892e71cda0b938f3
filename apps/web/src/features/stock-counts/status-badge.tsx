import type { StockCountStatus } from '@pos/contracts/stock-counts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/status-badge';
import { msg } from '../../lib/i18n';

/** The statuses in words, for the filter and the badge. */
export const STATUS_LABELS: Record<StockCountStatus, string> = {
  Open: msg('Open'),
  Posted: msg('Posted'),
  Cancelled: msg('Cancelled'),
};

const COLOR: Record<StockCountStatus, string> = {
  Open: 'blue',
  Posted: 'green',
  Cancelled: 'red',
};

/** A stock count's status, coloured. */
export function StockCountStatusBadge({ status }: { status: StockCountStatus }) {
  const { t } = useTranslation('stock-counts');
  // The status in words, coloured by its code.
  const label = t(STATUS_LABELS[status]);
  return <StatusBadge status={label} colors={{ [label]: COLOR[status] }} />;
}
