import type {
  MovementType,
  TInventoryItemRow,
  TStockHistoryRow,
  ZInventoryItemsQuery,
  ZStockHistoryQuery,
} from '@pos/contracts/inventory';
import type {
  TInventoryValuationQuery,
  TInventoryValuationRow,
  TInventoryValuationTotals,
} from '@pos/contracts/inventory-valuation';
import { OPEN_PURCHASE_ORDER_STATUSES } from '@pos/contracts/purchase-orders';
import type { Unit } from '@pos/contracts/units';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { categories } from '../catalog/categories.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { users } from '../users/users.tables.js';

export type TInventoryItemsQuery = z.output<typeof ZInventoryItemsQuery>;
export type TStockHistoryQuery = z.output<typeof ZStockHistoryQuery>;

/** Product, variation and location of a row aliased `x` (a stock level or a ledger row). */
const joins = sql`left join ${products} p on p.organization_id = x.organization_id and p.id = x.product_id
  left join ${productVariations} v on v.organization_id = x.organization_id and v.id = x.variation_id
  left join stores st on st.organization_id = x.organization_id and st.id = x.store_id
  left join warehouses wh on wh.organization_id = x.organization_id and wh.id = x.warehouse_id`;

const described = sql`x.product_id, x.variation_id, x.store_id, x.warehouse_id, p.name as product_name,
  coalesce(v.sku, p.sku) as sku, v.attribute_combination, coalesce(st.name, wh.name) as location_name`;

const variationName = (r: Record<string, unknown>) =>
  Array.isArray(r.attribute_combination) ? (r.attribute_combination as string[]).join(' / ') : null;

/**
 * Search by product name or SKU, or variation SKU: the matching products are found first (their
 * trigram indexes), then the rows by product id — not a join over every ledger row.
 */
function productSearch(organizationId: string, term: string | undefined) {
  if (!term) return undefined;
  const pattern = likePattern(term);
  const named = sql`select id from ${products} where organization_id = ${organizationId}
    and (name ilike ${pattern} or sku ilike ${pattern})`;
  const variations = sql`select id, product_id from ${productVariations}
    where organization_id = ${organizationId} and sku ilike ${pattern}`;
  // The first test narrows by product id (indexed); the second keeps a variation SKU's own rows.
  return sql`x.product_id in (${named} union select product_id from (${variations}) v)
    and (x.product_id in (${named}) or x.variation_id in (select id from (${variations}) v))`;
}

/** Ledgers grow without bound: their lists count up to this many matches ("10,000+"). */
const COUNT_CAP = 10_000;

/** Archived products are few: an anti-join on them keeps the count off the products table. */
const notArchived = (organizationId: string) =>
  sql`x.product_id not in (select id from ${products} where organization_id = ${organizationId}
    and archived_at is not null)`;

const location = (q: { storeId?: string; warehouseId?: string }) => [
  q.storeId ? sql`x.store_id = ${q.storeId}` : undefined,
  q.warehouseId ? sql`x.warehouse_id = ${q.warehouseId}` : undefined,
];

const OPEN = sql.join(
  OPEN_PURCHASE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * What is still to come of the level's item to its location on open purchase orders (ordered
 * − received), read from purchasing's tables (ARCHITECTURE, module map: read-only), for the
 * page's rows only: by `purchase_order_lines_product_idx`, then each line's order by its key.
 */
const onOrder = sql`(select coalesce(sum(greatest(l.quantity - l.received_quantity, 0)), 0)::float8
    from purchase_order_lines l
    join purchase_orders o on o.organization_id = l.organization_id and o.id = l.purchase_order_id
    where l.organization_id = x.organization_id and l.product_id = x.product_id
      and l.variation_id is not distinct from x.variation_id
      and o.store_id is not distinct from x.store_id
      and o.warehouse_id is not distinct from x.warehouse_id
      and o.status in (${OPEN}))`;

/** An inventory item is one stock level (a product or variation at one location). */
export const inventoryItemsList: ListSpec<TInventoryItemsQuery, TInventoryItemRow> = {
  from: sql`stock_levels x ${joins}`,
  org: sql`x.organization_id`,
  id: sql`x.id`,
  select: sql`x.id, ${described}, x.quantity, ${onOrder} as on_order, x.remarks, x.updated_at,
    p.reorder_level, p.unit`,
  filters: (q, org) => [
    notArchived(org),
    productSearch(org, q.search),
    q.productId ? sql`x.product_id = ${q.productId}` : undefined,
    q.lowStock ? sql`x.quantity <= p.reorder_level` : undefined,
    ...location(q),
  ],
  sorts: {
    updatedAt: sql`x.updated_at`,
    quantity: sql`x.quantity`,
    productName: sql`p.name`,
  },
  defaultSort: '-updatedAt',
  countCap: COUNT_CAP,
  map: (r) => ({
    _id: String(r.id),
    productId: String(r.product_id),
    productName: String(r.product_name),
    productSku: strOrNull(r.sku),
    variationId: strOrNull(r.variation_id),
    variationName: variationName(r),
    quantity: num(r.quantity),
    unit: r.unit as Unit,
    onOrder: num(r.on_order),
    reorderLevel: num(r.reorder_level),
    remarks: strOrNull(r.remarks),
    storeId: strOrNull(r.store_id),
    warehouseId: strOrNull(r.warehouse_id),
    locationName: String(r.location_name ?? ''),
    updatedAt: iso(r.updated_at),
  }),
};

/** The ledger, newest first. */
export const stockHistoryList: ListSpec<InTimeZone<TStockHistoryQuery>, TStockHistoryRow> = {
  from: sql`inventory_log x ${joins}
    left join ${users} u on u.organization_id = x.organization_id and u.id = x.user_id`,
  org: sql`x.organization_id`,
  id: sql`x.id`,
  select: sql`x.id, x.created_at, ${described}, x.type, x.quantity_changed, x.stock_before, x.stock_after,
    x.user_id, u.name as user_name, x.remarks, x.reference, x.unit_cost::text as unit_cost`,
  filters: (q, org) => [
    productSearch(org, q.search),
    q.productId ? sql`x.product_id = ${q.productId}` : undefined,
    q.type ? sql`x.type = ${q.type}` : undefined,
    ...dateRange(sql`x.created_at`, q.startDate, q.endDate, q.timeZone),
    ...location(q),
  ],
  sorts: { timestamp: sql`x.created_at`, type: sql`x.type` },
  defaultSort: '-timestamp',
  countCap: COUNT_CAP,
  map: (r) => ({
    _id: String(r.id),
    timestamp: iso(r.created_at),
    productId: String(r.product_id),
    productName: String(r.product_name),
    productSku: strOrNull(r.sku),
    variationId: strOrNull(r.variation_id),
    variationName: variationName(r),
    type: String(r.type) as MovementType,
    quantityChanged: num(r.quantity_changed),
    stockBeforeMovement: num(r.stock_before),
    stockAfterMovement: num(r.stock_after),
    userId: strOrNull(r.user_id),
    userName: strOrNull(r.user_name),
    remarks: strOrNull(r.remarks),
    storeId: strOrNull(r.store_id),
    warehouseId: strOrNull(r.warehouse_id),
    locationName: String(r.location_name ?? ''),
    reference: strOrNull(r.reference),
    unitCost: r.unit_cost === null ? null : num(r.unit_cost),
  }),
};

/** The valuation's query, its location resolved to a store or a warehouse by the service. */
export type TValuationListQuery = TInventoryValuationQuery & {
  storeId?: string;
  warehouseId?: string;
};

/** What one unit costs and sells for: the variation's own, else its product's. */
const unitCost = sql`coalesce(v.cost_price, p.cost_price)`;
const unitPrice = sql`coalesce(v.price, p.price)`;
/** Each row's values as it shows them (to the cent), so the totals are the sums of the rows. */
const valueAtCost = sql`round(x.quantity * ${unitCost}, 2)`;
const valueAtRetail = sql`(x.quantity * ${unitPrice})`;

/**
 * The inventory valuation (docs/guide/stock-and-reports.md, "Inventory valuation"): each stock
 * level that holds something — negative stock included, which lowers the value — of a product
 * not archived, with what it is worth at cost and at retail; its totals sum every matching row
 * in the count's pass.
 */
export const inventoryValuationList: ListSpec<
  TValuationListQuery,
  TInventoryValuationRow,
  TInventoryValuationTotals
> = {
  from: sql`stock_levels x
    join ${products} p on p.organization_id = x.organization_id and p.id = x.product_id
    left join ${productVariations} v on v.organization_id = x.organization_id and v.id = x.variation_id
    left join ${categories} c on c.organization_id = p.organization_id and c.id = p.category_id
    left join stores st on st.organization_id = x.organization_id and st.id = x.store_id
    left join warehouses wh on wh.organization_id = x.organization_id and wh.id = x.warehouse_id`,
  org: sql`x.organization_id`,
  id: sql`x.id`,
  select: sql`x.id, ${described}, p.category_id, c.name as category_name, x.quantity,
    ${unitCost}::text as cost_price, ${valueAtCost}::text as value_at_cost,
    ${unitPrice}::text as retail_price, ${valueAtRetail}::text as value_at_retail`,
  where: sql`x.quantity <> 0 and p.archived_at is null`,
  filters: (q, org) => [
    productSearch(org, q.search),
    q.categoryId ? sql`p.category_id = ${q.categoryId}` : undefined,
    ...location(q),
  ],
  sorts: {
    productName: sql`p.name`,
    quantity: sql`x.quantity`,
    // Without a cost an item is worth nothing at cost: it sorts with the zeros.
    valueAtCost: sql`coalesce(${valueAtCost}, 0)`,
    valueAtRetail: valueAtRetail,
  },
  defaultSort: 'productName',
  totals: {
    select: sql`coalesce(sum(x.quantity), 0)::float8 as units,
      coalesce(sum(${valueAtCost}), 0)::text as value_at_cost,
      coalesce(sum(${valueAtRetail}), 0)::text as value_at_retail,
      (count(*) filter (where ${unitCost} is null))::int as items_without_cost`,
    map: (r) => ({
      units: num(r.units),
      valueAtCost: num(r.value_at_cost),
      valueAtRetail: num(r.value_at_retail),
      itemsWithoutCost: num(r.items_without_cost),
    }),
  },
  map: (r) => ({
    _id: String(r.id),
    productId: String(r.product_id),
    productName: String(r.product_name),
    variationId: strOrNull(r.variation_id),
    variationName: variationName(r),
    sku: strOrNull(r.sku),
    categoryId: strOrNull(r.category_id),
    categoryName: strOrNull(r.category_name),
    storeId: strOrNull(r.store_id),
    warehouseId: strOrNull(r.warehouse_id),
    locationName: String(r.location_name ?? ''),
    quantity: num(r.quantity),
    costPrice: r.cost_price === null ? null : num(r.cost_price),
    valueAtCost: r.value_at_cost === null ? null : num(r.value_at_cost),
    retailPrice: num(r.retail_price),
    valueAtRetail: num(r.value_at_retail),
  }),
};
