import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortId } from '../../lib/format';
import { transactionPath } from '../../lib/transaction-status';

/**
 * The shortened id as a link to the details: the row is clickable with the mouse, and this link
 * is the keyboard's way in (Tab to it, Enter).
 */
export function TransactionIdLink({ id }: { id: string }) {
  const { t } = useTranslation('transactions');
  return (
    <Anchor
      component={Link}
      to={transactionPath(id)}
      size="sm"
      ff="monospace"
      title={id}
      aria-label={t('Open transaction {{id}}', { id: shortId(id) })}
    >
      {shortId(id)}
    </Anchor>
  );
}
