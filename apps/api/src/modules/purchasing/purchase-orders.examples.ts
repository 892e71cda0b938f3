/** How the SQL snapshot (apps/api/sql-snapshot) calls purchase-orders.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as purchaseOrders from './purchase-orders.repository.js';

const PURCHASE_ORDER = {
  supplierId: ID,
  storeId: ID,
  warehouseId: null,
  expectedDate: null,
  notes: null,
};

export const examples = sqlExamples<typeof purchaseOrders>({
  insertOrder: [[ORG, ID, PURCHASE_ORDER]],
  updateOrder: [[ORG, ID, PURCHASE_ORDER]],
  replaceLines: [
    [ORG, ID, [{ productId: ID, variationId: null, quantity: 1, unitCost: '1.0000' }]],
  ],
  setStatus: [
    { label: 'ordered', args: [ORG, ID, 'Ordered'] },
    { label: 'partly received', args: [ORG, ID, 'Partially Received'] },
    { label: 'received', args: [ORG, ID, 'Received'] },
    { label: 'cancelled', args: [ORG, ID, 'Cancelled'] },
  ],
  addReceived: [[ORG, [{ id: ID, quantity: 1 }]]],
  closeOrder: [[ORG, ID, 'reason']],
});
