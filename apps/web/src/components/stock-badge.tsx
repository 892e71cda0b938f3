import { Badge } from '@mantine/core';
import { stockLevel } from '@pos/contracts/products';
import { quantityText, type Unit } from '@pos/contracts/units';

const COLORS = { high: 'green', low: 'yellow', out: 'red' } as const;
const HINTS = { high: 'In stock', low: 'Low stock', out: 'Out of stock' } as const;

/** Spec 2 §4: green above 20, yellow from 1 to 20, red at 0; a measure with its unit. */
export function StockBadge({ stock, unit = 'each' }: { stock: number; unit?: Unit }) {
  const level = stockLevel(stock);
  return (
    <Badge
      color={COLORS[level]}
      variant="light"
      title={HINTS[level]}
      data-level={level}
      // A unit is written as it is ("kg"), not in the badge's capitals.
      tt="none"
    >
      {quantityText(stock, unit)}
    </Badge>
  );
}
