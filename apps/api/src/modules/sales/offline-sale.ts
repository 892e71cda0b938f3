import { SALE_MESSAGES as M, type ReviewReason, type TOfflineSale } from '@pos/contracts/sales';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import type * as repo from './sales.repository.js';

/**
 * The rules of a sale an offline register made and sends when it can (DESIGN §13). It
 * already happened in the shop: what the server would have refused or priced otherwise then
 * (stock, credits, a price or a tax changed since, a shift closed) is recorded as it was sold and
 * flagged for a manager's review. What no later sync could change (an unknown product, a bad
 * field, a discount without the permission) is still refused as for any sale.
 */

/** How far ahead of the server's clock a device's may be (clocks drift; a sale is not made later). */
export const OFFLINE_FUTURE_SLACK_MS = 5 * 60_000;
/** How old an offline sale may be: a register a month offline has a problem no sync should hide. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 3_600_000;

/** When the sale was made, refused (400) when the device's clock cannot be right. */
export function offlineTime(offline: TOfflineSale, now: Date) {
  const at = new Date(offline.createdAt);
  const ahead = at.getTime() - now.getTime();
  if (ahead > OFFLINE_FUTURE_SLACK_MS) {
    throw new AppError('OFFLINE_TIME_OUT_OF_RANGE', M.offlineTimeFuture, {
      'offline.createdAt': M.offlineTimeFuture,
    });
  }
  if (-ahead > OFFLINE_MAX_AGE_MS) {
    throw new AppError('OFFLINE_TIME_OUT_OF_RANGE', M.offlineTimeOld, {
      'offline.createdAt': M.offlineTimeOld,
    });
  }
  return at;
}

/**
 * The shift an offline sale belongs to and what it is flagged for, besides what the write finds
 * (`oversold`) and what the pricing says (`price_changed`, `tax_changed`): the shift it names if that is still
 * open (its expected cash then includes the sale); none if closed since, or if none was open
 * where settings require one (`shift_closed`). `shiftId: null` says the register had none
 * open; not sent, the sale joins the cashier's shift open since before it was made, as an
 * online sale joins the open one. No credit left: `no_credits` (the commit's trigger flags it too
 * when the last ones go meanwhile).
 */
export function offlineTerms(offline: TOfflineSale, ctx: repo.SaleContext, storeId: string) {
  const reasons = new Set<ReviewReason>();
  let shiftId: string | null;
  if (offline.shiftId) {
    const shift = ctx.offline_shift;
    if (!shift) throw notFound(M.shiftNotFound);
    if (shift.store_id !== storeId) {
      throw validationError(M.shiftOtherStore, { 'offline.shiftId': M.shiftOtherStore });
    }
    shiftId = shift.status === 'open' ? shift.id : null;
    if (!shiftId) reasons.add('shift_closed');
  } else {
    shiftId = offline.shiftId === null ? null : ctx.open_shift_id;
    if (!shiftId && ctx.require_open_shift) reasons.add('shift_closed');
  }
  if ((ctx.remaining_credits ?? 0) <= 0) reasons.add('no_credits');
  return { shiftId, reasons };
}
