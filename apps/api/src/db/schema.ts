// Every table, for drizzle-kit and the typed client. Each module owns its *.tables.ts.
export * from '../modules/auth/auth.tables.js';
export * from '../modules/catalog/attributes.tables.js';
export * from '../modules/catalog/categories.tables.js';
export * from '../modules/catalog/products.tables.js';
export * from '../modules/customers/customers.tables.js';
export * from '../modules/inventory/stock.tables.js';
export * from '../modules/inventory/stores.tables.js';
export * from '../modules/organization/organization.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/payments/sandbox.tables.js';
export * from '../modules/permissions/permissions.tables.js';
export * from '../modules/platform/platform.tables.js';
export * from '../modules/roles/roles.tables.js';
export * from '../modules/sales/sales.tables.js';
export * from '../modules/settings/settings.tables.js';
export * from '../modules/subscription/subscription.tables.js';
export * from '../modules/users/users.tables.js';
