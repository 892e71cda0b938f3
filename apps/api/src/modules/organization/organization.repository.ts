import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from './organization.tables.js';

export async function insertOrganization(
  ex: Executor,
  values: { name: string; code: string; kind: 'tenant' | 'platform'; email?: string | null },
) {
  const [row] = await ex.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export async function findPlatformOrganization(ex: Executor) {
  const [row] = await ex.select().from(organizations).where(eq(organizations.kind, 'platform'));
  return row ?? null;
}

export async function findOrganization(ex: Executor, id: string) {
  const [row] = await ex.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export async function updateOrganization(
  ex: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof organizations.$inferInsert,
      'name' | 'code' | 'address' | 'email' | 'phone' | 'logo'
    >
  >,
) {
  const [row] = await ex
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

/** The organization's row, locked until the transaction ends (its status changes one at a time). */
export async function lockOrganization(ex: Executor, id: string) {
  const [row] = await ex.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row ?? null;
}

export async function setOrganizationStatus(
  ex: Executor,
  id: string,
  values: Pick<typeof organizations.$inferInsert, 'isActive' | 'disabledReason' | 'disabledAt'>,
) {
  await ex
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}
