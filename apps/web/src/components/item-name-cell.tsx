import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('common');
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
        {sku || t('No SKU')}
      </Text>
    </Stack>
  );
}
