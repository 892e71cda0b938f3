import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { inventoryLog, type MovementType } from './stock.tables.js';
import { stores } from './stores.tables.js';

export interface StockItem {
  organizationId: string;
  productId: string;
  variationId: string | null;
  storeId: string | null;
  warehouseId: string | null;
}

/**
 * Adds `delta` to one stock level in a single statement (creating the level at need) and
 * returns the new quantity: concurrent changes serialize on the row, none is lost.
 */
export async function addToLevel(ex: Executor, item: StockItem, delta: number) {
  const [row] = await queryRows<{ quantity: number }>(
    ex,
    sql`insert into stock_levels (organization_id, id, product_id, variation_id, store_id, warehouse_id, quantity)
        values (${item.organizationId}, gen_random_uuid(), ${item.productId}, ${item.variationId},
                ${item.storeId}, ${item.warehouseId}, ${delta})
        on conflict (organization_id, product_id,
                     coalesce(variation_id, '00000000-0000-0000-0000-000000000000'::uuid),
                     coalesce(store_id, '00000000-0000-0000-0000-000000000000'::uuid),
                     coalesce(warehouse_id, '00000000-0000-0000-0000-000000000000'::uuid))
        do update set quantity = stock_levels.quantity + excluded.quantity,
          -- Adding zero (to create or lock a level) is not a change.
          updated_at = case when excluded.quantity <> 0 then now() else stock_levels.updated_at end
        returning quantity`,
  );
  if (!row) throw new Error('stock level upsert returned nothing');
  return Number(row.quantity);
}

export async function insertLogRow(
  ex: Executor,
  item: StockItem,
  row: {
    type: MovementType;
    quantityChanged: number;
    stockBefore: number;
    stockAfter: number;
    userId: string | null;
    remarks: string | null;
    reference: string | null;
  },
) {
  const [inserted] = await ex
    .insert(inventoryLog)
    .values({ ...item, ...row })
    .returning({ id: inventoryLog.id });
  if (!inserted) throw new Error('ledger insert returned nothing');
  return inserted.id;
}

export async function findDefaultStoreId(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.organizationId, organizationId), eq(stores.isDefault, true)));
  return row?.id ?? null;
}

/** Current total (all locations) of a product's own stock or of one variation. */
export async function totalOf(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId: string | null,
) {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`select coalesce(sum(quantity), 0)::int as total from stock_levels
        where organization_id = ${organizationId} and product_id = ${productId}
          and ${variationId === null ? sql`variation_id is null` : sql`variation_id = ${variationId}`}`,
  );
  return Number(row?.total ?? 0);
}

export async function hasHistory(
  ex: Executor,
  organizationId: string,
  productId: string,
  variationId?: string,
) {
  const [row] = await queryRows<{ found: boolean }>(
    ex,
    sql`select exists(select 1 from inventory_log where organization_id = ${organizationId}
          and product_id = ${productId}
          ${variationId ? sql`and variation_id = ${variationId}` : sql``}) as found`,
  );
  return Boolean(row?.found);
}

const uuidList = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Totals (all locations) and the default store's level of many products' own stock, locking
 * those default-store rows for the rest of the transaction.
 */
export async function lockTotals(
  ex: Executor,
  organizationId: string,
  storeId: string,
  productIds: string[],
) {
  if (productIds.length === 0) return new Map<string, { total: number; atStore: number }>();
  await ex.execute(
    sql`select id from stock_levels where organization_id = ${organizationId} and store_id = ${storeId}
        and variation_id is null and product_id = any(${uuidList(productIds)}::uuid[]) for update`,
  );
  const rows = await queryRows<{ product_id: string; total: number; at_store: number }>(
    ex,
    sql`select product_id, coalesce(sum(quantity), 0)::int as total,
          coalesce(sum(quantity) filter (where store_id = ${storeId}), 0)::int as at_store
        from stock_levels where organization_id = ${organizationId} and variation_id is null
          and product_id = any(${uuidList(productIds)}::uuid[])
        group by product_id`,
  );
  return new Map(
    rows.map((r) => [
      String(r.product_id),
      { total: Number(r.total), atStore: Number(r.at_store) },
    ]),
  );
}

/** Adds each delta to the product's level at one store (one statement) and returns the new levels. */
export async function addToLevels(
  ex: Executor,
  organizationId: string,
  storeId: string,
  deltas: { productId: string; delta: number }[],
) {
  if (deltas.length === 0) return new Map<string, number>();
  const values = sql.join(
    deltas.map(
      (d) =>
        sql`(${organizationId}::uuid, gen_random_uuid(), ${d.productId}::uuid, null::uuid, ${storeId}::uuid, null::uuid, ${d.delta}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{ product_id: string; quantity: number }>(
    ex,
    sql`insert into stock_levels (organization_id, id, product_id, variation_id, store_id, warehouse_id, quantity)
        values ${values}
        on conflict (organization_id, product_id,
                     coalesce(variation_id, '00000000-0000-0000-0000-000000000000'::uuid),
                     coalesce(store_id, '00000000-0000-0000-0000-000000000000'::uuid),
                     coalesce(warehouse_id, '00000000-0000-0000-0000-000000000000'::uuid))
        do update set quantity = stock_levels.quantity + excluded.quantity,
          -- Adding zero (to create or lock a level) is not a change.
          updated_at = case when excluded.quantity <> 0 then now() else stock_levels.updated_at end
        returning product_id, quantity`,
  );
  return new Map(rows.map((r) => [String(r.product_id), Number(r.quantity)]));
}

export async function insertLogRows(ex: Executor, rows: (typeof inventoryLog.$inferInsert)[]) {
  if (rows.length > 0) await ex.insert(inventoryLog).values(rows);
}

const levelKey = (i: {
  productId: string;
  variationId: string | null;
  storeId: string | null;
  warehouseId: string | null;
}) => `${i.productId}|${i.variationId ?? ''}|${i.storeId ?? ''}|${i.warehouseId ?? ''}`;

export { levelKey };

/**
 * Adds each delta to its level in one statement (levels distinct, in the order given — callers
 * sort them so concurrent writers lock in the same order) and returns the new quantities by key.
 */
export async function addToManyLevels(
  ex: Executor,
  organizationId: string,
  moves: { item: StockItem; delta: number }[],
) {
  const values = sql.join(
    moves.map(
      ({ item, delta }) =>
        sql`(${organizationId}::uuid, gen_random_uuid(), ${item.productId}::uuid, ${item.variationId}::uuid,
             ${item.storeId}::uuid, ${item.warehouseId}::uuid, ${delta}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{
    product_id: string;
    variation_id: string | null;
    store_id: string | null;
    warehouse_id: string | null;
    quantity: number;
  }>(
    ex,
    sql`insert into stock_levels (organization_id, id, product_id, variation_id, store_id, warehouse_id, quantity)
        values ${values}
        on conflict (organization_id, product_id,
                     coalesce(variation_id, '00000000-0000-0000-0000-000000000000'::uuid),
                     coalesce(store_id, '00000000-0000-0000-0000-000000000000'::uuid),
                     coalesce(warehouse_id, '00000000-0000-0000-0000-000000000000'::uuid))
        do update set quantity = stock_levels.quantity + excluded.quantity,
          updated_at = case when excluded.quantity <> 0 then now() else stock_levels.updated_at end
        returning product_id, variation_id, store_id, warehouse_id, quantity`,
  );
  return new Map(
    rows.map((r) => [
      levelKey({
        productId: String(r.product_id),
        variationId: r.variation_id ? String(r.variation_id) : null,
        storeId: r.store_id ? String(r.store_id) : null,
        warehouseId: r.warehouse_id ? String(r.warehouse_id) : null,
      }),
      Number(r.quantity),
    ]),
  );
}
