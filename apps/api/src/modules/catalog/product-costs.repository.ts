import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

/** One item received at a cost: all its units of one receipt, at their average unit cost. */
export interface CostReceipt {
  productId: string;
  variationId: string | null;
  quantity: number;
  /** 4 decimals. */
  unitCost: string;
}

/**
 * The moving average cost (docs/guide/suppliers-and-purchase-orders.md, "Cost price"): each
 * item's cost becomes (on hand × cost + received × unit cost) / (on hand + received), where "on
 * hand" is the item's stock over every location before the receipt; when it had no cost, or nothing
 * (or less than nothing) on hand, the receipt's unit cost. A variation without a cost of its own
 * starts from its product's. Rounded to 4 decimals. The item's row is locked first (`for update`),
 * so two receipts of it at once average one after the other. Run before the receipt's stock moves.
 */
/** A cost the receipt moved: the product's own (label null) or one variation's. */
export interface CostChange {
  product_id: string;
  label: string | null;
  before: string | null;
  after: string;
}

export async function applyReceiptCosts(
  ex: Executor,
  organizationId: string,
  receipts: CostReceipt[],
): Promise<CostChange[]> {
  const changes: CostChange[] = [];
  const input = (list: CostReceipt[], key: 'productId' | 'variationId') =>
    JSON.stringify(list.map((r) => ({ id: r[key], quantity: r.quantity, unit_cost: r.unitCost })));
  const average = sql`round(case when l.cost_price is null or l.on_hand <= 0 then r.unit_cost
      else (l.on_hand * l.cost_price + r.quantity * r.unit_cost) / (l.on_hand + r.quantity) end, 4)`;
  const own = receipts.filter((r) => !r.variationId);
  if (own.length) {
    const rows = await queryRows<CostChange>(
      ex,
      sql`
      with r as (
        select * from json_to_recordset(${input(own, 'productId')}::json)
          as r(id uuid, quantity numeric, unit_cost numeric)),
      l as (
        select p.id, p.cost_price,
          (select coalesce(sum(s.quantity), 0) from stock_levels s where s.organization_id = ${organizationId}
             and s.product_id = p.id and s.variation_id is null) as on_hand
        from products p join r on r.id = p.id
        where p.organization_id = ${organizationId}
        order by p.id for update of p)
      update products p set cost_price = ${average}, updated_at = now()
      from r join l on l.id = r.id
      where p.organization_id = ${organizationId} and p.id = r.id
      returning p.id as product_id, null as label, l.cost_price::text as before,
        p.cost_price::text as after`,
    );
    changes.push(...rows);
  }
  const ofVariations = receipts.filter((r) => r.variationId);
  if (ofVariations.length) {
    const rows = await queryRows<CostChange>(
      ex,
      sql`
      with r as (
        select * from json_to_recordset(${input(ofVariations, 'variationId')}::json)
          as r(id uuid, quantity numeric, unit_cost numeric)),
      l as (
        select v.id, coalesce(v.cost_price, p.cost_price) as cost_price,
          (select coalesce(sum(s.quantity), 0) from stock_levels s where s.organization_id = ${organizationId}
             and s.variation_id = v.id) as on_hand
        from product_variations v join r on r.id = v.id
        join products p on p.organization_id = v.organization_id and p.id = v.product_id
        where v.organization_id = ${organizationId}
        order by v.id for update of v)
      update product_variations v set cost_price = ${average}
      from r join l on l.id = r.id
      where v.organization_id = ${organizationId} and v.id = r.id
      returning v.product_id,
        (select string_agg(a, ' / ') from jsonb_array_elements_text(v.attribute_combination) a) as label,
        l.cost_price::text as before, v.cost_price::text as after`,
    );
    changes.push(...rows);
  }
  return changes;
}
