import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZBoolQuery, ZId, ZListQueryBase } from './list.js';
import { word } from './message-catalog.js';
import { hasAtMostDecimals } from './money.js';

/**
 * Promotions (docs/DESIGN.md, "Money"): price rules the shop sets up once and the sale applies
 * by itself — a percent or an amount off, "buy X get Y", "any N for a price". This file is the
 * contract of `POST/PUT /api/v1/promotions`; the rule that applies them to a cart, and the
 * documented order in which they compete, is in promotion-engine.ts.
 */

export const PROMOTION_KINDS = ['percent_off', 'amount_off', 'buy_x_get_y', 'multibuy'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_MESSAGES = {
  created: 'Promotion created successfully!',
  updated: 'Promotion updated successfully!',
  deleted: 'Promotion deleted successfully!',
  nameRequired: 'Promotion name is required.',
  nameTooLong: 'Promotion name must be at most 100 characters.',
  kind: 'kind must be one of percent_off, amount_off, buy_x_get_y, multibuy.',
  productIdsTooMany: 'A promotion names at most 1000 products.',
  categoryIdsTooMany: 'A promotion names at most 200 categories.',
  storeIdsTooMany: 'A promotion names at most 1000 stores.',
  percentNumber: 'percent must be a number.',
  percentRange: 'percent must be more than 0 and at most 100.',
  percentDecimals: 'percent has at most 2 decimals.',
  getPercentNumber: 'getPercent must be a number.',
  getPercentRange: 'getPercent must be between 1 and 100.',
  getPercentDecimals: 'getPercent has at most 2 decimals.',
  amountNumber: 'amount must be a number.',
  amountRange: 'amount must be more than 0.',
  bundlePriceNumber: 'bundlePrice must be a number.',
  bundlePriceRange: 'bundlePrice must be at least 0.',
  moneyTooLarge: 'The amount is too large.',
  moneyDecimals: 'An amount has at most 2 decimals.',
  quantityNumber: 'A quantity must be a whole number.',
  quantityRange: 'A quantity must be between 1 and 1000.',
  bundleQuantityRange: 'bundleQuantity must be between 2 and 1000.',
  couponCodeLength: 'A coupon code has 3 to 40 characters.',
  couponCodeCharacters: 'A coupon code has only letters, digits, - and _.',
  dateTime: 'Use an ISO date-time with its offset, such as 2026-05-01T00:00:00Z.',
  endsBeforeStart: 'endsAt must be after startsAt.',
  percentRequired: 'A percent_off promotion needs percent.',
  amountRequired: 'An amount_off promotion needs amount.',
  buyQuantityRequired: 'A buy_x_get_y promotion needs buyQuantity.',
  getQuantityRequired: 'A buy_x_get_y promotion needs getQuantity.',
  bundleQuantityRequired: 'A multibuy promotion needs bundleQuantity.',
  bundlePriceRequired: 'A multibuy promotion needs bundlePrice.',
  percentOnlyFor: 'percent is only for percent_off promotions.',
  amountOnlyFor: 'amount is only for amount_off promotions.',
  buyQuantityOnlyFor: 'buyQuantity is only for buy_x_get_y promotions.',
  getQuantityOnlyFor: 'getQuantity is only for buy_x_get_y promotions.',
  getPercentOnlyFor: 'getPercent is only for buy_x_get_y promotions.',
  bundleQuantityOnlyFor: 'bundleQuantity is only for multibuy promotions.',
  bundlePriceOnlyFor: 'bundlePrice is only for multibuy promotions.',
  couponTaken: 'Another promotion already has this coupon code.',
  notFound: 'Promotion not found',
  productNotFound: 'A product of productIds was not found.',
  categoryNotFound: 'A category of categoryIds was not found.',
  storeNotFound: 'A store of storeIds was not found.',
} as const;
const M = PROMOTION_MESSAGES;

/** A percent of at most 2 decimals in (min, 100] — ZDiscountPercent's style (discounts.ts). */
const percentField = (
  min: number,
  exclusive: boolean,
  m: Record<'n' | 'range' | 'dec', string>,
) => {
  const n = z.number({ error: m.n });
  return (exclusive ? n.gt(min, m.range) : n.min(min, m.range))
    .max(100, m.range)
    .refine((x) => hasAtMostDecimals(x, 2), m.dec)
    .meta({ multipleOf: 0.01 });
};

/** An amount of money (currency units, at most 2 decimals), as numeric(12,2) holds it. */
const money = (positive: boolean, m: Record<'n' | 'range', string>) => {
  const n = z.number({ error: m.n });
  return (positive ? n.gt(0, m.range) : n.min(0, m.range))
    .max(9_999_999_999.99, M.moneyTooLarge)
    .refine((x) => hasAtMostDecimals(x, 2), M.moneyDecimals)
    .meta({ multipleOf: 0.01 });
};

const quantity = (min: number, range: string) =>
  z.number({ error: M.quantityNumber }).int(M.quantityNumber).min(min, range).max(1000, range);

const moment = z.iso.datetime({ offset: true, error: M.dateTime });

/** The fields that belong to one kind each: with another kind they are refused, not ignored. */
const KIND_FIELDS = {
  percent: { kind: 'percent_off', required: M.percentRequired, onlyFor: M.percentOnlyFor },
  amount: { kind: 'amount_off', required: M.amountRequired, onlyFor: M.amountOnlyFor },
  buyQuantity: {
    kind: 'buy_x_get_y',
    required: M.buyQuantityRequired,
    onlyFor: M.buyQuantityOnlyFor,
  },
  getQuantity: {
    kind: 'buy_x_get_y',
    required: M.getQuantityRequired,
    onlyFor: M.getQuantityOnlyFor,
  },
  getPercent: { kind: 'buy_x_get_y', required: null, onlyFor: M.getPercentOnlyFor },
  bundleQuantity: {
    kind: 'multibuy',
    required: M.bundleQuantityRequired,
    onlyFor: M.bundleQuantityOnlyFor,
  },
  bundlePrice: { kind: 'multibuy', required: M.bundlePriceRequired, onlyFor: M.bundlePriceOnlyFor },
} as const satisfies Record<
  string,
  { kind: PromotionKind; required: string | null; onlyFor: string }
>;

/**
 * `POST /promotions` and `PUT /promotions/:id` (the whole promotion). No products and no
 * categories means the whole catalogue; no stores, every store. A kind's own fields may also
 * be sent as null (an edit form sends back the promotion as it was read): null is "not set".
 */
export const ZPromotionBody = z
  .strictObject({
    name: requiredText(M.nameRequired, 100, M.nameTooLong),
    kind: z.enum(PROMOTION_KINDS, { error: M.kind }),
    productIds: z.array(ZId).max(1000, M.productIdsTooMany).optional(),
    categoryIds: z.array(ZId).max(200, M.categoryIdsTooMany).optional(),
    percent: percentField(0, true, {
      n: M.percentNumber,
      range: M.percentRange,
      dec: M.percentDecimals,
    })
      .nullable()
      .optional(),
    amount: money(true, { n: M.amountNumber, range: M.amountRange }).nullable().optional(),
    buyQuantity: quantity(1, M.quantityRange).nullable().optional(),
    getQuantity: quantity(1, M.quantityRange).nullable().optional(),
    /** Percent off each "get" unit; absent on a buy_x_get_y: 100, the units are free. */
    getPercent: percentField(1, false, {
      n: M.getPercentNumber,
      range: M.getPercentRange,
      dec: M.getPercentDecimals,
    })
      .nullable()
      .optional(),
    bundleQuantity: quantity(2, M.bundleQuantityRange).nullable().optional(),
    bundlePrice: money(false, { n: M.bundlePriceNumber, range: M.bundlePriceRange })
      .nullable()
      .optional(),
    /** Stored upper-case: the register compares codes without regard to case. */
    couponCode: z
      .string({ error: M.couponCodeLength })
      .trim()
      .min(3, M.couponCodeLength)
      .max(40, M.couponCodeLength)
      .regex(/^[A-Za-z0-9_-]+$/, M.couponCodeCharacters)
      .toUpperCase()
      // The document's pattern says the length too: what is made from the pattern alone has it.
      .meta({ pattern: '^[A-Za-z0-9_-]{3,40}$' })
      .nullable()
      .optional(),
    startsAt: moment.nullable().optional(),
    endsAt: moment.nullable().optional(),
    storeIds: z.array(ZId).max(1000, M.storeIdsTooMany).optional(),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    for (const [field, rule] of Object.entries(KIND_FIELDS)) {
      const present = v[field as keyof typeof KIND_FIELDS] != null;
      if (present && v.kind !== rule.kind)
        ctx.addIssue({ code: 'custom', message: rule.onlyFor, path: [field] });
      if (!present && v.kind === rule.kind && rule.required)
        ctx.addIssue({ code: 'custom', message: rule.required, path: [field] });
    }
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', message: M.endsBeforeStart, path: ['endsAt'] });
  });
export type TPromotionBody = z.input<typeof ZPromotionBody>;

/** A promotion as the API answers it: every field resolved (none: [] or null). */
export const ZPromotion = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  /** 100 on a buy_x_get_y whose body left it out; null on the other kinds. */
  getPercent: z.number().nullable(),
  bundleQuantity: z.number().int().nullable(),
  bundlePrice: z.number().nullable(),
  couponCode: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  storeIds: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const ZPromotionResponse = z.object({ data: ZPromotion, message: z.string() });
export type TPromotionResponse = z.infer<typeof ZPromotionResponse>;

/**
 * A parsed body's fields as they are stored and answered: what is left out is [] or null, and
 * a buy_x_get_y without getPercent gives its units free. One place for these defaults, so the
 * API's write and its answer cannot disagree.
 */
export function resolvePromotionBody(
  body: z.output<typeof ZPromotionBody>,
): Omit<TPromotion, '_id' | 'createdAt' | 'updatedAt'> {
  return {
    name: body.name,
    kind: body.kind,
    productIds: body.productIds ?? [],
    categoryIds: body.categoryIds ?? [],
    percent: body.percent ?? null,
    amount: body.amount ?? null,
    buyQuantity: body.buyQuantity ?? null,
    getQuantity: body.getQuantity ?? null,
    getPercent: body.getPercent ?? (body.kind === 'buy_x_get_y' ? 100 : null),
    bundleQuantity: body.bundleQuantity ?? null,
    bundlePrice: body.bundlePrice ?? null,
    couponCode: body.couponCode ?? null,
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    storeIds: body.storeIds ?? [],
    isActive: body.isActive,
  };
}

/** A kind in words, as the screens and the CSV name it. */
export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  percent_off: 'Percent off',
  amount_off: 'Amount off',
  buy_x_get_y: 'Buy X get Y',
  multibuy: 'Multibuy',
};

/**
 * A row of `GET /promotions`: the promotion with the names of its categories and stores (those
 * that still exist, by name), which the list and its CSV show.
 */
export const ZPromotionRow = ZPromotion.extend({
  categoryNames: z.array(z.string()),
  storeNames: z.array(z.string()),
});
export type TPromotionRow = z.infer<typeof ZPromotionRow>;

/**
 * `GET /promotions`: `search` matches the name and the coupon code; `isActive` is the switch,
 * `current` whether it applies now (active, and now within [startsAt, endsAt)).
 */
export const ZPromotionsQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'kind', 'startsAt', 'endsAt', 'createdAt']),
  kind: z.enum(PROMOTION_KINDS, { error: M.kind }).optional(),
  isActive: ZBoolQuery.optional(),
  current: ZBoolQuery.optional(),
}).strict();

/** The promotions' CSV export (`GET /promotions/export.csv`). */
export const PROMOTIONS_CSV_COLUMNS = [
  'ID',
  'Name',
  'Kind',
  'Offer',
  'Applies To',
  'Product IDs',
  'Categories',
  'Stores',
  'Coupon Code',
  'Starts At',
  'Ends At',
  'Active',
  'Created At',
] as const;

const plainMoney = (n: number) => n.toFixed(2);
type OfferQuantity = 'buyQuantity' | 'getQuantity' | 'bundleQuantity';

/**
 * What a promotion gives, in words: "20% off", "1.50 off each", "Buy 2 get 1 free", "Buy 1 get
 * 1 at 50% off", "3 for 5.00". `money` writes an amount (the screens add the currency).
 */
export function promotionOfferText(
  p: Pick<TPromotion, 'kind' | 'percent' | 'amount' | OfferQuantity | 'getPercent' | 'bundlePrice'>,
  money: (amount: number) => string = plainMoney,
): string {
  switch (p.kind) {
    case 'percent_off':
      return `${p.percent ?? 0}% off`;
    case 'amount_off':
      return `${money(p.amount ?? 0)} off each`;
    case 'buy_x_get_y': {
      const gets = `Buy ${p.buyQuantity ?? 0} get ${p.getQuantity ?? 0}`;
      return (p.getPercent ?? 100) >= 100 ? `${gets} free` : `${gets} at ${p.getPercent}% off`;
    }
    case 'multibuy':
      return `${p.bundleQuantity ?? 0} for ${money(p.bundlePrice ?? 0)}`;
  }
}

/**
 * What a promotion applies to, in words: "Everything", "3 products", "Snacks", "1 product,
 * Snacks, Drinks". Named categories that no longer exist are left out; one that names only
 * those applies to nothing.
 */
export function promotionAppliesToText(
  p: Pick<TPromotionRow, 'productIds' | 'categoryIds' | 'categoryNames'>,
  say: (text: string) => string = (text) => text,
): string {
  if (p.productIds.length === 0 && p.categoryIds.length === 0) return say(word('Everything'));
  const n = p.productIds.length;
  // A whole phrase per number for the catalogs; the categories' names are the shop's own words.
  const products = n === 1 ? word('1 product') : word(`${n} products`);
  const parts = [...(n > 0 ? [say(products)] : []), ...p.categoryNames];
  return parts.length > 0 ? parts.join(', ') : say('Nothing (its categories were deleted)');
}
