import { Stack, Text } from '@mantine/core';
import type { TInventoryItemRow } from '@pos/contracts/inventory';

/** "Crew Tee / M / Red": the product and, when the stock is a variation's, its values. */
export const itemLabel = (r: Pick<TInventoryItemRow, 'productName' | 'variationName'>) =>
  r.variationName ? `${r.productName} / ${r.variationName}` : r.productName;

export function ProductCell({ row }: { row: TInventoryItemRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {row.productName}
      </Text>
      {row.variationName ? (
        <Text size="xs" c="dimmed">
          {row.variationName}
        </Text>
      ) : null}
    </Stack>
  );
}
