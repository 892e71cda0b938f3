// i18n-pending — words still written here, not yet from the catalogs
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { shortId } from '../../lib/format';
import { transactionPath } from '../../lib/transaction-status';

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
