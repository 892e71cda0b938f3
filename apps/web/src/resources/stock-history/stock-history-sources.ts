import type { TOption } from '@pos/contracts/list';
import type { OptionsSource } from '../../components/resource-list/types';

/**
 * Every product, by name, for the product filter (dropdowns ask for 1000, spec 2 §9), from the
 * picker list that stock-history readers may load without the products screen's permission.
 */
export const PRODUCT_OPTIONS: OptionsSource = {
  endpoint: '/products/options',
  queryKeyRoot: 'products',
  query: { sort: 'name' },
  label: (option) => {
    const sku = (option as TOption & { sku?: string | null }).sku;
    return sku ? `${option.name} (${sku})` : option.name;
  },
};
