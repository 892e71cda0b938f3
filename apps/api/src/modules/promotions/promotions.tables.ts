import type { PromotionKind } from '@pos/contracts/promotions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tenantColumns, timestamps } from '../../db/columns.js';
import { belongsToOrganization, tenantKey } from '../../db/tenant-keys.js';

/** A list of ids, none by default (no products and no categories: the whole catalogue). */
const ids = (name: string) => uuid(name).array().notNull().default(sql`'{}'::uuid[]`);

/**
 * Price rules the sale applies by itself (docs/DESIGN.md, "Money"; the rule that applies them:
 * packages/contracts/src/promotion-engine.ts). Each kind has its own fields and no other's —
 * the checks say what ZPromotionBody says. The ids name products, categories and stores of the
 * organization when written (promotions.service.ts); the arrays can hold no foreign key, so one
 * deleted later stays named and matches nothing.
 */
export const promotions = pgTable(
  'promotions',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    productIds: ids('product_ids'),
    categoryIds: ids('category_ids'),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    getPercent: numeric('get_percent', { precision: 5, scale: 2 }),
    bundleQuantity: integer('bundle_quantity'),
    bundlePrice: numeric('bundle_price', { precision: 12, scale: 2 }),
    /** Upper-case: the register compares codes without regard to case. */
    couponCode: text('coupon_code'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** None: every store. */
    storeIds: ids('store_ids'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('promotions_org_coupon_uq')
      .on(t.organizationId, sql`upper(${t.couponCode})`)
      .where(sql`${t.couponCode} is not null`),
    belongsToOrganization(t),
    check(
      'promotions_kind_ck',
      sql`${t.kind} in ('percent_off', 'amount_off', 'buy_x_get_y', 'multibuy')`,
    ),
    // A CHECK passes when it is null: what a kind requires is coalesced to false.
    check(
      'promotions_percent_off_ck',
      sql`case when ${t.kind} = 'percent_off'
        then coalesce(${t.percent} > 0 and ${t.percent} <= 100, false) else ${t.percent} is null end`,
    ),
    check(
      'promotions_amount_off_ck',
      sql`case when ${t.kind} = 'amount_off' then coalesce(${t.amount} > 0, false) else ${t.amount} is null end`,
    ),
    check(
      'promotions_buy_x_get_y_ck',
      sql`case when ${t.kind} = 'buy_x_get_y'
        then coalesce(${t.buyQuantity} between 1 and 1000 and ${t.getQuantity} between 1 and 1000
          and ${t.getPercent} between 1 and 100, false)
        else num_nonnulls(${t.buyQuantity}, ${t.getQuantity}, ${t.getPercent}) = 0 end`,
    ),
    check(
      'promotions_multibuy_ck',
      sql`case when ${t.kind} = 'multibuy'
        then coalesce(${t.bundleQuantity} between 2 and 1000 and ${t.bundlePrice} >= 0, false)
        else num_nonnulls(${t.bundleQuantity}, ${t.bundlePrice}) = 0 end`,
    ),
    check(
      'promotions_coupon_code_ck',
      sql`${t.couponCode} = upper(${t.couponCode}) and length(${t.couponCode}) between 3 and 40`,
    ),
    check('promotions_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
