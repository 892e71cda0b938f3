import {
  ACCOUNT_MESSAGES as A,
  type TAccountPayment,
  type TAccountPaymentBody,
} from '@pos/contracts/customer-accounts';
import { centsText, toCents } from '@pos/contracts/sale-totals';
import { SALE_MESSAGES as M } from '@pos/contracts/sales';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { payOnAccount } from '../stored-value/charge-accounts.service.js';
import * as repo from './account-payments.repository.js';

const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used for a different payment. Use a new key for a new payment.';

const answerOf = (r: repo.AccountPaymentRow): TAccountPayment => ({
  _id: r.id,
  customerId: r.customer_id,
  method: r.method,
  tendered: Number(r.tendered),
  amount: Number(r.amount),
  change: Number(r.change),
  balanceAfter: Number(r.balance_after),
  allocations: r.allocations,
  shiftId: r.shift_id,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * `POST /customers/:id/account-payments` (docs/DESIGN.md, "Stored value"): money handed over at
 * the register for what the customer owes on account, in one transaction — the store and the
 * cashier's open shift (its drawer takes cash; none open and the shop sells only in shifts: 409
 * SHIFT_REQUIRED), the payment on the account (`payOnAccount`), the document. Sent again with
 * its Idempotency-Key, it answers the payment it made and writes nothing.
 */
export async function takeAccountPayment(
  deps: AppDeps,
  caller: Caller,
  customerId: string,
  body: TAccountPaymentBody,
  idempotencyKey: string | undefined,
) {
  const org = caller.organizationId;
  const key = idempotencyKey ?? null;
  const hash = hashToken(JSON.stringify({ customerId, ...body }));
  try {
    const data = await deps.db.transaction(async (tx) => {
      const ctx = await repo.paymentContext(tx, org, {
        userId: caller.userId,
        storeId: body.storeId ?? null,
        idempotencyKey: key,
      });
      if (ctx.earlier)
        return { replayed: true, data: await earlierAnswer(tx, org, ctx.earlier, hash) };
      if (!ctx.store) throw notFound('Store not found');
      if (!ctx.store.is_active) {
        throw conflict(`Store "${ctx.store.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
      }
      if (ctx.require_open_shift && !ctx.open_shift_id) {
        throw conflict(M.shiftRequired, undefined, 'SHIFT_REQUIRED');
      }
      const id = uuidv7();
      const paid = await payOnAccount(tx, org, {
        id,
        customerId,
        method: body.method,
        tenderedCents: toCents(body.amount),
        userId: caller.userId,
      });
      const createdAt = await repo.insertAccountPayment(tx, org, {
        id,
        customerId,
        method: body.method,
        tendered: centsText(toCents(body.amount)),
        amount: centsText(paid.cents),
        change: centsText(paid.changeCents),
        storeId: ctx.store.id,
        shiftId: ctx.open_shift_id,
        userId: caller.userId,
        allocations: paid.allocations,
        idempotencyKey: key,
        requestHash: key ? hash : null,
      });
      const data: TAccountPayment = {
        _id: id,
        customerId,
        method: body.method,
        tendered: toCents(body.amount) / 100,
        amount: paid.cents / 100,
        change: paid.changeCents / 100,
        balanceAfter: paid.balanceAfter,
        allocations: paid.allocations,
        shiftId: ctx.open_shift_id,
        createdAt: new Date(createdAt).toISOString(),
      };
      return { replayed: false, data };
    });
    return { ...data, message: A.paid };
  } catch (err) {
    // Two attempts with one key at once: the second answers the first's payment.
    if (key && isUniqueViolation(err, 'account_payments_idempotency_uq')) {
      const { earlier } = await repo.paymentContext(deps.db, org, {
        userId: caller.userId,
        storeId: null,
        idempotencyKey: key,
      });
      if (earlier) {
        return {
          replayed: true,
          data: await earlierAnswer(deps.db, org, earlier, hash),
          message: A.paid,
        };
      }
    }
    throw err;
  }
}

/** The payment an Idempotency-Key made, when this request is the same (else 422). */
async function earlierAnswer(
  ex: Executor,
  org: string,
  earlier: { id: string; request_hash: string | null },
  hash: string,
) {
  if (earlier.request_hash !== hash)
    throw new AppError('IDEMPOTENCY_MISMATCH', IDEMPOTENCY_MISMATCH);
  const row = await repo.findAccountPayment(ex, org, earlier.id);
  if (!row) throw notFound('Payment not found');
  return answerOf(row);
}
