import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type attributes, manufacturers, marketers, suppliers } from './attributes.tables.js';
import { categories } from './categories.tables.js';

export type NamedKind = 'category' | 'manufacturer' | 'supplier' | 'marketedBy';

const tables = { manufacturer: manufacturers, supplier: suppliers, marketedBy: marketers } as const;

/**
 * Finds a category (top level) or product-info entry by name, case-insensitively, creating it
 * when missing. A per-upload cache keeps a 10,000-row file from asking the same name again.
 */
export function createNamedLookup(ex: Executor, organizationId: string) {
  const cache = new Map<string, string>();
  return async (kind: NamedKind, name: string) => {
    const key = `${kind}:${name.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let id: string;
    if (kind === 'category') {
      const where = and(
        eq(categories.organizationId, organizationId),
        isNull(categories.parentId),
        eq(sql`lower(${categories.name})`, name.toLowerCase()),
      );
      const [found] = await ex.select({ id: categories.id }).from(categories).where(where);
      id =
        found?.id ??
        (
          await ex
            .insert(categories)
            .values({ organizationId, name })
            .returning({ id: categories.id })
        )[0]?.id ??
        '';
    } else {
      const table: typeof attributes = tables[kind];
      const where = and(
        eq(table.organizationId, organizationId),
        eq(sql`lower(${table.name})`, name.toLowerCase()),
      );
      const [found] = await ex.select({ id: table.id }).from(table).where(where);
      id =
        found?.id ??
        (await ex.insert(table).values({ organizationId, name }).returning({ id: table.id }))[0]
          ?.id ??
        '';
    }
    cache.set(key, id);
    return id;
  };
}
