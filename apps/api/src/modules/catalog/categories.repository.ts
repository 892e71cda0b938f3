import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { categories } from './categories.tables.js';

type Values = { name: string; description: string | null; parentId: string | null };

export async function insertCategory(ex: Executor, organizationId: string, values: Values) {
  const [row] = await ex
    .insert(categories)
    .values({ organizationId, ...values })
    .returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

/** The top-level category of this name, case-insensitively (the bulk upload's find-or-create). */
export async function findTopLevelIdByName(ex: Executor, organizationId: string, name: string) {
  const [found] = await ex
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.organizationId, organizationId),
        isNull(categories.parentId),
        eq(sql`lower(${categories.name})`, name.toLowerCase()),
      ),
    );
  return found?.id ?? null;
}

export async function updateCategory(
  ex: Executor,
  organizationId: string,
  id: string,
  values: Values,
) {
  await ex
    .update(categories)
    .set(values)
    .where(and(eq(categories.organizationId, organizationId), eq(categories.id, id)));
}

export async function deleteCategory(ex: Executor, organizationId: string, id: string) {
  await ex
    .delete(categories)
    .where(and(eq(categories.organizationId, organizationId), eq(categories.id, id)));
}

/** True when `candidate` is `id` itself or lies anywhere below it (any depth). */
export async function isSelfOrDescendant(
  ex: Executor,
  organizationId: string,
  id: string,
  candidate: string,
) {
  const [row] = await queryRows<{ found: boolean }>(
    ex,
    sql`with recursive below(id) as (
          select ${id}::uuid
          union
          select c.id from categories c join below b on c.parent_id = b.id
          where c.organization_id = ${organizationId})
        select exists(select 1 from below where id = ${candidate}::uuid) as found`,
  );
  return Boolean(row?.found);
}

/** Serialises moves within an organization, so two concurrent moves cannot form a cycle. */
export async function lockCategoryTree(ex: Executor, organizationId: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtext('categories:' || ${organizationId}))`);
}
