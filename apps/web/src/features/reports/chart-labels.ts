/** A bar chart's category: the short label its axis shows, the whole name its tooltip shows. */
export interface NamedItem {
  name: string;
  /** Tells apart two items whose names read the same once cut (a product's SKU). */
  sku?: string | null;
}

const cut = (s: string, max: number) =>
  s.length > max ? `${s.slice(0, Math.max(1, max - 1)).trimEnd()}…` : s;

/** The start and the end of a name: items named alike usually differ at the end (250g, 500g). */
const cutMiddle = (s: string, max: number) => {
  if (s.length <= max) return s;
  const tail = Math.floor((max - 1) / 2);
  return `${s.slice(0, max - 1 - tail).trimEnd()}…${s.slice(s.length - tail).trimStart()}`;
};

/**
 * The axis labels of a chart of names, at most `max` characters each, and never two alike for
 * two rows (docs/guide/stock-and-reports.md, "Report charts"): a name is cut at its end; where
 * two names would then read the same, each shows its SKU after the cut name, or without a SKU
 * its start and its end; rows still alike (the same name twice) are numbered.
 */
export function chartLabels(items: readonly NamedItem[], max: number): string[] {
  const countOf = (labels: string[]) => {
    const n = new Map<string, number>();
    for (const l of labels) n.set(l, (n.get(l) ?? 0) + 1);
    return n;
  };
  const first = items.map((i) => cut(i.name, max));
  const firstCount = countOf(first);
  const second = items.map((item, i) => {
    const label = first[i] ?? '';
    if (firstCount.get(label) === 1) return label;
    const sku = item.sku?.trim();
    if (sku && sku.length <= max - 4) return `${cut(item.name, max - sku.length - 3)} · ${sku}`;
    return cutMiddle(item.name, max);
  });
  const secondCount = countOf(second);
  let n = 0;
  return second.map((label) => {
    if (secondCount.get(label) === 1) return label;
    n += 1;
    return `${cut(label, max - String(n).length - 3)} (${n})`;
  });
}
