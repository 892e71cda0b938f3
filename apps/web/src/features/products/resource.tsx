import { Button } from '@mantine/core';
import { PRODUCT_MESSAGES, type TProductRow } from '@pos/contracts/products';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_OPTIONS } from '../../api/options';
import { column, isId, OptionalText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { StockBadge } from '../../components/stock-badge';
import { msg } from '../../lib/i18n';
import { type ProductsQuery, productsApi } from './api';
import { PriceCell, ProductImageCell, ProductNameCell } from './product-cells';
import { ProductForm } from './product-form';

/** A product's category, N/A when it has none. */
function CategoryCell({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation('products');
  return <OptionalText value={name} empty={t('N/A')} />;
}

/** The header's link to the bulk upload screen. */
function BulkUploadButton() {
  const { t } = useTranslation('products');
  return (
    <Button
      component={Link}
      to="/products/bulk-upload"
      variant="default"
      leftSection={<IconUpload size={16} aria-hidden />}
    >
      {t('Bulk Upload')}
    </Button>
  );
}

/** Spec 2 §2 Products: image, name with SKU, category, price, stock badge; CSV; bulk upload. */
export const productsResource = defineResource<TProductRow, ProductsQuery>({
  ...productsApi,
  title: msg('Products'),
  itemTitle: msg('Product'),
  screen: 'products',
  columns: [
    column('image', msg('Image'), (p) => <ProductImageCell product={p} />),
    column('name', msg('Name'), (p) => <ProductNameCell product={p} />, { sortKey: 'name' }),
    column('category', msg('Category'), (p) => <CategoryCell name={p.categoryName} />),
    column('price', msg('Price'), (p) => <PriceCell price={p.price} />, {
      sortKey: 'price',
      nowrap: true,
    }),
    column('stock', msg('Stock'), (p) => <StockBadge stock={p.totalStock} unit={p.unit} />, {
      nowrap: true,
    }),
  ],
  filters: [
    {
      kind: 'select',
      param: 'categoryId',
      label: msg('Category'),
      placeholder: msg('All categories'),
      options: CATEGORY_OPTIONS,
      isValid: isId,
    },
    { kind: 'number', param: 'minPrice', label: msg('Min Price'), min: 0, step: 0.01 },
    { kind: 'number', param: 'maxPrice', label: msg('Max Price'), min: 0, step: 0.01 },
    { kind: 'number', param: 'minStock', label: msg('Min Stock'), integer: true, step: 1 },
  ],
  searchPlaceholder: msg('Search name or SKU'),
  defaultSort: '-createdAt',
  form: ProductForm,
  formSize: 'xl',
  itemName: (p) => p.name,
  extraActions: <BulkUploadButton />,
  csvExport: {
    endpoint: '/products/export.csv',
    emptyText: PRODUCT_MESSAGES.csvEmpty,
    failureText: msg('Unable to export products CSV. Check console for details.'),
  },
});
