// i18n-pending — words still written here, not yet from the catalogs
import { Stack, Text } from '@mantine/core';
import type { TProductRow } from '@pos/contracts/products';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ProductThumb } from './product-thumb';

const primaryUrl = (p: TProductRow) =>
  (p.images.find((i) => i.isPrimary) ?? p.images[0])?.url ?? null;

export function ProductImageCell({ product }: { product: TProductRow }) {
  return <ProductThumb url={primaryUrl(product)} name={product.name} size={40} />;
}

export function ProductNameCell({ product }: { product: TProductRow }) {
  const variations = product.variations.length;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {product.name}
      </Text>
      <Text size="xs" c="dimmed">
        <Text span inherit ff="monospace">
          {product.sku || 'No SKU'}
        </Text>
        {variations ? ` · ${variations} variation${variations === 1 ? '' : 's'}` : null}
      </Text>
    </Stack>
  );
}

/** The organization's currency symbol and 2 decimals (spec 2 §2). */
export function PriceCell({ price }: { price: number }) {
  const { formatMoney } = useGeneralSettings();
  return <>{formatMoney(price)}</>;
}
