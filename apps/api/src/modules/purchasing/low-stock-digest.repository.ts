import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { type LowLevelRow, lowLevelsSql } from './reorder.repository.js';

/**
 * Takes the organization's digest of `day` (its local date): true for exactly one caller per
 * day. A second instance's insert waits for the first one's row and finds the day taken.
 */
export async function claimDigestDay(ex: Executor, organizationId: string, day: string) {
  const rows = await queryRows<{ organization_id: string }>(
    ex,
    sql`insert into low_stock_digests as d (organization_id, last_sent_on)
        values (${organizationId}, ${day}::date)
        on conflict (organization_id) do update set last_sent_on = excluded.last_sent_on,
          sent_at = excluded.sent_at
          where d.last_sent_on < excluded.last_sent_on
        returning d.organization_id`,
  );
  return rows.length > 0;
}

export type CrossedRow = Omit<
  LowLevelRow,
  'supplier_id' | 'supplier_name' | 'cost' | 'total' | 'on_order' | 'in_drafts'
>;

/**
 * The levels at or below their reorder level now that the last digest did not report, by
 * location and product; in the same statement the reported set becomes the levels low now
 * (a level back above is forgotten, so it is reported again when it crosses again).
 */
export function takeCrossedLevels(ex: Executor, organizationId: string, highest: number) {
  return queryRows<CrossedRow>(
    ex,
    sql`with low as (
          select x.id, x.product_id, p.name as product_name, x.variation_id, v.attribute_combination,
            coalesce(v.sku, p.sku) as sku, x.store_id, x.warehouse_id,
            coalesce(st.name, wh.name) as location_name, x.quantity, p.reorder_level,
            p.reorder_quantity, v.position
          ${lowLevelsSql(organizationId, highest)}),
        forgotten as (
          delete from low_stock_reported r where r.organization_id = ${organizationId}
            and not exists (select 1 from low where low.id = r.stock_level_id)),
        crossed as (
          select * from low where not exists (select 1 from low_stock_reported r
            where r.organization_id = ${organizationId} and r.stock_level_id = low.id)),
        remembered as (
          insert into low_stock_reported (organization_id, stock_level_id)
          select ${organizationId}, id from crossed)
        select id, product_id, product_name, variation_id, attribute_combination, sku, store_id,
          warehouse_id, location_name, quantity, reorder_level, reorder_quantity
        from crossed
        order by location_name, store_id nulls last, warehouse_id, product_name, product_id,
          position nulls first`,
  );
}
