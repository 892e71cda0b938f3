import type { MovementType } from '@pos/contracts/inventory';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export interface StockAtStoreSql {
  store: SQL;
  quantity(item: { productId: SQL; variationId: SQL; storeId: SQL }): SQL;
}

/**
 * What the catalogue needs of the stock ledger, as a port. Inventory depends on the catalogue
 * (stock is of products: its tables refer to them, its lists read them), so the catalogue may
 * not import inventory; inventory implements this (inventory/product-stock.ts) and deps.ts hands
 * it to the services as `deps.stock`.
 */
export interface ProductStock {
  /**
   * Sets an item's total stock (all locations) to `target` by moving the difference at the
   * default store — what editing a product's stock means (DESIGN §7).
   */
  setTotal(
    ex: Executor,
    item: { organizationId: string; productId: string; variationId: string | null },
    target: number,
    by: { userId: string | null; type: MovementType; remarks: string },
  ): Promise<unknown>;
  /** Whether a product (or one of its variations) has ledger rows: then it is kept, archived. */
  hasHistory(
    ex: Executor,
    organizationId: string,
    productId: string,
    variationId?: string,
  ): Promise<boolean>;
  /** Whether a level of the product or its variations holds a fraction of a unit. */
  holdsFractions(ex: Executor, organizationId: string, productId: string): Promise<boolean>;
  /**
   * The parts of a statement that answers what one store holds (the register's lookup answers
   * the scanned item and its stock in one statement): `store` selects the store named, else the
   * default store, as column `id` (no row when the organization has no such store); `quantity`
   * is what it holds of a product's own stock (`variationId` null) or of a variation.
   */
  atStoreSql(organizationId: string, storeId: string | null): StockAtStoreSql;
  /** Drops the (empty) levels of a product without history that is about to be deleted. */
  dropProductLevels(ex: Executor, organizationId: string, productId: string): Promise<void>;
  /** The same for a variation. */
  dropVariationLevels(ex: Executor, organizationId: string, variationId: string): Promise<void>;
  /**
   * Bulk upload: the default store, and each product's total and default-store level, locked;
   * then `bookDeltasAtStore` books each difference there with one ledger row.
   */
  lockTotalsAtDefault(
    ex: Executor,
    organizationId: string,
    productIds: string[],
  ): Promise<{ storeId: string; totals: Map<string, { total: number; atStore: number }> }>;
  bookDeltasAtStore(
    ex: Executor,
    organizationId: string,
    storeId: string,
    deltas: { productId: string; delta: number; type: MovementType }[],
    by: { userId: string | null; remarks: string },
  ): Promise<void>;
}
