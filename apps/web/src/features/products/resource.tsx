// i18n-pending — words still written here, not yet from the catalogs
import { Button } from '@mantine/core';
import { PRODUCT_MESSAGES, type TProductRow } from '@pos/contracts/products';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CATEGORY_OPTIONS } from '../../api/options';
import { column, isId, OptionalText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { StockBadge } from '../../components/stock-badge';
import { type ProductsQuery, productsApi } from './api';
import { PriceCell, ProductImageCell, ProductNameCell } from './product-cells';
import { ProductForm } from './product-form';

/** Spec 2 §2 Products: image, name with SKU, category, price, stock badge; CSV; bulk upload. */
export const productsResource = defineResource<TProductRow, ProductsQuery>({
  ...productsApi,
  title: 'Products',
  itemTitle: 'Product',
  screen: 'products',
  columns: [
    column('image', 'Image', (p) => <ProductImageCell product={p} />),
    column('name', 'Name', (p) => <ProductNameCell product={p} />, { sortKey: 'name' }),
    column('category', 'Category', (p) => <OptionalText value={p.categoryName} empty="N/A" />),
    column('price', 'Price', (p) => <PriceCell price={p.price} />, {
      sortKey: 'price',
      nowrap: true,
    }),
    column('stock', 'Stock', (p) => <StockBadge stock={p.totalStock} unit={p.unit} />, {
      nowrap: true,
    }),
  ],
  filters: [
    {
      kind: 'select',
      param: 'categoryId',
      label: 'Category',
      placeholder: 'All categories',
      options: CATEGORY_OPTIONS,
      isValid: isId,
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
    emptyText: PRODUCT_MESSAGES.csvEmpty,
    failureText: 'Unable to export products CSV. Check console for details.',
  },
});
