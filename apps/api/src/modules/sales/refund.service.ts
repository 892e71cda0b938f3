import { SALE_MESSAGES as M } from '@pos/contracts/sales';
import { conflict, notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { runMoves } from '../inventory/stock.service.js';
import { stockMoves, unitsPerProduct } from './sale-stock.js';
import * as repo from './sales.repository.js';
import { loadTransaction } from './sales.service.js';

/** `POST /transactions/:id/refund`: the whole sale; its stock comes back (RETURN rows). */
export async function refundSale(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const sale = await repo.findTransaction(tx, org, id, true);
    if (!sale) throw notFound(M.notFound);
    if (sale.status === 'Refunded')
      throw conflict(M.alreadyRefunded, undefined, 'ALREADY_REFUNDED');
    if (sale.status !== 'Completed') throw conflict(M.notRefundable);
    const items = await repo.itemsOf(tx, org, id);
    const lines = items
      .filter((i) => i.productId)
      .map((i) => ({
        productId: i.productId as string,
        variationId: i.variationId,
        quantity: i.quantity,
        label: i.productName,
      }));
    // Stock returns to where it was sold; a return never fails for want of stock.
    await runMoves(tx, stockMoves(caller, id, sale.store_id, lines, 1, true));
    await repo.addProductSales(tx, org, unitsPerProduct(lines, -1));
    await repo.markRefunded(tx, org, id, caller.userId);
    return loadTransaction(tx, org, id);
  });
  return { data, message: M.refunded };
}
