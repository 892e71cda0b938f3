import type { TPromotion } from '@pos/contracts/promotions';

/** For tests: a promotion as `GET /register/promotions` answers it — every store, no window, no coupon. */
export const promotion = (
  p: Pick<TPromotion, '_id' | 'name' | 'kind'> & Partial<TPromotion>,
): TPromotion => ({
  productIds: [],
  categoryIds: [],
  percent: null,
  amount: null,
  buyQuantity: null,
  getQuantity: null,
  getPercent: null,
  bundleQuantity: null,
  bundlePrice: null,
  couponCode: null,
  startsAt: null,
  endsAt: null,
  storeIds: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...p,
});
