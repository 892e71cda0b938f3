import { OPEN_PURCHASE_ORDER_STATUSES } from '@pos/contracts/purchase-orders';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { suppliers } from '../catalog/attributes.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { stockLevels, warehouses } from '../inventory/stock.tables.js';
import { stores } from '../inventory/stores.tables.js';

const anyId = (ids: string[]) => sql`any(${`{${ids.join(',')}}`}::uuid[])`;

/** The highest reorder level of the organization's products (null: no product). */
export async function highestReorderLevel(ex: Executor, organizationId: string) {
  const [row] = await queryRows<{ level: number | null }>(
    ex,
    sql`select max(reorder_level) as level from ${products} where organization_id = ${organizationId}`,
  );
  return row?.level ?? null;
}

/**
 * The stock levels at or below their product's reorder level (aliased `x`, with `p` its
 * product, `v` its variation, `s` its supplier): not archived, an active variation, at an
 * active location. A product with variations is ordered by its variations, so its own level
 * (if any) is left out. The levels are found by `stock_levels_org_quantity_idx` up to
 * `highest` (the highest reorder level, given as a value so that the planner sees how few
 * levels that is), then each one's product by its key (a lateral lookup: the planner would
 * otherwise read every product to hash them) and checked against its own level (DESIGN §11).
 */
export function lowLevelsSql(
  organizationId: string,
  highest: number,
  extra: (SQL | undefined)[] = [],
  join: SQL = sql``,
) {
  const conditions = [
    sql`x.organization_id = ${organizationId}`,
    sql`x.quantity <= ${highest}`,
    sql`x.quantity <= p.reorder_level`,
    sql`p.archived_at is null`,
    sql`(x.variation_id is null and not exists (select 1 from ${productVariations} pv
        where pv.organization_id = x.organization_id and pv.product_id = x.product_id)
      or v.is_active)`,
    sql`coalesce(st.is_active, wh.is_active)`,
    ...extra.filter((c): c is SQL => c !== undefined),
  ];
  return sql`from ${stockLevels} x
    join lateral (select * from ${products} p where p.organization_id = x.organization_id
      and p.id = x.product_id limit 1) p on true
    left join ${productVariations} v on v.organization_id = x.organization_id and v.id = x.variation_id
    left join ${stores} st on st.organization_id = x.organization_id and st.id = x.store_id
    left join ${warehouses} wh on wh.organization_id = x.organization_id and wh.id = x.warehouse_id
    left join ${suppliers} s on s.organization_id = p.organization_id and s.id = p.supplier_id
    ${join}
    where ${sql.join(conditions, sql` and `)}`;
}

const OPEN = sql.join(
  OPEN_PURCHASE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * What is coming of the level `x`'s item to its location (aliased `c`): `on_order`, still due
 * on open orders (ordered − received), and `in_drafts`, on drafts not sent yet. Found by
 * `purchase_order_lines_product_idx`, each line's order by its key.
 */
const coming = sql`cross join lateral (select
    coalesce(sum(greatest(l.quantity - l.received_quantity, 0))
      filter (where o.status in (${OPEN})), 0)::float8 as on_order,
    coalesce(sum(l.quantity) filter (where o.status = 'Draft'), 0)::float8 as in_drafts
  from purchase_order_lines l
  join purchase_orders o on o.organization_id = l.organization_id and o.id = l.purchase_order_id
  where l.organization_id = x.organization_id and l.product_id = x.product_id
    and l.variation_id is not distinct from x.variation_id
    and o.store_id is not distinct from x.store_id
    and o.warehouse_id is not distinct from x.warehouse_id) c`;

export interface LowLevelRow {
  id: string;
  product_id: string;
  product_name: string;
  variation_id: string | null;
  attribute_combination: string[] | null;
  sku: string | null;
  store_id: string | null;
  warehouse_id: string | null;
  location_name: string;
  supplier_id: string | null;
  supplier_name: string | null;
  quantity: number;
  on_order: number;
  in_drafts: number;
  reorder_level: number;
  reorder_quantity: number | null;
  cost: string | null;
  total: string | number;
}

/**
 * `GET /reorder`: the low levels by supplier name ("No supplier" last), product and location,
 * `limit` of them, each row with the count of them all. A level that what is coming (on order
 * and in drafts) lifts above its reorder level needs no order: it is left out (DESIGN §13).
 */
export function lowLevels(
  ex: Executor,
  organizationId: string,
  highest: number,
  filters: { storeId?: string; warehouseId?: string; supplierId?: string },
  limit: number,
) {
  const extra = [
    filters.storeId ? sql`x.store_id = ${filters.storeId}` : undefined,
    filters.warehouseId ? sql`x.warehouse_id = ${filters.warehouseId}` : undefined,
    filters.supplierId ? sql`p.supplier_id = ${filters.supplierId}` : undefined,
    sql`x.quantity + c.on_order + c.in_drafts <= p.reorder_level`,
  ];
  return queryRows<LowLevelRow>(
    ex,
    sql`select x.id, x.product_id, p.name as product_name, x.variation_id, v.attribute_combination,
        coalesce(v.sku, p.sku) as sku, x.store_id, x.warehouse_id,
        coalesce(st.name, wh.name) as location_name, p.supplier_id, s.name as supplier_name,
        x.quantity, c.on_order, c.in_drafts, p.reorder_level, p.reorder_quantity,
        coalesce(v.cost_price, p.cost_price)::text as cost, count(*) over () as total
      ${lowLevelsSql(organizationId, highest, extra, coming)}
      order by s.name nulls last, p.supplier_id, p.name, p.id, v.position nulls first,
        location_name, x.id
      limit ${limit}`,
  );
}

export interface OrderableItem {
  product_id: string;
  variation_id: string | null;
  supplier_id: string | null;
  product_name: string;
  cost: string | null;
}

/**
 * The items named (products by id, variations by id), not archived, with their supplier and
 * cost (a variation without a cost of its own: its product's). An item missing here is not
 * the organization's.
 */
export function orderableItems(
  ex: Executor,
  organizationId: string,
  productIds: string[],
  variationIds: string[],
) {
  return queryRows<OrderableItem>(
    ex,
    sql`select p.id as product_id, null::uuid as variation_id, p.supplier_id, p.name as product_name,
          p.cost_price::text as cost
        from ${products} p
        where p.organization_id = ${organizationId} and p.id = ${anyId(productIds)}
          and p.archived_at is null
        union all
        select v.product_id, v.id, p.supplier_id, p.name, coalesce(v.cost_price, p.cost_price)::text
        from ${productVariations} v
        join ${products} p on p.organization_id = v.organization_id and p.id = v.product_id
        where v.organization_id = ${organizationId} and v.id = ${anyId(variationIds)}
          and p.archived_at is null`,
  );
}
