import { OWNER_ROLE } from '@pos/contracts/permissions';
import type { OptionsSource } from '../components/resource-list/types';
import { humanizeName } from '../lib/format';

/**
 * The lists several screens pick from (dropdowns load every option, spec 2 §9), in one place so
 * that no screen imports another's. A screen's own lists stay in its `api.ts`.
 */

const byName = { sort: 'name' } as const;

/** The roles of the organization: the users' Role filter and the user form's Role select. */
export const ROLE_OPTIONS: OptionsSource = {
  endpoint: '/roles',
  queryKeyRoot: 'roles',
  query: byName,
  label: (o) => (o.name === OWNER_ROLE ? o.name : humanizeName(o.name)),
};

/** Every permission, for the checklists of the role and user forms. */
export const PERMISSION_OPTIONS: OptionsSource = {
  endpoint: '/permissions',
  queryKeyRoot: 'permissions',
  query: byName,
};

/** The organization's customers: the transactions' Customer filter. */
export const CUSTOMER_OPTIONS: OptionsSource = {
  endpoint: '/customers',
  queryKeyRoot: 'customers',
  query: byName,
};

/** Every category: the parent of a category, a product's category, the products' filter. */
export const CATEGORY_OPTIONS: OptionsSource = {
  endpoint: '/categories',
  queryKeyRoot: 'categories',
  query: byName,
};

/** Attribute names the product form suggests (product managers may read them). */
export const ATTRIBUTE_OPTIONS: OptionsSource = {
  endpoint: '/attributes',
  queryKeyRoot: 'attributes',
  query: byName,
};

/**
 * Every product to pick from (name, SKU, price, variations), by name — for screens that pick
 * products without managing them: inventory forms and filters, the stock history filter.
 */
export const PRODUCT_PICKER: OptionsSource = {
  endpoint: '/products/options',
  queryKeyRoot: 'products',
  query: byName,
  label: (option) => {
    const sku = (option as { sku?: string | null }).sku;
    return sku ? `${option.name} (${sku})` : option.name;
  },
};

/** Locations stock can go to: active stores and warehouses (spec 2 §7). */
export const ACTIVE_STORES: OptionsSource = {
  endpoint: '/stores',
  queryKeyRoot: 'stores',
  query: { isActive: 'true', ...byName },
};
export const ACTIVE_WAREHOUSES: OptionsSource = {
  endpoint: '/warehouses',
  queryKeyRoot: 'warehouses',
  query: { isActive: 'true', ...byName },
};

/** The inventory list's location filters name inactive locations too: their stock is still listed. */
export const ALL_STORES: OptionsSource = {
  endpoint: '/stores',
  queryKeyRoot: 'stores',
  query: byName,
};
export const ALL_WAREHOUSES: OptionsSource = {
  endpoint: '/warehouses',
  queryKeyRoot: 'warehouses',
  query: byName,
};
