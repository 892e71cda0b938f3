import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { warehouses } from './stock.tables.js';
import { stores } from './stores.tables.js';

export interface StoreValues {
  name: string;
  location: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  isActive: boolean;
}

export interface WarehouseValues {
  name: string;
  location: string | null;
  isActive: boolean;
}

export async function insertStore(
  ex: Executor,
  organizationId: string,
  values: Partial<StoreValues> & { name: string; isDefault: boolean },
) {
  const [row] = await ex
    .insert(stores)
    .values({ organizationId, ...values })
    .returning({ id: stores.id });
  if (!row) throw new Error('store insert returned nothing');
  return row.id;
}

export async function updateStore(
  ex: Executor,
  organizationId: string,
  id: string,
  values: StoreValues,
) {
  await ex
    .update(stores)
    .set(values)
    .where(and(eq(stores.organizationId, organizationId), eq(stores.id, id)));
}

/** Moves the default flag to one store (the partial unique index allows one per organization). */
export async function makeDefaultStore(ex: Executor, organizationId: string, id: string) {
  await ex
    .update(stores)
    .set({ isDefault: false })
    .where(and(eq(stores.organizationId, organizationId), eq(stores.isDefault, true)));
  await ex
    .update(stores)
    .set({ isDefault: true })
    .where(and(eq(stores.organizationId, organizationId), eq(stores.id, id)));
}

export async function insertWarehouse(
  ex: Executor,
  organizationId: string,
  values: WarehouseValues,
) {
  const [row] = await ex
    .insert(warehouses)
    .values({ organizationId, ...values })
    .returning({ id: warehouses.id });
  if (!row) throw new Error('warehouse insert returned nothing');
  return row.id;
}

export async function updateWarehouse(
  ex: Executor,
  organizationId: string,
  id: string,
  values: WarehouseValues,
) {
  await ex
    .update(warehouses)
    .set(values)
    .where(and(eq(warehouses.organizationId, organizationId), eq(warehouses.id, id)));
}

export type LocationKind = 'store' | 'warehouse';
const column = (kind: LocationKind) => sql.raw(kind === 'store' ? 'store_id' : 'warehouse_id');

/** Units held at a location (a level may be negative when the organization allows it). */
export async function stockAt(
  ex: Executor,
  organizationId: string,
  kind: LocationKind,
  id: string,
) {
  const [row] = await queryRows<{ held: boolean; logged: boolean }>(
    ex,
    sql`select exists(select 1 from stock_levels where organization_id = ${organizationId}
               and ${column(kind)} = ${id} and quantity <> 0) as held,
             exists(select 1 from inventory_log where organization_id = ${organizationId}
               and ${column(kind)} = ${id}) as logged`,
  );
  return { held: Boolean(row?.held), logged: Boolean(row?.logged) };
}

/** Deletes a location and its (empty) stock levels. */
export async function deleteLocation(
  ex: Executor,
  organizationId: string,
  kind: LocationKind,
  id: string,
) {
  await ex.execute(
    sql`delete from stock_levels where organization_id = ${organizationId} and ${column(kind)} = ${id}`,
  );
  const table = kind === 'store' ? stores : warehouses;
  await ex.delete(table).where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}

/** A location of the organization by id, or null. */
export async function findLocation(
  ex: Executor,
  organizationId: string,
  kind: LocationKind,
  id: string,
) {
  const table = kind === 'store' ? stores : warehouses;
  const [row] = await ex
    .select({ id: table.id, name: table.name, isActive: table.isActive })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
  return row ?? null;
}
