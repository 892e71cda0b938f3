import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An offline sale waiting for a manager's review (DESIGN §13): the list row and the details. */
export function NeedsReviewBadge() {
  const { t } = useTranslation('transactions');
  return (
    <Badge
      color="orange"
      variant="filled"
      tt="none"
      radius="sm"
      data-needs-review
      // Like the status badge: the whole words show in a squeezed column.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t('Needs review')}
    </Badge>
  );
}
