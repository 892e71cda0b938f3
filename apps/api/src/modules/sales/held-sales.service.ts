import {
  HELD_SALES_PER_STORE,
  HELD_SALE_MESSAGES as M,
  type THeldSale,
  type ZHeldSaleBody,
} from '@pos/contracts/held-sales';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { checkUnits } from '../catalog/products.service.js';
import * as repo from './held-sales.repository.js';

/**
 * Parked sales: a cart set aside at the register and resumed by any register of
 * its store. Parking reserves no stock and fixes no price: resuming loads the cart into the
 * register, and the sale then reads prices, stock, discounts' permission and the customer as
 * any sale does (checkout.service.ts).
 */

type HeldSaleBody = z.output<typeof ZHeldSaleBody>;

/** A parked cart as the API answers it, each line with its catalogue item as it is now. */
function heldSaleOf(r: repo.HeldSaleRow): THeldSale {
  return {
    _id: r.id,
    store: { _id: r.store_id, name: r.store_name },
    user: r.user_id && r.user_name !== null ? { _id: r.user_id, name: r.user_name } : null,
    customer:
      r.customer_id && r.customer_name !== null
        ? { _id: r.customer_id, name: r.customer_name }
        : null,
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
    cart: { items: r.items.map(lineOf), ...(r.discount ? { discount: r.discount } : {}) },
  };
}

function lineOf(l: repo.HeldLineRow): THeldSale['cart']['items'][number] {
  const productThere = l.product_name !== null;
  const variationThere = l.variation_id === null || l.variation_found;
  // What the register would sell: a product not archived, and its variation when one is named.
  const available = productThere && !l.archived && variationThere && l.variation_active !== false;
  // A variation that is gone has no price (its row, and so variation_price, is missing).
  const price = l.variation_id ? l.variation_price : l.product_price;
  return {
    productId: l.product_id,
    variationId: l.variation_id,
    quantity: l.quantity,
    discount: Number(l.discount ?? 0),
    available,
    productName: l.product_name,
    variationName: l.attribute_combination ? l.attribute_combination.join(' / ') : null,
    sku: (l.variation_id ? l.variation_sku : l.product_sku) ?? null,
    price: price === null ? null : Number(price),
    taxClassId: l.tax_class_id,
    categoryId: l.category_id,
    unit: l.unit ?? 'each',
    scaleCode: l.scale_code,
  };
}

/** The store named, of the caller's organization and active; the customer, when one is named. */
async function checkPark(deps: AppDeps, caller: Caller, body: HeldSaleBody) {
  const items = body.cart.items;
  const ctx = await repo.parkContext(deps.db, caller.organizationId, {
    storeId: body.storeId,
    customerId: body.customerId ?? null,
    productIds: [...new Set(items.map((i) => i.productId))],
  });
  if (!ctx.store) throw notFound('Store not found');
  if (!ctx.store.is_active) {
    throw conflict(`Store "${ctx.store.name}" is inactive.`, undefined, 'LOCATION_INACTIVE');
  }
  if (!ctx.customer_found) throw notFound('Customer not found');
  // Ids of another organization, or gone, are 404 as in a sale (DESIGN §12).
  for (const item of items) {
    const rows = ctx.catalogue.filter((c) => c.product_id === item.productId);
    if (!rows.length) throw notFound('Product not found');
    if (item.variationId && !rows.some((c) => c.variation_id === item.variationId)) {
      throw notFound('Variation not found');
    }
  }
  await checkUnits(
    deps.db,
    caller.organizationId,
    items.map((i, n) => ({ ...i, field: `cart.items.${n}.quantity` })),
  );
}

export async function parkSale(deps: AppDeps, caller: Caller, body: HeldSaleBody) {
  const org = caller.organizationId;
  await checkPark(deps, caller, body);
  const id = uuidv7();
  const cart = {
    items: body.cart.items.map((i) => ({
      productId: i.productId,
      variationId: i.variationId ?? null,
      quantity: i.quantity,
      ...(i.discount ? { discount: i.discount } : {}),
      ...(i.scaleCode ? { scaleCode: i.scaleCode } : {}),
    })),
    ...(body.cart.discount ? { discount: body.cart.discount } : {}),
  };
  const written = await repo.insertHeldSale(
    deps.db,
    org,
    {
      id,
      storeId: body.storeId,
      userId: caller.userId,
      customerId: body.customerId ?? null,
      note: body.note || null,
      cart,
    },
    HELD_SALES_PER_STORE,
  );
  if (!written) throw conflict(M.tooMany);
  const row = await repo.findHeldSale(deps.db, org, id);
  if (!row) throw notFound(M.notFound);
  return { data: heldSaleOf(row), message: M.parked };
}

/** A store's parked carts, newest first: any register of the organization may resume them. */
export async function listHeldSales(deps: AppDeps, caller: Caller, storeId: string) {
  const org = caller.organizationId;
  const [exists, rows] = await Promise.all([
    repo.storeExists(deps.db, org, storeId),
    repo.heldSalesAt(deps.db, org, storeId),
  ]);
  if (!exists) throw notFound('Store not found');
  return { data: rows.map(heldSaleOf) };
}

/**
 * Removes a parked cart and answers it: resuming is this call, so of two registers resuming the
 * same cart only one gets it (the other a 404).
 */
export async function removeHeldSale(deps: AppDeps, caller: Caller, id: string) {
  const row = await repo.deleteHeldSale(deps.db, caller.organizationId, id);
  if (!row) throw notFound(M.notFound);
  return { data: heldSaleOf(row), message: M.removed };
}
