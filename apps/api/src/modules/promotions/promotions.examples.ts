/** How the SQL snapshot (apps/api/sql-snapshot) calls promotions.repository.ts's functions. */
import { ID, ORG, OTHER, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as promotions from './promotions.repository.js';

/** "Buy 2 get the cheapest free" on two products, at one store, for a weekend. */
const values = {
  name: 'Buy 2 get the cheapest free',
  kind: 'buy_x_get_y' as const,
  productIds: [ID, OTHER],
  categoryIds: [],
  percent: null,
  amount: null,
  buyQuantity: 2,
  getQuantity: 1,
  getPercent: '100',
  bundleQuantity: null,
  bundlePrice: null,
  couponCode: null,
  startsAt: new Date('2026-06-13T00:00:00Z'),
  endsAt: new Date('2026-06-15T00:00:00Z'),
  storeIds: [ID],
  isActive: true,
};

export const examples = sqlExamples<typeof promotions>({
  insertPromotion: [[ORG, values]],
  updatePromotion: [[ORG, ID, values]],
  unknownRefs: [[ORG, { productIds: [ID, OTHER], categoryIds: [ID], storeIds: [ID] }]],
});
