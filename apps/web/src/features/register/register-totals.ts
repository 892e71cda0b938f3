import { type SaleTotals, saleTotals, toCents } from '@pos/contracts/sale-totals';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { type CartLine, lineDiscountCents, validQuantity } from './cart';

/**
 * The cart's amounts in cents, by the contract's arithmetic (the server computes the sale the
 * same way): a line whose quantity is being retyped counts as none, and discounts count only for
 * those allowed to give them.
 */
export const totalsOf = (
  cart: readonly CartLine[],
  taxes: TGeneralSettings['taxes'],
  withDiscounts: boolean,
): SaleTotals =>
  saleTotals(
    cart.map((l) => ({
      unitCents: toCents(l.price),
      quantity: validQuantity(l.quantity) ? l.quantity : 0,
      discountCents: withDiscounts ? lineDiscountCents(l) : 0,
    })),
    taxes,
  );

/** "VAT (10%)", "City tax (2.5%)". */
export const taxLabel = (tax: { name: string; rate: number }): string =>
  `${tax.name} (${tax.rate}%)`;
