import type { Executor } from '../../db/client.js';
import { type AuditActor, recordAuditMany } from '../audit/audit.service.js';
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
 * quantity-weighted cost. Call it in the receipt's transaction, before its stock moves. Each cost it changes is a
 * product's update in the audit log (DESIGN §13), by whoever received the goods.
 */
export async function receiveAtCost(ex: Executor, actor: AuditActor, lines: ReceivedAtCost[]) {
  const organizationId = actor.organizationId;
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
  if (receipts.length === 0) return;
  const changed = await repo.applyReceiptCosts(ex, organizationId, receipts);
  const byProduct = new Map<string, Record<string, { before: number | null; after: number }>>();
  for (const c of changed) {
    const before = c.before === null ? null : Number(c.before);
    if (before === Number(c.after)) continue;
    const changes = byProduct.get(c.product_id) ?? {};
    changes[c.label === null ? 'costPrice' : `costPrice (${c.label})`] = {
      before,
      after: Number(c.after),
    };
    byProduct.set(c.product_id, changes);
  }
  await recordAuditMany(
    ex,
    actor,
    [...byProduct].map(([entityId, changes]) => ({
      entityType: 'Product',
      entityId,
      action: 'update',
      changes,
    })),
  );
}
