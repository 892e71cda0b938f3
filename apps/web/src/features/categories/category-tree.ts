/** The parent links of the categories, as the full list (limit 1000) gives them. */
export interface CategoryLink {
  _id: string;
  name: string;
  parentCategoryId: string | null;
}

/** The category and everything below it: none of these may become its parent (no cycles). */
export function selfAndDescendants(categories: readonly CategoryLink[], id: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const c of categories) {
    if (!c.parentCategoryId) continue;
    const list = children.get(c.parentCategoryId) ?? [];
    list.push(c._id);
    children.set(c.parentCategoryId, list);
  }
  const out = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      // A cycle in bad data must not loop forever.
      if (out.has(child)) continue;
      out.add(child);
      queue.push(child);
    }
  }
  return out;
}

/**
 * "Clothing › Shirts": names repeat across levels (two "Accessories" under different parents),
 * so a dropdown shows where each one sits.
 */
export function categoryPath(categories: readonly CategoryLink[], id: string): string {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const names: string[] = [];
  const seen = new Set<string>();
  for (let c = byId.get(id); c && !seen.has(c._id); c = byId.get(c.parentCategoryId ?? '')) {
    seen.add(c._id);
    names.unshift(c.name);
  }
  return names.join(' › ');
}

/** Select options for a parent dropdown: every category but the excluded ones, by path. */
export function parentOptions(
  categories: readonly CategoryLink[],
  excludeId: string | null,
): { value: string; label: string }[] {
  const excluded = excludeId ? selfAndDescendants(categories, excludeId) : new Set<string>();
  return categories
    .filter((c) => !excluded.has(c._id))
    .map((c) => ({ value: c._id, label: categoryPath(categories, c._id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
