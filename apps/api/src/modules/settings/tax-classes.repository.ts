import type { TTax } from '@pos/contracts/settings';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { taxClasses } from './settings.tables.js';

export interface TaxClassValues {
  name: string;
  taxes: TTax[];
}

export async function insertTaxClass(
  ex: Executor,
  organizationId: string,
  values: TaxClassValues & { isDefault: boolean },
) {
  const [row] = await ex
    .insert(taxClasses)
    .values({ organizationId, ...values })
    .returning({ id: taxClasses.id });
  if (!row) throw new Error('tax class insert returned nothing');
  return row.id;
}

export async function updateTaxClass(
  ex: Executor,
  organizationId: string,
  id: string,
  values: Partial<TaxClassValues>,
) {
  await ex
    .update(taxClasses)
    .set(values)
    .where(and(eq(taxClasses.organizationId, organizationId), eq(taxClasses.id, id)));
}

/** Moves the default flag to one class (the partial unique index allows one per organization). */
export async function makeDefaultTaxClass(ex: Executor, organizationId: string, id: string) {
  await ex
    .update(taxClasses)
    .set({ isDefault: false })
    .where(and(eq(taxClasses.organizationId, organizationId), eq(taxClasses.isDefault, true)));
  await ex
    .update(taxClasses)
    .set({ isDefault: true })
    .where(and(eq(taxClasses.organizationId, organizationId), eq(taxClasses.id, id)));
}

export async function deleteTaxClass(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(taxClasses)
    .where(and(eq(taxClasses.organizationId, organizationId), eq(taxClasses.id, id)));
}

/** The default class's id and taxes; null before the organization has settings. */
export async function findDefaultTaxClass(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ id: taxClasses.id, taxes: taxClasses.taxes })
    .from(taxClasses)
    .where(and(eq(taxClasses.organizationId, organizationId), eq(taxClasses.isDefault, true)));
  return row ?? null;
}

/** Every class of the organization, the default first, then by name (the register's copy). */
export function allTaxClasses(ex: Executor, organizationId: string) {
  return ex
    .select({
      id: taxClasses.id,
      name: taxClasses.name,
      taxes: taxClasses.taxes,
      isDefault: taxClasses.isDefault,
    })
    .from(taxClasses)
    .where(eq(taxClasses.organizationId, organizationId))
    .orderBy(desc(taxClasses.isDefault), asc(taxClasses.name));
}
