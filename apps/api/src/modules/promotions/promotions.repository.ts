import type { PromotionKind } from '@pos/contracts/promotions';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.js';
import { categories } from '../catalog/categories.tables.js';
import { products } from '../catalog/products.tables.js';
import { stores } from '../inventory/stores.tables.js';
import { promotions } from './promotions.tables.js';

/** A promotion as it is stored: amounts and percents as numeric text, moments as dates. */
export interface PromotionValues {
  name: string;
  kind: PromotionKind;
  productIds: string[];
  categoryIds: string[];
  percent: string | null;
  amount: string | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  getPercent: string | null;
  bundleQuantity: number | null;
  bundlePrice: string | null;
  couponCode: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  storeIds: string[];
  isActive: boolean;
}

export async function insertPromotion(
  ex: Executor,
  organizationId: string,
  values: PromotionValues,
) {
  const [row] = await ex
    .insert(promotions)
    .values({ organizationId, ...values })
    .returning({ id: promotions.id });
  if (!row) throw new Error('promotion insert returned nothing');
  return row.id;
}

export async function updatePromotion(
  ex: Executor,
  organizationId: string,
  id: string,
  values: PromotionValues,
) {
  await ex
    .update(promotions)
    .set(values)
    .where(and(eq(promotions.organizationId, organizationId), eq(promotions.id, id)));
}

export async function deletePromotion(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(promotions)
    .where(and(eq(promotions.organizationId, organizationId), eq(promotions.id, id)));
}

export interface PromotionRefs {
  productIds: readonly string[];
  categoryIds: readonly string[];
  storeIds: readonly string[];
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The ids of `refs` that name no product, category or store of the organization, each with
 * the field it came in (archived products and inactive stores are the organization's: named).
 * One statement, read-only, of the catalogue's and inventory's tables (ARCHITECTURE, module map).
 */
export function unknownRefs(ex: Executor, organizationId: string, refs: PromotionRefs) {
  const missing = (field: keyof PromotionRefs, table: PgTable) =>
    sql`select ${field}::text as field, x.id::text as id from unnest(${uuidArray(refs[field])}) x(id)
      where not exists (select 1 from ${table} t where t.organization_id = ${organizationId} and t.id = x.id)`;
  return queryRows<{ field: keyof PromotionRefs; id: string }>(
    ex,
    sql`${missing('productIds', products)}
      union all ${missing('categoryIds', categories)}
      union all ${missing('storeIds', stores)}`,
  );
}
