import { z } from 'zod';
import { ZSaleDiscount } from './discounts.js';
import { ZId } from './list.js';
import { ZSaleItemInput } from './sales.js';
import { UNITS } from './units.js';

/** Parked sales: a cart set aside at the register, resumed by any register of its store. */

/** How many carts one store may hold parked: the list stays one short answer. */
export const HELD_SALES_PER_STORE = 100;

export const HELD_SALE_MESSAGES = {
  parked: 'Sale parked.',
  removed: 'Parked sale removed.',
  /** As the route's object-level check words it (`Parked sale` + not found). */
  notFound: 'Parked sale not found',
  itemsRequired: 'Add at least one item before parking the sale.',
  tooMany: `This store already has ${HELD_SALES_PER_STORE} parked sales: resume or delete some first.`,
} as const;

/**
 * The cart as the register sends it: the sale's own lines (prices are read when it is sold, so a
 * line carries none — an offline sale's `price` is not a parked cart's).
 */
export const ZHeldCart = z.strictObject({
  items: z
    .array(ZSaleItemInput.omit({ price: true, taxes: true }), {
      error: HELD_SALE_MESSAGES.itemsRequired,
    })
    .min(1, HELD_SALE_MESSAGES.itemsRequired)
    .max(500, 'At most 500 lines in one sale.'),
  /** The whole sale's discount, as the sale would send it. */
  discount: ZSaleDiscount.optional(),
});
export type THeldCart = z.input<typeof ZHeldCart>;

/** `POST /held-sales`. */
export const ZHeldSaleBody = z.strictObject({
  storeId: ZId,
  cart: ZHeldCart,
  customerId: ZId.nullable().optional(),
  note: z
    .string()
    .trim()
    .max(200, 'The note must be at most 200 characters.')
    .nullable()
    .optional(),
});
export type THeldSaleBody = z.input<typeof ZHeldSaleBody>;

export const ZHeldSalesQuery = z.strictObject({ storeId: ZId });

/**
 * One parked line: what was parked, and the catalogue's item as it is now (names and price for
 * display; the sale reads the price again). `available` is false when the product was deleted
 * or archived, or the variation deleted or deactivated: the line cannot be sold as it stands.
 */
export const ZHeldSaleLine = z.object({
  productId: z.string(),
  variationId: z.string().nullable(),
  quantity: z.number(),
  discount: z.number(),
  available: z.boolean(),
  /** Null once the product is deleted. */
  productName: z.string().nullable(),
  variationName: z.string().nullable(),
  sku: z.string().nullable(),
  /** The unit price now; null once the item is gone. */
  price: z.number().nullable(),
  /** The class the line is taxed by now (the variation's, else the product's); null: the default. */
  taxClassId: z.string().nullable(),
  /** What the item is sold by (`each` once the product is deleted). */
  unit: z.enum(UNITS),
  /** The product's category now (promotions on a category count it); null: none. */
  categoryId: z.string().nullable(),
  /** The scale label the line was scanned from (its quantity and price are the label's); null: none. */
  scaleCode: z.string().nullable(),
});
export type THeldSaleLine = z.infer<typeof ZHeldSaleLine>;

const ZPerson = z.object({ _id: z.string(), name: z.string() });

export const ZHeldSale = z.object({
  _id: z.string(),
  store: ZPerson,
  /** Who parked it (null once that user is gone). */
  user: ZPerson.nullable(),
  /** Null for a walk-in, or once the customer is deleted. */
  customer: ZPerson.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  cart: z.object({
    items: z.array(ZHeldSaleLine),
    /** The whole sale's discount it was parked with; absent: none. */
    discount: ZSaleDiscount.optional(),
  }),
});
export type THeldSale = z.infer<typeof ZHeldSale>;

export const ZHeldSaleResponse = z.object({ data: ZHeldSale, message: z.string() });
export const ZHeldSalesResponse = z.object({ data: z.array(ZHeldSale) });
