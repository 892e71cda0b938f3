import type { Executor } from '../../db/client.js';
import { findOrAddEntry } from './attributes.service.js';
import * as categoriesRepo from './categories.repository.js';

export type NamedKind = 'category' | 'manufacturer' | 'supplier' | 'marketedBy';

const lists = {
  manufacturer: 'manufacturers',
  supplier: 'suppliers',
  marketedBy: 'marketers',
} as const;

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
    const id =
      kind === 'category'
        ? ((await categoriesRepo.findTopLevelIdByName(ex, organizationId, name)) ??
          (await categoriesRepo.insertCategory(ex, organizationId, {
            name,
            description: null,
            parentId: null,
          })))
        : await findOrAddEntry(ex, lists[kind], organizationId, name);
    cache.set(key, id);
    return id;
  };
}
