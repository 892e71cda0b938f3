// Every table, for drizzle-kit alone (drizzle.config.ts): the app's queries import the owning
// module's tables, and its Db type carries no schema (docs/ARCHITECTURE.md, "Module map").
export * from '../modules/approvals/approvals.tables.js';
export * from '../modules/audit/audit.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/catalog/attributes.tables.js';
export * from '../modules/catalog/categories.tables.js';
export * from '../modules/catalog/products.tables.js';
export * from '../modules/customers/customers.tables.js';
export * from '../modules/inventory/stock.tables.js';
export * from '../modules/inventory/stock-counts.tables.js';
export * from '../modules/inventory/stores.tables.js';
export * from '../modules/organization/organization.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/payments/sandbox.tables.js';
export * from '../modules/permissions/permissions.tables.js';
export * from '../modules/platform/platform.tables.js';
export * from '../modules/promotions/promotions.tables.js';
export * from '../modules/purchasing/low-stock-digest.tables.js';
export * from '../modules/purchasing/purchase-orders.tables.js';
export * from '../modules/roles/roles.tables.js';
export * from '../modules/rollups/rollups.tables.js';
export * from '../modules/sales/sales.tables.js';
export * from '../modules/settings/settings.tables.js';
export * from '../modules/shifts/shifts.tables.js';
export * from '../modules/stored-value/stored-value.tables.js';
export * from '../modules/subscription/subscription.tables.js';
export * from '../modules/users/users.tables.js';
