import type { TReorderGroup, TReorderLine, TReorderOrdersBody } from '@pos/contracts/reorder';

/** The lines picked (by stock level id) and the quantities typed over the suggested ones. */
export interface Selection {
  picked: ReadonlySet<string>;
  quantities: Readonly<Record<string, number | ''>>;
}

export const EMPTY_SELECTION: Selection = { picked: new Set(), quantities: {} };

export const quantityOf = (s: Selection, line: TReorderLine) =>
  s.quantities[line._id] ?? line.suggestedQuantity;

/** Lines without a supplier cannot be ordered: never picked. */
export const orderable = (line: TReorderLine) => line.supplierId !== null;

export function toggle(s: Selection, lines: readonly TReorderLine[], on: boolean): Selection {
  const picked = new Set(s.picked);
  for (const l of lines) {
    if (!orderable(l)) continue;
    if (on) picked.add(l._id);
    else picked.delete(l._id);
  }
  return { ...s, picked };
}

export const setQuantity = (s: Selection, id: string, value: number | ''): Selection => ({
  ...s,
  quantities: { ...s.quantities, [id]: value },
});

/** The picked lines still shown, with a quantity of at least 1. */
export function pickedLines(s: Selection, groups: readonly TReorderGroup[]) {
  return groups.flatMap((g) => g.lines).filter((l) => orderable(l) && s.picked.has(l._id));
}

export const invalidQuantity = (s: Selection, line: TReorderLine) => {
  const q = quantityOf(s, line);
  // Whole units, or 3 decimals of an item sold by a measure: the server checks which.
  return q === '' || !(q > 0);
};

export function ordersBody(s: Selection, lines: readonly TReorderLine[]): TReorderOrdersBody {
  return {
    lines: lines.map((l) => ({
      productId: l.productId,
      variationId: l.variationId,
      storeId: l.storeId,
      warehouseId: l.warehouseId,
      quantity: Number(quantityOf(s, l)),
    })),
  };
}
