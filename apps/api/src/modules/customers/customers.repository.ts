import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customers } from './customers.tables.js';

/** A customer's fields as written; `creditLimit` left out is left as it is. */
export interface CustomerValues {
  name: string;
  email: string | null;
  phone: string | null;
  creditLimit?: string | null;
}

export async function countCustomers(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function insertCustomer(ex: Executor, organizationId: string, values: CustomerValues) {
  const [row] = await ex
    .insert(customers)
    .values({ organizationId, ...values })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

/** Inserts the customer under a client-made id, unless one has it; answers whether it did. */
export async function insertCustomerWithId(
  ex: Executor,
  organizationId: string,
  id: string,
  values: CustomerValues,
) {
  const rows = await ex
    .insert(customers)
    .values({ organizationId, id, ...values })
    .onConflictDoNothing({ target: [customers.organizationId, customers.id] })
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function updateCustomer(
  ex: Executor,
  organizationId: string,
  id: string,
  values: CustomerValues,
) {
  await ex
    .update(customers)
    .set(values)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
}

export async function deleteCustomer(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
}
