import type { PromotionKind, TPromotionRow, ZPromotionsQuery } from '@pos/contracts/promotions';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, strOrNull } from '../../lib/sql-values.js';
import { categories } from '../catalog/categories.tables.js';
import { stores } from '../inventory/stores.tables.js';

export type TPromotionsQuery = z.output<typeof ZPromotionsQuery>;

/** Active, and now within [starts_at, ends_at): what the sale would apply (promotion-engine.ts). */
const current = sql`(p.is_active and (p.starts_at is null or p.starts_at <= now())
  and (p.ends_at is null or now() < p.ends_at))`;

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

/**
 * The promotions screen: each promotion with the names of its categories and stores, read-only
 * from the catalogue's and inventory's tables (ARCHITECTURE, module map).
 */
export const promotionsList: ListSpec<TPromotionsQuery, TPromotionRow> = {
  from: sql`promotions p`,
  org: sql`p.organization_id`,
  id: sql`p.id`,
  select: sql`p.id, p.name, p.kind, to_json(p.product_ids) as product_ids,
    to_json(p.category_ids) as category_ids, p.percent::text as percent, p.amount::text as amount,
    p.buy_quantity, p.get_quantity, p.get_percent::text as get_percent, p.bundle_quantity,
    p.bundle_price::text as bundle_price, p.coupon_code, p.starts_at, p.ends_at,
    to_json(p.store_ids) as store_ids, p.is_active, p.created_at, p.updated_at,
    coalesce((select json_agg(c.name order by lower(c.name)) from ${categories} c
      where c.organization_id = p.organization_id and c.id = any(p.category_ids)), '[]') as category_names,
    coalesce((select json_agg(s.name order by lower(s.name)) from ${stores} s
      where s.organization_id = p.organization_id and s.id = any(p.store_ids)), '[]') as store_names`,
  search: [sql`p.name`, sql`p.coupon_code`],
  filters: (q) => [
    q.kind ? sql`p.kind = ${q.kind}` : undefined,
    q.isActive !== undefined ? sql`p.is_active = ${q.isActive}` : undefined,
    q.current === undefined ? undefined : q.current ? current : sql`not ${current}`,
  ],
  sorts: {
    name: sql`lower(p.name)`,
    kind: sql`p.kind`,
    // No start: since ever, the earliest; no end: never, the latest.
    startsAt: sql`coalesce(p.starts_at, '-infinity')`,
    endsAt: sql`coalesce(p.ends_at, 'infinity')`,
    createdAt: sql`p.created_at`,
  },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    kind: r.kind as PromotionKind,
    productIds: r.product_ids as string[],
    categoryIds: r.category_ids as string[],
    percent: numOrNull(r.percent),
    amount: numOrNull(r.amount),
    buyQuantity: numOrNull(r.buy_quantity),
    getQuantity: numOrNull(r.get_quantity),
    getPercent: numOrNull(r.get_percent),
    bundleQuantity: numOrNull(r.bundle_quantity),
    bundlePrice: numOrNull(r.bundle_price),
    couponCode: strOrNull(r.coupon_code),
    startsAt: isoOrNull(r.starts_at),
    endsAt: isoOrNull(r.ends_at),
    storeIds: r.store_ids as string[],
    isActive: Boolean(r.is_active),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    categoryNames: r.category_names as string[],
    storeNames: r.store_names as string[],
  }),
};
