import type { TProductOption } from '@pos/contracts/products';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import type { TSaleBody } from '@pos/contracts/sales';
import type { ScaleSale } from '@pos/contracts/scale-barcodes';
import {
  isWhole,
  lineGross,
  quantityProblem,
  roundQuantity,
  type Unit,
} from '@pos/contracts/units';
import { msg } from '../../lib/i18n';
import {
  DISCOUNT_MESSAGES,
  discountCents,
  discountProblem,
  type LineDiscount,
  NO_DISCOUNT,
  saleDiscountBody,
} from './line-discount';

/**
 * A line scanned from a scale label (docs/DESIGN.md, "Scale barcodes"): its quantity is the
 * label's, and a price label's line costs the label's price (`grossCents`).
 */
export interface CartLabel {
  code: string;
  grossCents: number | null;
}

/** One line of the cart: a product, or one variation of it. */
export interface CartLine {
  /** productId|variationId: the same item scanned twice is one line (each label its own). */
  key: string;
  productId: string;
  variationId: string | null;
  name: string;
  variationName: string | null;
  sku: string | null;
  price: number;
  /** '' while the cashier retypes it; whole units ≥ 1, or a measure above 0 (3 decimals). */
  quantity: number | '';
  /** What the item is sold by: a measured one is weighed (docs/DESIGN.md, "Goods sold by weight"). */
  unit: Unit;
  /** Off the line's total, as an amount or a percent of it. */
  discount: LineDiscount;
  /** The units at the register's store when it was scanned; null when not known. */
  stock: number | null;
  /** The class the line is taxed by (the variation's, else the product's); null: the default. */
  taxClassId: string | null;
  /** The product's category, which promotions may name; null: none, or not known here. */
  categoryId: string | null;
  /** The scale label it was scanned from: its quantity and price cannot change. */
  label?: CartLabel;
}

export type Variation = TProductOption['variations'][number];

export interface SaleItem {
  productId: string;
  variationId: string | null;
  name: string;
  variationName: string | null;
  sku: string | null;
  price: number;
  /** The units at the register's store, when the scan brought them. */
  stock?: number | null;
  /** The class the line is taxed by; null: the default. */
  taxClassId: string | null;
  /** The product's category, when the item's source knows it (the register's own copy does). */
  categoryId?: string | null;
  /** What it is sold by; absent: `each` (a register's copy from before units). */
  unit?: Unit;
  /** A scale label's line (the lookup's `scale`): added as the label says, on a line of its own. */
  scale?: ScaleSale;
}

/** Whether the item is weighed (or measured) when added, rather than counted. */
export const isMeasured = (item: Pick<SaleItem, 'unit'>) => !isWhole(item.unit ?? 'each');

export const lineKey = (productId: string, variationId: string | null) =>
  `${productId}|${variationId ?? ''}`;

/** A picked product or variation; the register's own copy adds the product's category. */
export const itemOf = (product: TProductOption, variation?: Variation | null): SaleItem => ({
  productId: product._id,
  variationId: variation?._id ?? null,
  name: product.name,
  variationName: variation?.name ?? null,
  sku: variation ? variation.sku : product.sku,
  price: variation ? variation.price : product.price,
  taxClassId: variation?.taxClassId ?? product.taxClassId,
  categoryId: product.categoryId,
  unit: product.unit ?? 'each',
});

/** Units of the line beyond the store's stock (0 when covered or not known). */
export const shortBy = (line: Pick<CartLine, 'quantity' | 'stock'>) =>
  line.stock === null
    ? 0
    : roundQuantity(Math.max(0, (Number(line.quantity) || 0) - Math.max(0, line.stock)));

export const lineLabel = (l: { name: string; variationName: string | null }) =>
  l.variationName ? `${l.name} / ${l.variationName}` : l.name;

/** Adds `quantity` (one unit, or what was weighed): a new line, or more on the line of that item. */
export function addItem(cart: readonly CartLine[], item: SaleItem, quantity = 1): CartLine[] {
  if (item.scale) return [...cart, labelLine(cart, item, item.scale)];
  const key = lineKey(item.productId, item.variationId);
  const found = cart.find((l) => l.key === key);
  const stock = item.stock ?? null;
  if (found) {
    return cart.map((l) =>
      l.key === key
        ? {
            ...l,
            quantity: roundQuantity((Number(l.quantity) || 0) + quantity),
            stock: stock ?? l.stock,
          }
        : l,
    );
  }
  const categoryId = item.categoryId ?? null;
  const unit = item.unit ?? 'each';
  return [...cart, { ...item, key, quantity, unit, discount: NO_DISCOUNT, stock, categoryId }];
}

/** A scale label's line: each label scanned is a package of its own, on its own line. */
function labelLine(cart: readonly CartLine[], item: SaleItem, scale: ScaleSale): CartLine {
  const { scale: _s, stock, categoryId, ...rest } = item;
  const base = `${lineKey(item.productId, item.variationId)}|${scale.code}`;
  const taken = new Set(cart.map((l) => l.key));
  let n = 1;
  while (taken.has(`${base}|${n}`)) n += 1;
  return {
    ...rest,
    key: `${base}|${n}`,
    price: scale.price,
    quantity: scale.quantity,
    unit: item.unit ?? 'each',
    discount: NO_DISCOUNT,
    stock: stock ?? null,
    categoryId: categoryId ?? null,
    label: {
      code: scale.code,
      grossCents: scale.lineTotal === null ? null : toCents(scale.lineTotal),
    },
  };
}

export type LinePatch = Partial<Pick<CartLine, 'quantity' | 'discount'>>;

export const updateLine = (cart: readonly CartLine[], key: string, patch: LinePatch): CartLine[] =>
  cart.map((l) => (l.key === key ? { ...l, ...patch } : l));

export const removeLine = (cart: readonly CartLine[], key: string): CartLine[] =>
  cart.filter((l) => l.key !== key);

/** The line's quantity when it can be sold (its unit's rule: `quantityProblem`), else null. */
export const validQuantity = (line: Pick<CartLine, 'quantity' | 'unit'>): number | null =>
  typeof line.quantity === 'number' && quantityProblem(line.unit, line.quantity) === null
    ? line.quantity
    : null;

/**
 * The line's price × quantity in cents (0 while the quantity is being retyped); a price label's
 * line costs the label's price.
 */
export const grossCents = (line: Pick<CartLine, 'price' | 'quantity' | 'unit' | 'label'>) => {
  const quantity = validQuantity(line);
  return quantity === null
    ? 0
    : lineGross({ unitCents: toCents(line.price), quantity, grossCents: line.label?.grossCents });
};

/** The line's discount in cents. */
export const lineDiscountCents = (line: CartLine) => discountCents(line.discount, grossCents(line));

/**
 * The message of a line that cannot be sold as it stands, else null. Its own discount may be no
 * more than what its promotions (`promotionCents` off it) leave, as the server checks.
 */
export function lineProblem(
  line: CartLine,
  withDiscount = true,
  promotionCents = 0,
): { quantity?: string; discount?: string } | null {
  if (validQuantity(line) === null) {
    return {
      quantity: isWhole(line.unit) ? msg('At least 1.') : msg('Above 0, up to 3 decimals.'),
    };
  }
  if (!withDiscount) return null;
  const gross = grossCents(line);
  const discount =
    discountProblem(line.discount, gross) ??
    (lineDiscountCents(line) > gross - promotionCents ? DISCOUNT_MESSAGES.overLine : null);
  return discount ? { discount } : null;
}

/** The lines' items as a sale or a parked cart sends them; discounts only where given. */
export function itemsOf(cart: readonly CartLine[], withDiscounts: boolean): TSaleBody['items'] {
  return cart.map((l) => {
    const discount = withDiscounts ? lineDiscountCents(l) : 0;
    return {
      productId: l.productId,
      ...(l.variationId ? { variationId: l.variationId } : {}),
      quantity: Number(l.quantity),
      ...(discount > 0 ? { discount: fromCents(discount) } : {}),
      ...(l.label ? { scaleCode: l.label.code } : {}),
    };
  });
}

export type CustomerChoice =
  | { kind: 'walk-in' }
  /** `name`: known when the customer comes with a resumed parked sale, not from a search. */
  | { kind: 'existing'; customerId: string | null; name?: string }
  | { kind: 'new'; name: string; email: string; phone: string };

/**
 * The POST /transactions body of this cart; discounts (the lines' and the whole sale's) only for
 * those allowed to give them.
 */
export function saleBody(
  cart: readonly CartLine[],
  customer: CustomerChoice,
  payment: Pick<TSaleBody, 'paymentMethod' | 'payments'>,
  withDiscounts: boolean,
  storeId?: string,
  saleDiscount: LineDiscount = NO_DISCOUNT,
  couponCodes: readonly string[] = [],
): TSaleBody {
  const discount = withDiscounts ? saleDiscountBody(saleDiscount) : undefined;
  const body: TSaleBody = {
    items: itemsOf(cart, withDiscounts),
    ...payment,
    ...(storeId ? { storeId } : {}),
    ...(discount ? { discount } : {}),
    ...(couponCodes.length ? { couponCodes: [...couponCodes] } : {}),
  };
  if (customer.kind === 'existing' && customer.customerId) body.customerId = customer.customerId;
  if (customer.kind === 'new') {
    body.customer = {
      name: customer.name.trim(),
      ...(customer.email.trim() ? { email: customer.email.trim() } : {}),
      ...(customer.phone.trim() ? { phone: customer.phone.trim() } : {}),
    };
  }
  return body;
}
