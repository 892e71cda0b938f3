import { Badge } from '@mantine/core';
import { stockLevel } from '@pos/contracts/products';
import { quantityText, type Unit } from '@pos/contracts/units';
import { useTranslation } from 'react-i18next';
import { msg } from '../lib/i18n';

const COLORS = { high: 'green', low: 'yellow', out: 'red' } as const;
const HINTS = {
  high: msg('In stock'),
  low: msg('Low stock'),
  out: msg('Out of stock'),
} as const;

/** Spec 2 §4: green above 20, yellow from 1 to 20, red at 0; a measure with its unit. */
export function StockBadge({ stock, unit = 'each' }: { stock: number; unit?: Unit }) {
  const { t } = useTranslation('common');
  const level = stockLevel(stock);
  return (
    <Badge
      color={COLORS[level]}
      variant="light"
      title={t(HINTS[level])}
      data-level={level}
      // A unit is written as it is ("kg"), not in the badge's capitals.
      tt="none"
    >
      {quantityText(stock, unit)}
    </Badge>
  );
}
