import type { Executor } from '../../db/client.js';
import * as repo from './product-costs.repository.js';

export interface ReceivedAtCost {
  productId: string;
  variationId: string | null;
  quantity: number;
  unitCost: number;
}

/**
 * Stock received at a unit cost moves each item's cost price by the moving average
 * (`repo.applyReceiptCosts`). Lines of the same item in one receipt count as one, at their
 * quantity-weighted cost. Call it in the receipt's transaction, before its stock moves.
 */
export async function receiveAtCost(ex: Executor, organizationId: string, lines: ReceivedAtCost[]) {
  const byItem = new Map<
    string,
    { productId: string; variationId: string | null; quantity: number; value: number }
  >();
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const key = `${l.productId}|${l.variationId ?? ''}`;
    const item = byItem.get(key) ?? {
      productId: l.productId,
      variationId: l.variationId,
      quantity: 0,
      value: 0,
    };
    item.quantity += l.quantity;
    item.value += l.quantity * l.unitCost;
    byItem.set(key, item);
  }
  const receipts = [...byItem.values()].map((i) => ({
    productId: i.productId,
    variationId: i.variationId,
    quantity: i.quantity,
    unitCost: (i.value / i.quantity).toFixed(4),
  }));
  if (receipts.length) await repo.applyReceiptCosts(ex, organizationId, receipts);
}
