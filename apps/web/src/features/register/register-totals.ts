import { NO_CASH_ROUNDING, type TCashRounding } from '@pos/contracts/cash-rounding';
import { saleDiscountOf } from '@pos/contracts/discounts';
import {
  applyPromotions,
  type LinePromotion,
  type PreparedPromotions,
} from '@pos/contracts/promotion-engine';
import { type SaleTotals, saleTotals, type TaxRate, toCents } from '@pos/contracts/sale-totals';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import type { TGeneralSettingsView } from '@pos/contracts/settings';
import { msg } from '../../lib/i18n';
import { type CartLine, lineDiscountCents, validQuantity } from './cart';
import { type LineDiscount, NO_DISCOUNT, saleDiscountBody } from './line-discount';

/**
 * How the shop charges, as the register applies it (docs/DESIGN.md, "Money"): the default
 * class's taxes, each class's, whether shelf prices include tax, cash rounding. The settings the
 * register holds may be an older copy without some of these (an outbox from an older build):
 * what it lacks is what the shop had then — no classes, taxes added, no rounding.
 */
export interface RegisterMoney {
  taxes: readonly TaxRate[];
  classes: ReadonlyMap<string, readonly TaxRate[]>;
  pricesIncludeTax: boolean;
  cashRounding: TCashRounding;
  /** How the shop's scales print labels (docs/DESIGN.md, "Scale barcodes"): scans read them. */
  scaleBarcodes: readonly TScaleBarcodeRule[];
}

type MoneySettings = Pick<TGeneralSettingsView, 'taxes'> &
  Partial<
    Pick<TGeneralSettingsView, 'taxClasses' | 'pricesIncludeTax' | 'cashRounding' | 'scaleBarcodes'>
  >;

export const moneyOf = (s: MoneySettings): RegisterMoney => ({
  taxes: s.taxes,
  classes: new Map((s.taxClasses ?? []).map((c) => [c._id, c.taxes])),
  pricesIncludeTax: s.pricesIncludeTax ?? false,
  cashRounding: s.cashRounding ?? NO_CASH_ROUNDING,
  scaleBarcodes: s.scaleBarcodes ?? [],
});

/** The taxes of a line's class (the default's when it names none, or one the register lacks). */
export const lineTaxes = (
  line: Pick<CartLine, 'taxClassId'>,
  money: RegisterMoney,
): readonly TaxRate[] => (line.taxClassId && money.classes.get(line.taxClassId)) || money.taxes;

/** What a line's price holds or gets: "incl. GST 18%", "+ VAT 5%", "no tax". */
export function lineTaxNote(line: Pick<CartLine, 'taxClassId'>, money: RegisterMoney): string {
  const taxes = lineTaxes(line, money);
  if (taxes.length === 0) return 'no tax';
  const rates = taxes.map((t) => `${t.name} ${t.rate}%`).join(' + ');
  return money.pricesIncludeTax ? `incl. ${rates}` : `+ ${rates}`;
}

/**
 * The promotions a cart is previewed with (docs/DESIGN.md, "Promotions"): the prepared rules,
 * the register's store, the coupons given and the moment (now when left out).
 */
export interface RegisterPromotions {
  rules: PreparedPromotions;
  storeId: string | null;
  couponCodes: readonly string[];
  now?: Date;
}

/** What the promotions take off one line: in all, and each one's part. */
export interface LinePromotions {
  promotionCents: number;
  promotions: LinePromotion[];
}

/**
 * The cart's amounts in cents, by the contract's arithmetic (the server computes the sale the
 * same way, `priceSale`): a line whose quantity is being retyped counts as none; the promotions
 * take their part off each line first, from the shelf prices; then discounts — the lines' own,
 * and the whole sale's spread over what the lines come to (`saleDiscountOf`) — count only for
 * those allowed to give them. `saleDiscount` is the whole sale's in cents (its `tooLarge`
 * refuses the sale).
 */
/** The codes a coupon field sends: the code typed, trimmed; none when it is blank. */
export const couponCodesOf = (typed: string): string[] => (typed.trim() ? [typed.trim()] : []);

/** A code the register's copy of the promotions does not know: the server would refuse it. */
export const couponProblem = (totals: { unknownCoupons: readonly string[] }): string | null =>
  totals.unknownCoupons.length ? msg('No running promotion of this store has this coupon.') : null;

export function totalsOf(
  cart: readonly CartLine[],
  money: RegisterMoney,
  withDiscounts: boolean,
  saleDiscount: LineDiscount = NO_DISCOUNT,
  promotions?: RegisterPromotions,
): SaleTotals & {
  saleDiscount: ReturnType<typeof saleDiscountOf>;
  /** In cart order. */
  linePromotions: LinePromotions[];
  unknownCoupons: string[];
} {
  const priced = cart.map((l) => ({
    productId: l.productId,
    categoryId: l.categoryId,
    unitCents: toCents(l.price),
    quantity: validQuantity(l) ?? 0,
    grossCents: l.label?.grossCents ?? null,
    unit: l.unit,
  }));
  const applied = promotions
    ? applyPromotions(priced, promotions.rules, {
        now: promotions.now ?? new Date(),
        storeId: promotions.storeId,
        couponCodes: promotions.couponCodes,
      })
    : null;
  const linePromotions: LinePromotions[] =
    applied?.lines ?? cart.map(() => ({ promotionCents: 0, promotions: [] }));
  const lines = cart.map((l, i) => ({
    unitCents: priced[i]?.unitCents ?? 0,
    quantity: priced[i]?.quantity ?? 0,
    grossCents: priced[i]?.grossCents ?? null,
    discountCents:
      (linePromotions[i]?.promotionCents ?? 0) + (withDiscounts ? lineDiscountCents(l) : 0),
    taxes: lineTaxes(l, money),
  }));
  const sale = saleDiscountOf(lines, withDiscounts ? saleDiscountBody(saleDiscount) : undefined);
  const discounted = lines.map((l, i) => ({
    ...l,
    discountCents: l.discountCents + (sale.shares[i] ?? 0),
  }));
  return {
    ...saleTotals(discounted, money.taxes, { pricesIncludeTax: money.pricesIncludeTax }),
    saleDiscount: sale,
    linePromotions,
    /** Coupon codes no running promotion of the store has (the server refuses them). */
    unknownCoupons: applied?.unknownCoupons ?? [],
  };
}
