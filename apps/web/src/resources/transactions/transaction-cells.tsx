import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { shortId } from '../../lib/format';
import { displayStatus, statusColor, transactionPath } from './transaction-status';

export function TransactionStatusBadge({ status }: { status: unknown }) {
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
      {shown}
    </Badge>
  );
}

/**
 * The shortened id as a link to the details: the row is clickable with the mouse, and this link
 * is the keyboard's way in (Tab to it, Enter).
 */
export function TransactionIdLink({ id }: { id: string }) {
  return (
    <Anchor
      component={Link}
      to={transactionPath(id)}
      size="sm"
      ff="monospace"
      title={id}
      aria-label={`Open transaction ${shortId(id)}`}
    >
      {shortId(id)}
    </Anchor>
  );
}
