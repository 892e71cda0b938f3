import { Stack, Text } from '@mantine/core';
import type { TProductRow } from '@pos/contracts/products';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ProductThumb } from './product-thumb';

const primaryUrl = (p: TProductRow) =>
  (p.images.find((i) => i.isPrimary) ?? p.images[0])?.url ?? null;

export function ProductImageCell({ product }: { product: TProductRow }) {
  return <ProductThumb url={primaryUrl(product)} name={product.name} size={40} />;
}

export function ProductNameCell({ product }: { product: TProductRow }) {
  const { t } = useTranslation('products');
  const variations = product.variations.length;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {product.name}
      </Text>
      <Text size="xs" c="dimmed">
        <Text span inherit ff="monospace">
          {product.sku || t('No SKU')}
        </Text>
        {variations ? ` · ${t('{{count}} variations', { count: variations })}` : null}
      </Text>
    </Stack>
  );
}

/** The organization's currency symbol and 2 decimals (spec 2 §2). */
export function PriceCell({ price }: { price: number }) {
  const { formatMoney } = useGeneralSettings();
  return <>{formatMoney(price)}</>;
}
