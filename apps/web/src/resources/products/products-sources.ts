import type { ProductInfoKind } from '@pos/contracts/product-info';
import type { OptionsSource } from '../../components/resource-list/types';

/** Every category, for the list's filter and the form's select (limit 1000, spec 2 §9). */
export const CATEGORY_OPTIONS: OptionsSource = {
  endpoint: '/categories',
  queryKeyRoot: 'categories',
  query: { sort: 'name' },
};

/** Attribute names the form suggests (product managers may read them). */
export const ATTRIBUTE_OPTIONS: OptionsSource = {
  endpoint: '/attributes',
  queryKeyRoot: 'attributes',
  query: { sort: 'name' },
};

/** Manufacturers, suppliers and marketers: the three lists the form picks from and adds to. */
export const productInfoSource = (kind: ProductInfoKind): OptionsSource => ({
  endpoint: `/productAdditionalInfo/${kind}`,
  queryKeyRoot: `product-info-${kind}`,
  query: { sort: 'name' },
});

/**
 * Every product to pick from (name, SKU, price, variations), by name — for screens that pick
 * products without managing them: inventory forms and filters, the stock history filter.
 */
export const PRODUCT_PICKER: OptionsSource = {
  endpoint: '/products/options',
  queryKeyRoot: 'products',
  query: { sort: 'name' },
  label: (option) => {
    const sku = (option as { sku?: string | null }).sku;
    return sku ? `${option.name} (${sku})` : option.name;
  },
};
