import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStatus, STATUS_LABELS, statusColor } from '../lib/transaction-status';

/** A sale's status, coloured (spec 1 §4); any unknown value shows as pending. */
export function TransactionStatusBadge({ status }: { status: unknown }) {
  const { t } = useTranslation('common');
  const shown = displayStatus(status);
  return (
    <Badge
      color={statusColor(status)}
      variant="light"
      tt="none"
      radius="sm"
      data-status={shown}
      // The whole word always shows: a squeezed table column must not cut it to "Comple…".
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(STATUS_LABELS[shown])}
    </Badge>
  );
}
