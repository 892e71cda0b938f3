// i18n-pending — words still written here, not yet from the catalogs
import { Stack, Text } from '@mantine/core';

/** An item in a list: its product's name (and its variation's), the SKU below. */
export function ItemNameCell({
  productName,
  variationName,
  sku,
}: {
  productName: string;
  variationName: string | null;
  sku: string | null;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {productName}
        {variationName ? (
          <Text span inherit c="dimmed" fw={400}>
            {` · ${variationName}`}
          </Text>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {sku || 'No SKU'}
      </Text>
    </Stack>
  );
}
