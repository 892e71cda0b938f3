/** The tables in an order that deletes every row before any row it references. */
export function deletionOrder(tables: { table: string; parents: string[] }[]): string[] {
  const order: string[] = [];
  const left = new Map(tables.map((t) => [t.table, new Set(t.parents)]));
  while (left.size > 0) {
    // Free: no table still to delete references it.
    const free = [...left.keys()].filter((t) => ![...left.values()].some((ps) => ps.has(t)));
    if (free.length === 0)
      throw new Error(`foreign keys in a cycle: ${[...left.keys()].join(', ')}`);
    for (const t of free.sort()) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}
