import type { THeldSale, THeldSaleBody } from '@pos/contracts/held-sales';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import { roundQuantity } from '@pos/contracts/units';
import { type CartLine, type CustomerChoice, itemsOf, lineKey } from './cart';
import { amountDiscount, type LineDiscount, NO_DISCOUNT, saleDiscountBody } from './line-discount';

/**
 * The body that parks the register's cart: its lines as a sale would send them (discounts only
 * for those allowed to give them), the customer when one was picked, the note when there is one.
 * A customer typed in as new is not kept: it only exists once a sale makes it.
 */
export function parkBody(
  cart: readonly CartLine[],
  customer: CustomerChoice,
  storeId: string,
  note: string,
  withDiscounts: boolean,
  saleDiscount: LineDiscount = NO_DISCOUNT,
): THeldSaleBody {
  const discount = withDiscounts ? saleDiscountBody(saleDiscount) : undefined;
  return {
    storeId,
    cart: { items: itemsOf(cart, withDiscounts), ...(discount ? { discount } : {}) },
    ...(customer.kind === 'existing' && customer.customerId
      ? { customerId: customer.customerId }
      : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  };
}

/**
 * A parked cart as the register's lines, at the catalogue's prices of now; lines that can no
 * longer be sold (item deleted, archived or deactivated) are left out and counted. The same item
 * on several lines becomes one line, as scanning it twice would.
 */
export function linesOfParked(held: THeldSale): { lines: CartLine[]; leftOut: number } {
  const lines: CartLine[] = [];
  let leftOut = 0;
  for (const l of held.cart.items) {
    if (!l.available || l.productName === null || l.price === null) {
      leftOut += 1;
      continue;
    }
    const key = lineKey(l.productId, l.variationId);
    const same = lines.find((x) => x.key === key);
    if (same) {
      same.quantity = roundQuantity(Number(same.quantity) + l.quantity);
      same.discount = amountDiscount(
        fromCents(toCents(Number(same.discount.text) || 0) + toCents(l.discount)),
      );
      continue;
    }
    lines.push({
      key,
      productId: l.productId,
      variationId: l.variationId,
      name: l.productName,
      variationName: l.variationName,
      sku: l.sku,
      price: l.price,
      quantity: l.quantity,
      unit: l.unit,
      discount: amountDiscount(l.discount),
      // Read again at the sale; a resumed cart warns of nothing it cannot know.
      stock: null,
      taxClassId: l.taxClassId,
      categoryId: l.categoryId,
    });
  }
  return { lines, leftOut };
}

/** The whole sale's discount it was parked with, as the register's field holds one. */
export const saleDiscountOfParked = (held: THeldSale): LineDiscount =>
  !held.cart.discount
    ? NO_DISCOUNT
    : 'percent' in held.cart.discount
      ? { text: String(held.cart.discount.percent), mode: 'percent' }
      : amountDiscount(held.cart.discount.amount);

/** Whom the parked cart was for: the customer picked, or a walk-in. */
export const customerOfParked = (held: THeldSale): CustomerChoice =>
  held.customer
    ? { kind: 'existing', customerId: held.customer._id, name: held.customer.name }
    : { kind: 'walk-in' };
