import { NO_CASH_ROUNDING, type TCashRounding, ZCashRounding } from '@pos/contracts/cash-rounding';
import {
  DISCOUNT_MESSAGES as D,
  discountPercentOf,
  saleDiscountOf,
  withinLimit,
} from '@pos/contracts/discounts';
import { EXCHANGE_MESSAGES as X } from '@pos/contracts/exchanges';
import type { ValuedPayment } from '@pos/contracts/loyalty';
import { applyPromotions, type PreparedPromotions } from '@pos/contracts/promotion-engine';
import { saleTotals, type TaxRate, toCents } from '@pos/contracts/sale-totals';
import { SALE_MESSAGES as M, type TPaymentInput, type ZSaleBody } from '@pos/contracts/sales';
import {
  readScaleBarcode,
  SCALE_MESSAGES,
  type ScaleLine,
  scaleItemSkus,
  scaleLine,
  scaleLineMessage,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import { salePayments, soldGiftCardsCents } from '@pos/contracts/tender';
import { isWhole, lineGross, quantityProblem, type Unit } from '@pos/contracts/units';
import type { z } from 'zod';
import { conflict, notFound, validationError } from '../../lib/errors.js';

/**
 * A sale's amounts from what it asked for, the catalogue rows of its lines and the shop's money
 * rules — the server's side of the one arithmetic (the register computes the same with the
 * same contract code: `offline-totals.test.ts` proves it). No database here.
 */

/** A sale's body, its points valued (`valuedPayments`) before it is priced. */
export type SaleBody = Omit<z.output<typeof ZSaleBody>, 'payments'> & {
  payments?: (ValuedPayment | TPaymentInput)[] | undefined;
};

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
  product_tax_class_id: string | null;
  variation_tax_class_id: string | null;
  category_id: string | null;
  unit: Unit;
}

/**
 * The promotions a sale is priced with (docs/DESIGN.md, "Promotions"): the organization's
 * active ones, prepared once, and where and when the sale is made (their window and stores).
 */
export interface PromotionTerms {
  rules: PreparedPromotions;
  storeId: string | null;
  now: Date;
}

/** How the shop charges (docs/DESIGN.md, "Money"): its tax classes, tax in prices, cash rounding. */
export interface MoneyRules {
  /** The default class's taxes: a product that names no class pays them. */
  defaultTaxes: readonly TaxRate[];
  /** Each class's taxes by its id. */
  classTaxes: ReadonlyMap<string, readonly TaxRate[]>;
  pricesIncludeTax: boolean;
  cashRounding: TCashRounding;
  /** How the shop's scales print labels (docs/DESIGN.md, "Scale barcodes"). */
  scaleBarcodes: readonly TScaleBarcodeRule[];
}

/** The rules as the sale's context reads them (an organization without settings: none of them). */
export function moneyRulesOf(ctx: {
  tax_classes: readonly { id: string; taxes: readonly TaxRate[]; is_default: boolean }[];
  prices_include_tax: boolean | null;
  cash_rounding_increment: string | null;
  cash_rounding_mode: string | null;
  scale_barcodes: TScaleBarcodeRule[] | null;
}): MoneyRules {
  const parsed = ZCashRounding.safeParse({
    increment: Number(ctx.cash_rounding_increment ?? 0),
    mode: ctx.cash_rounding_mode ?? 'nearest',
  });
  return {
    defaultTaxes: ctx.tax_classes.find((c) => c.is_default)?.taxes ?? [],
    classTaxes: new Map(ctx.tax_classes.map((c) => [c.id, c.taxes])),
    pricesIncludeTax: ctx.prices_include_tax ?? false,
    cashRounding: parsed.success ? parsed.data : NO_CASH_ROUNDING,
    scaleBarcodes: ctx.scale_barcodes ?? [],
  };
}

const sameTaxes = (a: readonly TaxRate[], b: readonly TaxRate[]) =>
  a.length === b.length && a.every((t, i) => t.name === b[i]?.name && t.rate === b[i]?.rate);

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
 * The line a sale line's scale label makes (docs/DESIGN.md, "Scale barcodes"), read again under
 * the shop's rules: a label that is none, or names another item, is refused; the line's
 * quantity must be the label's (400 `SCALE_BARCODE_INVALID`). `unitCents`: the line's price per
 * unit before the label (the catalogue's, or what an offline register charged).
 */
function labelLine(
  item: SaleBody['items'][number] & { scaleCode: string },
  i: number,
  found: ReturnType<typeof catalogueItem>,
  unitCents: number,
  rules: MoneyRules,
): ScaleLine {
  const refuse = (field: string, message: string) =>
    validationError(message, { [`items.${i}.${field}`]: message }, 'SCALE_BARCODE_INVALID');
  const label = readScaleBarcode(item.scaleCode, rules.scaleBarcodes);
  if (!label) throw refuse('scaleCode', SCALE_MESSAGES.notRead);
  if (!label.ok) throw refuse('scaleCode', SCALE_MESSAGES.checkDigit);
  const sku = (found.variation ? found.variation.variation_sku : found.product.product_sku) ?? '';
  if (!scaleItemSkus(label.item).some((s) => s.toLowerCase() === sku.toLowerCase())) {
    throw refuse('scaleCode', SCALE_MESSAGES.otherItem);
  }
  const line = scaleLine(label, { unit: found.product.unit, unitCents });
  if ('problem' in line) throw refuse('scaleCode', scaleLineMessage(line.problem, found.label));
  if (line.quantity !== item.quantity) throw refuse('quantity', SCALE_MESSAGES.mismatch);
  return line;
}

/**
 * The catalogue's name, SKU, price and taxes for each line (a variation's class, else its
 * product's, else the default); unknown or inactive items are refused. An offline sale's line is
 * at the price and taxes the register charged (`items[].price`, `items[].taxes`, or an older
 * register's `offline.taxes` for every line), which may differ from the catalogue's now
 * (`repriced`, `retaxed`).
 */
export function priceLines(found: CatalogueItem[], body: SaleBody, rules: MoneyRules) {
  return body.items.map((item, i) => {
    const inCatalogue = catalogueItem(found, item);
    const { product, variation, variationId, variationName, label } = inCatalogue;
    const catalogueCents = toCents(variation?.variation_price ?? product.product_price);
    const askedCents = item.price === undefined ? catalogueCents : toCents(item.price);
    const scale =
      item.scaleCode === undefined
        ? null
        : labelLine({ ...item, scaleCode: item.scaleCode }, i, inCatalogue, askedCents, rules);
    const unitCents = scale?.unitCents ?? askedCents;
    const grossCents = scale?.grossCents ?? null;
    const classId = variation?.variation_tax_class_id ?? product.product_tax_class_id;
    const classTaxes = (classId && rules.classTaxes.get(classId)) || rules.defaultTaxes;
    const taxes = item.taxes ?? body.offline?.taxes ?? classTaxes;
    const unitProblem = quantityProblem(product.unit, item.quantity);
    if (unitProblem) {
      throw validationError(unitProblem, { [`items.${i}.quantity`]: unitProblem });
    }
    const discountCents = toCents(item.discount ?? 0);
    if (discountCents > lineGross({ unitCents, quantity: item.quantity, grossCents })) {
      throw validationError(M.discountTooLarge, { [`items.${i}.discount`]: M.discountTooLarge });
    }
    return {
      productId: item.productId,
      variationId,
      categoryId: product.category_id,
      productName: product.name,
      variationName,
      label,
      sku: variation ? variation.variation_sku : product.product_sku,
      unit: product.unit,
      unitCents,
      quantity: item.quantity,
      grossCents,
      scaleCode: item.scaleCode ?? null,
      discountCents,
      /** The line's own discount, before its share of the whole-sale discount. */
      ownDiscountCents: discountCents,
      taxes,
      // A price label of an item sold each is that item's price: the register charges the label.
      repriced: askedCents !== (scale && isWhole(product.unit) ? scale.unitCents : catalogueCents),
      retaxed: !sameTaxes(taxes, classTaxes),
    };
  });
}

/**
 * The lines with what the promotions take off them (`applyPromotions`, the register's own rule),
 * before the cashier's discounts: each line's `promotionCents` joins its discount, and its own
 * discount may be no more than what the promotions leave. An offline sale keeps what the
 * register took off (`items[].promotionDiscount`), flagged `repriced` when the promotions give
 * another figure now; a coupon no running promotion has is refused online (400), and flags an
 * offline sale.
 */
function withPromotions(lines: PricedLine[], body: SaleBody, terms: PromotionTerms) {
  const couponCodes = (body.couponCodes ?? []).filter((code) => code.trim() !== '');
  const applied = applyPromotions(lines, terms.rules, {
    now: terms.now,
    storeId: terms.storeId,
    couponCodes,
  });
  const [unknown] = applied.unknownCoupons;
  if (unknown !== undefined && !body.offline) {
    const message = M.couponUnknown(unknown);
    throw validationError(message, { couponCodes: message });
  }
  return lines.map((l, i) => {
    const found = applied.lines[i] ?? { promotionCents: 0, promotions: [] };
    const sent = body.items[i]?.promotionDiscount;
    const promotionCents = body.offline ? toCents(sent ?? 0) : found.promotionCents;
    const same = promotionCents === found.promotionCents;
    if (l.discountCents > lineGross(l) - promotionCents) {
      throw validationError(M.discountTooLarge, { [`items.${i}.discount`]: M.discountTooLarge });
    }
    return {
      ...l,
      discountCents: l.discountCents + promotionCents,
      promotionCents,
      promotions: same ? found.promotions : [],
      repriced: l.repriced || !same || (!!body.offline && unknown !== undefined),
    };
  });
}

/** The messages of `salePayments`' refusals, each a 400 on the field it concerns. */
const PAYMENT_REFUSALS = {
  nothing_to_pay: ['payments', X.nothingToPay],
  payment_required: ['paymentMethod', X.paymentRequired],
  not_covered: ['payments', M.paymentsNotCovered],
  non_cash_over: ['payments', M.nonCashOver],
} as const;

/**
 * How the sale is paid (`salePayments`, the register's rule too): an exchange's new sale first
 * by what its return gives back (`returnCents`), then by the payments asked; refusals are 400s.
 */
export function paymentsOf(
  body: Pick<SaleBody, 'paymentMethod' | 'payments'>,
  totalCents: number,
  cashRounding: TCashRounding,
  returnCents?: number,
) {
  const paid = salePayments(body, totalCents, cashRounding, returnCents);
  if (!paid.ok) {
    const [field, message] = PAYMENT_REFUSALS[paid.problem];
    throw validationError(message, { [field]: message });
  }
  return paid;
}

/**
 * The whole-sale discount in cents (a percent of what the lines come to after their own
 * discounts, or an amount, never more), and the lines with their shares of it added to their
 * discounts (`spreadCents`: in proportion, adding up exactly).
 */
function withSaleDiscount(lines: PromotedLine[], body: SaleBody) {
  const sale = saleDiscountOf(lines, body.discount);
  if (sale.tooLarge) {
    throw validationError(D.saleDiscountTooLarge, { discount: D.saleDiscountTooLarge });
  }
  return {
    saleDiscountCents: sale.cents,
    saleDiscountBase: sale.base,
    lines: lines.map((l, i) => ({ ...l, discountCents: l.discountCents + (sale.shares[i] ?? 0) })),
  };
}

/**
 * The largest discount of the sale in percent of what it is taken off — a line's own of its
 * price × quantity, the whole-sale one of what the lines come to — and whether a role's limit
 * (null: none) covers it.
 */
export function discountAsked(priced: {
  lines: readonly PromotedLine[];
  saleDiscountCents: number;
  saleDiscountBase: number;
}) {
  const parts: [number, number][] = [
    ...priced.lines.map((l): [number, number] => [l.ownDiscountCents, lineGross(l)]),
    [priced.saleDiscountCents, priced.saleDiscountBase],
  ];
  return {
    percent: Math.max(0, ...parts.map(([d, base]) => discountPercentOf(d, base))),
    covers: (limit: number | null) => parts.every(([d, base]) => withinLimit(d, base, limit)),
  };
}

/**
 * Lines, totals and payments of a sale by the shop's money rules (an offline sale's by the
 * register's, where it sent them); refusals as the sale gives them.
 */
export function priceSale(
  found: CatalogueItem[],
  body: SaleBody,
  rules: MoneyRules,
  promotions: PromotionTerms,
  /** An exchange's new sale: what its return gives back, which pays it first. */
  returnCents?: number,
) {
  const { lines, saleDiscountCents, saleDiscountBase } = withSaleDiscount(
    withPromotions(priceLines(found, body, rules), body, promotions),
    body,
  );
  const pricesIncludeTax = body.offline?.pricesIncludeTax ?? rules.pricesIncludeTax;
  const cashRounding = body.offline?.cashRounding ?? rules.cashRounding;
  const totals = saleTotals(lines, rules.defaultTaxes, { pricesIncludeTax });
  const retaxed =
    lines.some((l) => l.retaxed) ||
    pricesIncludeTax !== rules.pricesIncludeTax ||
    cashRounding.increment !== rules.cashRounding.increment ||
    cashRounding.mode !== rules.cashRounding.mode;
  return {
    lines,
    totals,
    saleDiscountCents,
    saleDiscountBase,
    pricesIncludeTax,
    retaxed,
    // Gift cards sold are paid with the goods: in the total, tax-free, after the goods' taxes.
    paid: paymentsOf(
      body,
      totals.total + soldGiftCardsCents(body.giftCards),
      cashRounding,
      returnCents,
    ),
  };
}

type PricedLine = ReturnType<typeof priceLines>[number];
export type PromotedLine = ReturnType<typeof withPromotions>[number];
