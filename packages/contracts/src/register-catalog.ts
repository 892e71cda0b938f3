import { z } from 'zod';
import { ZId } from './list.js';
import { ZProductOption } from './products.js';

/**
 * `GET /register/catalog?storeId=&cursor=`: the register's own copy of what it sells
 * (DESIGN §13). Without a cursor the answer starts a full load; each page answers the changes
 * after the cursor — products created or changed (with their variations and primary image),
 * products removed (deleted or archived), stock at the store, customers — and the cursor of the
 * next page. The register asks again while `hasMore`; later it asks with the last cursor and gets
 * only what changed since.
 */
export const ZRegisterCatalogQuery = z.strictObject({
  storeId: ZId,
  /** Opaque: the `cursor` of the previous answer. */
  cursor: z.string().max(2000, 'cursor is too long.').optional(),
});

/** A variation as the register keeps it: as pickers show one (`isActive` false: found, not sold). */
export const ZRegisterVariation = ZProductOption.shape.variations.element;

/** A product as the register keeps it: a picker's product with its category and primary image. */
export const ZRegisterProduct = ZProductOption.extend({
  categoryId: z.string().nullable(),
  /** The primary image's URL, else null. */
  imageUrl: z.string().nullable(),
  /** Every variation, in the product's order: the register replaces what it had. */
  variations: z.array(ZRegisterVariation),
});
export type TRegisterProduct = z.infer<typeof ZRegisterProduct>;

/** What the store holds of a product (its own stock) or of one variation; may be negative. */
export const ZRegisterStock = z.object({
  productId: z.string(),
  variationId: z.string().nullable(),
  quantity: z.number(),
});
export type TRegisterStock = z.infer<typeof ZRegisterStock>;

export const ZRegisterCustomer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TRegisterCustomer = z.infer<typeof ZRegisterCustomer>;

/** The register keeps at most this many customers: the most recently created or changed. */
export const REGISTER_CUSTOMERS_LIMIT = 50_000;

/**
 * Removals (deleted products and customers) are remembered this many days: a cursor older than
 * that answers a full load (`reset`), as the register may have missed a removal.
 */
export const REGISTER_TOMBSTONE_DAYS = 30;

export const ZRegisterCatalogPage = z.object({
  /** True on the first page of a full load (no cursor, or one too old): drop what you had. */
  reset: z.boolean(),
  products: z.array(ZRegisterProduct),
  removedProductIds: z.array(z.string()),
  stock: z.array(ZRegisterStock),
  customers: z.array(ZRegisterCustomer),
  removedCustomerIds: z.array(z.string()),
  /** Every category's name, on the last page of each sync (null on the others). */
  categories: z.array(z.object({ _id: z.string(), name: z.string() })).nullable(),
  /** Ask again with it: at once while `hasMore`, later for what changed since. */
  cursor: z.string(),
  hasMore: z.boolean(),
  /** The server's clock when it answered (the register's "Catalogue updated N min ago"). */
  serverTime: z.string(),
});
export type TRegisterCatalogPage = z.infer<typeof ZRegisterCatalogPage>;
