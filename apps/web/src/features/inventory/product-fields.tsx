import { Select, SimpleGrid } from '@mantine/core';
import type { TProductOption } from '@pos/contracts/products';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PICKER } from '../../api/options';

const variationLabel = (v: TProductOption['variations'][number]) =>
  v.sku ? `${v.name} (${v.sku})` : v.name;

/**
 * A product and, when it has variations, one of them (or none: the product's own stock). A new
 * product clears the variation, which belongs to the old one.
 */
export function ProductFields({
  products,
  loading,
  productId,
  variationId,
  onChange,
  errors,
  autoFocus,
}: {
  products: readonly TProductOption[];
  loading: boolean;
  productId: string | null;
  variationId: string | null;
  onChange: (productId: string | null, variationId: string | null) => void;
  errors: { productId?: string; variationId?: string };
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('inventory');
  const product = products.find((p) => p._id === productId) ?? null;
  const variations = product?.variations ?? [];
  return (
    <SimpleGrid cols={{ base: 1, xs: variations.length ? 2 : 1 }} spacing="md">
      <Select
        label={t('Product')}
        required
        placeholder={loading ? t('Loading products...') : t('Choose a product')}
        data={products.map((p) => ({ value: p._id, label: PRODUCT_PICKER.label?.(p) ?? p.name }))}
        value={productId}
        onChange={(v) => onChange(v, null)}
        searchable
        clearable
        nothingFoundMessage={t('No products')}
        limit={100}
        error={errors.productId}
        data-autofocus={autoFocus || undefined}
      />
      {variations.length ? (
        <Select
          label={t('Variation')}
          placeholder={t('None (the product itself)')}
          data={variations.map((v) => ({ value: v._id, label: variationLabel(v) }))}
          value={variationId}
          onChange={(v) => onChange(productId, v)}
          searchable={variations.length > 8}
          clearable
          error={errors.variationId}
        />
      ) : null}
    </SimpleGrid>
  );
}
