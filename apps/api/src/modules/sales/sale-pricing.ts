import { type SaleTotals, saleTotals, toCents } from '@pos/contracts/sale-totals';
import { SALE_MESSAGES as M, type ZSaleBody } from '@pos/contracts/sales';
import { type Tender, tender } from '@pos/contracts/tender';
import type { z } from 'zod';
import { conflict, notFound, validationError } from '../../lib/errors.js';

/**
 * A sale's amounts from what it asked for, the catalogue rows of its lines and the taxes it is
 * taxed by — the server's side of the one arithmetic (the register computes the same with the
 * same contract code: `offline-totals.test.ts` proves it). No database here.
 */

type SaleBody = z.output<typeof ZSaleBody>;

/** A line's product (and variation) as the sale reads it from the catalogue; prices as numeric text. */
export interface CatalogueItem {
  product_id: string;
  name: string;
  product_sku: string | null;
  product_price: string;
  variation_id: string | null;
  attribute_combination: string[] | null;
  variation_sku: string | null;
  variation_price: string | null;
  variation_active: boolean | null;
}

/** A line's product and variation in the catalogue; unknown or inactive items are refused. */
function catalogueItem(found: CatalogueItem[], item: SaleBody['items'][number]) {
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
  return { product, variation, variationId, variationName, label };
}

/**
 * The catalogue's name, SKU and price for each line; unknown or inactive items are refused. An
 * offline sale's line is at the price the register charged (`items[].price`), which may differ
 * from the catalogue's now (`repriced`).
 */
export function priceLines(found: CatalogueItem[], body: SaleBody) {
  return body.items.map((item, i) => {
    const { product, variation, variationId, variationName, label } = catalogueItem(found, item);
    const catalogueCents = toCents(variation?.variation_price ?? product.product_price);
    const unitCents = item.price === undefined ? catalogueCents : toCents(item.price);
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
      repriced: unitCents !== catalogueCents,
    };
  });
}

/**
 * How the sale is paid: `payments` (split tender, cash may exceed the total), or the spec's one
 * `paymentMethod` paying the total exactly. Refusals are 400s on `payments`.
 */
export function paymentsOf(body: SaleBody, totals: SaleTotals) {
  const payments = body.payments?.map((p) => ({ method: p.method, cents: toCents(p.amount) })) ?? [
    { method: body.paymentMethod ?? 'Cash', cents: totals.total },
  ];
  const paid: Tender = tender(totals.total, payments);
  if (!paid.ok) {
    const message = paid.problem === 'not_covered' ? M.paymentsNotCovered : M.nonCashOver;
    throw validationError(message, { payments: message });
  }
  return { ...paid, payments };
}

/** Lines, totals and payments of a sale taxed by `taxes`; refusals as the sale gives them. */
export function priceSale(
  found: CatalogueItem[],
  body: SaleBody,
  taxes: readonly { name: string; rate: number }[],
) {
  const lines = priceLines(found, body);
  const totals = saleTotals(lines, taxes);
  return { lines, totals, paid: paymentsOf(body, totals) };
}

export type PricedLine = ReturnType<typeof priceLines>[number];
