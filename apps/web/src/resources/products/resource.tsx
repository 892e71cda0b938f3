import { Button, Text } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import { PRODUCT_MESSAGES, type TProductRow } from '@pos/contracts/products';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { defineResource } from '../../components/resource-list/types';
import { StockBadge } from '../../components/stock-badge';
import { localIsoDate } from '../../lib/dates';
import { PriceCell, ProductImageCell, ProductNameCell } from './product-cells';
import { ProductForm } from './product-form';
import { CATEGORY_OPTIONS } from './products-sources';

/** Spec 2 §2 Products: image, name with SKU, category, price, stock badge; CSV; bulk upload. */
export const productsResource = defineResource<TProductRow>({
  title: 'Products',
  itemTitle: 'Product',
  screen: 'products',
  endpoint: '/products',
  queryKeyRoot: 'products',
  columns: [
    {
      key: 'image',
      header: 'Image',
      render: (p) => <ProductImageCell product={p} />,
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (p) => <ProductNameCell product={p} />,
    },
    {
      key: 'category',
      header: 'Category',
      render: (p) => (
        <Text size="sm" c={p.categoryName ? undefined : 'dimmed'}>
          {p.categoryName ?? 'N/A'}
        </Text>
      ),
    },
    {
      key: 'price',
      header: 'Price',
      sortKey: 'price',
      nowrap: true,
      render: (p) => <PriceCell price={p.price} />,
    },
    {
      key: 'stock',
      header: 'Stock',
      nowrap: true,
      render: (p) => <StockBadge stock={p.totalStock} />,
    },
  ],
  filters: [
    {
      kind: 'select',
      param: 'categoryId',
      label: 'Category',
      placeholder: 'All categories',
      options: CATEGORY_OPTIONS,
      isValid: (v) => ZId.safeParse(v).success,
    },
    { kind: 'number', param: 'minPrice', label: 'Min Price', min: 0, step: 0.01 },
    { kind: 'number', param: 'maxPrice', label: 'Max Price', min: 0, step: 0.01 },
    { kind: 'number', param: 'minStock', label: 'Min Stock', integer: true, step: 1 },
  ],
  searchPlaceholder: 'Search name or SKU',
  defaultSort: '-createdAt',
  form: ProductForm,
  formSize: 'xl',
  itemName: (p) => p.name,
  extraActions: (
    <Button
      component={Link}
      to="/products/bulk-upload"
      variant="default"
      leftSection={<IconUpload size={16} aria-hidden />}
    >
      Bulk Upload
    </Button>
  ),
  csvExport: {
    endpoint: '/products/export.csv',
    fileName: () => `products-${localIsoDate()}.csv`,
    emptyText: PRODUCT_MESSAGES.csvEmpty,
    failureText: 'Unable to export products CSV. Check console for details.',
  },
});
