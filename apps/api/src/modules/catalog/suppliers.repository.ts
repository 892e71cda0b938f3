import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { suppliers } from './attributes.tables.js';

export interface SupplierValues {
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  leadTimeDays: number | null;
  notes: string | null;
}

export async function insertSupplier(ex: Executor, organizationId: string, values: SupplierValues) {
  const [row] = await ex
    .insert(suppliers)
    .values({ organizationId, ...values })
    .returning({ id: suppliers.id });
  if (!row) throw new Error('supplier insert returned nothing');
  return row.id;
}

export async function updateSupplier(
  ex: Executor,
  organizationId: string,
  id: string,
  values: SupplierValues,
) {
  await ex
    .update(suppliers)
    .set(values)
    .where(and(eq(suppliers.organizationId, organizationId), eq(suppliers.id, id)));
}

export async function deleteSupplier(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(suppliers)
    .where(and(eq(suppliers.organizationId, organizationId), eq(suppliers.id, id)));
}
