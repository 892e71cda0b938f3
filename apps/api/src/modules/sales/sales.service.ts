import { createHash } from 'node:crypto';
import { centsText, fromCents, saleTotals, taxAmounts, toCents } from '@pos/contracts/sale-totals';
import {
  SALE_MESSAGES as M,
  type PAYMENT_METHODS,
  TRANSACTIONS_CSV_COLUMNS,
  type TransactionStatus,
  type TTransaction,
  type TTransactionRow,
  type ZSaleBody,
} from '@pos/contracts/sales';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  AppError,
  conflict,
  forbidden,
  hasSqlState,
  isUniqueViolation,
  notFound,
  subscriptionExpired,
  validationError,
} from '../../lib/errors.js';
import { countList, runList, streamCsv } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as customersRepo from '../customers/customers.repository.js';
import { moveStockMany } from '../inventory/stock.service.js';
import { documentNumber } from './documents/pdf-text.js';

import { type TTransactionsQuery, transactionsList } from './sales.list.js';
import * as repo from './sales.repository.js';

type SaleBody = z.output<typeof ZSaleBody>;

export const countTransactions = (deps: AppDeps, caller: Caller) =>
  repo.countTransactions(deps.db, caller.organizationId);

export const listTransactions = (deps: AppDeps, caller: Caller, q: TTransactionsQuery) =>
  runList(deps.db, transactionsList, caller.organizationId, q);

const csvCells = (t: TTransactionRow) => [
  t._id,
  t.customerName ?? 'Walk-in',
  t.transactionDate,
  t.totalAmount.toFixed(2),
  t.status,
  t.paymentMethod,
];

/** The spec's transactions CSV, streamed: TransactionID, Customer, Date, Total, Status, PaymentMethod. */
export async function exportTransactions(deps: AppDeps, caller: Caller, q: TTransactionsQuery) {
  const org = caller.organizationId;
  const totalCount = await countList(deps.db, transactionsList, org, q);
  const stream = streamCsv(deps.db, transactionsList, org, q, TRANSACTIONS_CSV_COLUMNS, csvCells);
  return { totalCount, stream };
}

/** A sale in the shape of spec 1 §3 (with the real taxes, DESIGN §7). */
export async function loadTransaction(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<TTransaction> {
  const t = await repo.findTransaction(ex, organizationId, id);
  if (!t) throw notFound(M.notFound);
  const items = await repo.itemsOf(ex, organizationId, id);
  return {
    _id: String(t.id),
    status: t.status as TransactionStatus,
    paymentMethod: t.payment_method as (typeof PAYMENT_METHODS)[number],
    transactionDate: new Date(t.transaction_date).toISOString(),
    customer: t.customer_id
      ? {
          _id: String(t.customer_id),
          name: t.customer_name ?? '',
          email: t.customer_email,
          phone: t.customer_phone,
        }
      : null,
    customerName: t.customer_name ?? 'Walk-in',
    store: t.store_id ? { _id: String(t.store_id), name: t.store_name ?? '' } : null,
    cashier: t.user_id ? { _id: String(t.user_id), name: t.user_name ?? '' } : null,
    items: items.map((i) => ({
      _id: i.id,
      productId: i.productId,
      variationId: i.variationId,
      productName: i.productName,
      variationName: i.variationName,
      sku: i.sku,
      quantity: i.quantity,
      priceAtSale: Number(i.priceAtSale),
      discount: Number(i.discount),
      lineTotal: Number(i.lineTotal),
    })),
    subtotal: Number(t.subtotal),
    discountTotal: Number(t.discount_total),
    taxes: t.taxes,
    taxTotal: Number(t.tax_total),
    totalAmount: Number(t.total_amount),
    refundedAt: t.refunded_at ? new Date(t.refunded_at).toISOString() : null,
  };
}

export const getTransaction = (deps: AppDeps, caller: Caller, id: string) =>
  loadTransaction(deps.db, caller.organizationId, id);

/** A hash of what the sale asked for: the same Idempotency-Key with another body is refused. */
const requestHash = (body: SaleBody) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

async function replay(deps: AppDeps, caller: Caller, key: string, hash: string) {
  const found = await repo.findByIdempotencyKey(deps.db, caller.organizationId, key);
  return found ? replayOf(deps, caller, found, hash) : null;
}

/** The sale a key already made, when the body is the same one (else 422). */
async function replayOf(
  deps: AppDeps,
  caller: Caller,
  earlier: { id: string; requestHash: string | null },
  hash: string,
) {
  if (earlier.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_MISMATCH', M.idempotencyMismatch);
  return {
    data: await loadTransaction(deps.db, caller.organizationId, earlier.id),
    message: M.created,
    replayed: true,
  };
}

/** The catalogue's name, SKU and price for each line; unknown or inactive items are refused. */
function priceLines(found: repo.CatalogueItem[], body: SaleBody) {
  return body.items.map((item, i) => {
    const variationId = item.variationId ?? null;
    const rows = found.filter((r) => r.product_id === item.productId);
    const product = rows[0];
    if (!product) throw notFound('Product not found');
    const variation = variationId ? rows.find((r) => r.variation_id === variationId) : null;
    if (variationId && !variation) throw notFound('Variation not found');
    const variationName = variation ? (variation.attribute_combination ?? []).join(' / ') : null;
    const label = variationName ? `${product.name} / ${variationName}` : product.name;
    if (variation?.variation_active === false) {
      throw conflict(`"${label}" is not for sale.`, undefined, 'NOT_FOR_SALE');
    }
    const unitCents = toCents(variation?.variation_price ?? product.product_price);
    const discountCents = toCents(item.discount ?? 0);
    if (discountCents > unitCents * item.quantity) {
      throw validationError(M.discountTooLarge, { [`items.${i}.discount`]: M.discountTooLarge });
    }
    return {
      productId: item.productId,
      variationId,
      productName: product.name,
      variationName,
      label,
      sku: variation ? variation.variation_sku : product.product_sku,
      unitCents,
      quantity: item.quantity,
      discountCents,
    };
  });
}

/** The sale's store, checked as `resolveLocation` checks one; an expired subscription sells nothing (402). */
function checkSetup(ctx: repo.SaleContext, storeId: string | null) {
  const expired =
    ctx.status === 'expired' ||
    (ctx.valid_until && new Date(ctx.valid_until).getTime() <= Date.now());
  if (expired) throw subscriptionExpired();
  if (!ctx.store) {
    throw storeId
      ? notFound('Store not found')
      : conflict('The organization has no default store.', undefined, 'NO_DEFAULT_STORE');
  }
  if (!ctx.store.is_active) {
    throw conflict(`Store "${ctx.store.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
  }
  return ctx.store;
}

/**
 * `POST /transactions` (DESIGN §7): prices from the catalogue, taxes from general settings,
 * totals in cents, stock taken down at the store through the ledger (SALE rows), one credit
 * used — all in one transaction of five round trips (read, customer when new, stock ×2, write).
 * With an Idempotency-Key a retried sale is made once. The answer is built from what was
 * written, as `loadTransaction` would read it back.
 */
export async function createSale(
  deps: AppDeps,
  caller: Caller,
  body: SaleBody,
  idempotencyKey?: string,
) {
  const org = caller.organizationId;
  const hash = requestHash(body);
  if (
    body.items.some((i) => (i.discount ?? 0) > 0) &&
    !caller.permissions.includes('apply_discounts')
  ) {
    throw forbidden(M.discountNotAllowed, { permission: 'apply_discounts' });
  }
  try {
    const made = await deps.db.transaction(async (tx) => {
      const ctx = await repo.saleContext(tx, org, {
        userId: caller.userId,
        storeId: body.storeId ?? null,
        customerId: body.customerId ?? null,
        idempotencyKey: idempotencyKey ?? null,
        productIds: [...new Set(body.items.map((i) => i.productId))],
      });
      if (ctx.earlier) return { earlier: ctx.earlier, sale: null };
      const store = checkSetup(ctx, body.storeId ?? null);
      const lines = priceLines(ctx.catalogue, body);
      const taxes = ctx.taxes ?? DEFAULT_GENERAL_SETTINGS.taxes;
      const totals = saleTotals(lines, taxes);

      if (body.customerId && !ctx.customer) throw notFound('Customer not found');
      let customer = ctx.customer;
      if (body.customer) {
        const values = {
          name: body.customer.name,
          email: body.customer.email || null,
          phone: body.customer.phone || null,
        };
        customer = { id: await customersRepo.insertCustomer(tx, org, values), ...values };
      }
      const id = uuidv7();
      const transactionDate = new Date();
      await bookStock(tx, caller, id, store.id, lines, -1, ctx.allow_negative_stock ?? false);
      const items = lines.map((l, i) => ({
        id: uuidv7(),
        product_id: l.productId,
        variation_id: l.variationId,
        product_name: l.productName,
        variation_name: l.variationName,
        sku: l.sku,
        quantity: l.quantity,
        price_at_sale: centsText(l.unitCents),
        discount: centsText(l.discountCents),
        line_total: centsText(totals.lineTotals[i] ?? 0),
      }));
      await repo.recordSale(tx, org, {
        transaction: {
          id,
          customerId: customer?.id ?? null,
          storeId: store.id,
          userId: caller.userId,
          paymentMethod: body.paymentMethod,
          subtotal: centsText(totals.subtotal),
          discountTotal: centsText(totals.discountTotal),
          taxes: taxAmounts(totals.taxes),
          taxTotal: centsText(totals.taxTotal),
          totalAmount: centsText(totals.total),
          transactionDate,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: idempotencyKey ? hash : null,
        },
        items,
        sold: [...unitsPerProduct(lines, 1)].map(([product_id, quantity]) => ({
          product_id,
          quantity,
        })),
      });
      const sale: TTransaction = {
        _id: id,
        status: 'Completed',
        paymentMethod: body.paymentMethod,
        transactionDate: transactionDate.toISOString(),
        customer: customer
          ? { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
          : null,
        customerName: customer?.name ?? 'Walk-in',
        store: { _id: store.id, name: store.name },
        cashier: { _id: caller.userId, name: ctx.cashier_name ?? '' },
        items: items.map((i) => ({
          _id: i.id,
          productId: i.product_id,
          variationId: i.variation_id,
          productName: i.product_name,
          variationName: i.variation_name,
          sku: i.sku,
          quantity: i.quantity,
          priceAtSale: Number(i.price_at_sale),
          discount: Number(i.discount),
          lineTotal: Number(i.line_total),
        })),
        subtotal: fromCents(totals.subtotal),
        discountTotal: fromCents(totals.discountTotal),
        taxes: taxAmounts(totals.taxes),
        taxTotal: fromCents(totals.taxTotal),
        totalAmount: fromCents(totals.total),
        refundedAt: null,
      };
      return { earlier: null, sale };
    });
    if (made.earlier) {
      const { id, request_hash: requestHash } = made.earlier;
      return replayOf(deps, caller, { id, requestHash }, hash);
    }
    return { data: made.sale, message: M.created, replayed: false };
  } catch (err) {
    if (hasSqlState(err, repo.NO_CREDIT_LEFT)) throw new AppError('NO_CREDITS', M.noCredits);
    // The same key sent twice at once: the second waits for the first and finds its sale.
    if (idempotencyKey && isUniqueViolation(err, 'transactions_idempotency_uq')) {
      const earlier = await replay(deps, caller, idempotencyKey, hash);
      if (earlier) return earlier;
    }
    throw err;
  }
}

/** Units per product of a sale's lines, signed (+ sold, − refunded). */
function unitsPerProduct(lines: { productId: string; quantity: number }[], sign: 1 | -1) {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + sign * l.quantity);
  return units;
}

/**
 * Moves each line's quantity at the sale's store (SALE out, RETURN back) in two statements,
 * levels in a fixed order so concurrent sales of the same items wait instead of deadlocking. A
 * shortfall names the item.
 */
async function bookStock(
  tx: Executor,
  caller: Caller,
  transactionId: string,
  storeId: string | null,
  lines: { productId: string; variationId: string | null; quantity: number; label: string }[],
  sign: 1 | -1,
  allowNegative: boolean,
) {
  await moveStockMany(
    tx,
    lines.map((line) => ({
      organizationId: caller.organizationId,
      productId: line.productId,
      variationId: line.variationId,
      storeId,
      warehouseId: null,
      delta: sign * line.quantity,
      type: sign < 0 ? ('SALE' as const) : ('RETURN' as const),
      userId: caller.userId,
      // The number the invoice and receipt print, so the ledger row leads to the paper.
      remarks: `${sign < 0 ? 'Sale' : 'Refund of sale'} ${documentNumber(transactionId)}`,
      reference: transactionId,
    })),
    {
      allowNegative,
      // The same item on several lines was booked together: name the whole quantity.
      refuse: ({ index, available, requested }) => {
        const line = lines[index];
        return new AppError(
          'INSUFFICIENT_STOCK',
          `Insufficient stock for "${line?.label}": ${available} available, ${requested} requested.`,
          {
            available,
            requested,
            index,
            productId: line?.productId,
            variationId: line?.variationId,
          },
        );
      },
    },
  );
}

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
    await bookStock(tx, caller, id, sale.store_id, lines, 1, true);
    await repo.addProductSales(tx, org, unitsPerProduct(lines, -1));
    await repo.markRefunded(tx, org, id, caller.userId);
    return loadTransaction(tx, org, id);
  });
  return { data, message: M.refunded };
}

/**
 * Sales stay in the books: one that moved stock is refused (refund it instead); a pending or
 * failed one, which moved nothing, may go.
 */
export async function deleteTransaction(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const sale = await repo.findTransaction(tx, org, id, true);
    if (!sale) throw notFound(M.notFound);
    if (sale.status === 'Completed' || sale.status === 'Refunded') throw conflict(M.notDeletable);
    await repo.deleteTransaction(tx, org, id);
    return { message: 'Transaction deleted successfully!' };
  });
}
