import type { THeldSale, THeldSaleBody } from '@pos/contracts/held-sales';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import {
  readScaleBarcode,
  scaleSaleOf,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
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
 * A scale label's parked line read again under the shop's rules (`scaleSaleOf`, as a scan
 * would): null when they no longer read it.
 */
function labelledLine(
  l: THeldSale['cart']['items'][number] & { scaleCode: string; price: number },
  rules: readonly TScaleBarcodeRule[],
  taken: number,
): Pick<CartLine, 'key' | 'price' | 'quantity' | 'label'> | null {
  const label = readScaleBarcode(l.scaleCode, rules);
  if (!label?.ok) return null;
  const sale = scaleSaleOf(l.scaleCode, label, { ...l, name: l.productName ?? '' });
  if ('problem' in sale) return null;
  return {
    key: `${lineKey(l.productId, l.variationId)}|${l.scaleCode}|${taken + 1}`,
    price: sale.price,
    quantity: sale.quantity,
    label: {
      code: sale.code,
      grossCents: sale.lineTotal === null ? null : toCents(sale.lineTotal),
    },
  };
}

/**
 * A parked cart as the register's lines, at the catalogue's prices of now; lines that can no
 * longer be sold (item deleted, archived or deactivated, a scale label the shop's rules no longer
 * read) are left out and counted. The same item on several lines becomes one line, as scanning
 * it twice would; each scale label keeps its own.
 */
export function linesOfParked(
  held: THeldSale,
  scaleRules: readonly TScaleBarcodeRule[] = [],
): { lines: CartLine[]; leftOut: number } {
  const lines: CartLine[] = [];
  let leftOut = 0;
  for (const l of held.cart.items) {
    const price = l.price;
    if (!l.available || l.productName === null || price === null) {
      leftOut += 1;
      continue;
    }
    const labelled =
      l.scaleCode === null
        ? undefined
        : labelledLine({ ...l, scaleCode: l.scaleCode, price }, scaleRules, lines.length);
    if (labelled === null) {
      leftOut += 1;
      continue;
    }
    const key = labelled?.key ?? lineKey(l.productId, l.variationId);
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
      price,
      quantity: l.quantity,
      unit: l.unit,
      discount: amountDiscount(l.discount),
      // Read again at the sale; a resumed cart warns of nothing it cannot know.
      stock: null,
      taxClassId: l.taxClassId,
      categoryId: l.categoryId,
      ...labelled,
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
