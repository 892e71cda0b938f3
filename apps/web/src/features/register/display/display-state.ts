import { IDLE_DISPLAY, type TDisplayState } from '@pos/contracts/customer-display';
import { fromCents, type TaxAmount } from '@pos/contracts/sale-totals';
import type { TTransaction } from '@pos/contracts/sales';
import { isWhole } from '@pos/contracts/units';
import { i18n } from '../../../lib/i18n';
import { type CartLine, grossCents, validQuantity } from '../cart';
import type { LinePromotions } from '../register-totals';

/** What the register's cart comes to, as the checkout holds it (cents). */
export interface CartFigures {
  lineTotals: readonly number[];
  linePromotions: readonly LinePromotions[];
  discountTotal: number;
  taxes: readonly TaxAmount[];
  total: number;
}

/**
 * The cart as its customer display shows it (docs/DESIGN.md, "Customer display"): the lines the
 * cashier sees with what each costs — never a cost price or a stock figure — the promotions,
 * the totals, and what was handed over once it is more than the total (the change). Built from
 * the same figures the register shows, so the two cannot disagree.
 */
export function cartDisplay(input: {
  cart: readonly CartLine[];
  figures: CartFigures;
  giftCards: readonly { cents: number }[];
  taxIncluded: boolean;
  /** What the payments hand over and give back (cents), when they settle the total. */
  paid: { amountPaid: number; change: number } | null;
}): TDisplayState {
  const { cart, figures, giftCards } = input;
  if (cart.length === 0 && giftCards.length === 0) return IDLE_DISPLAY;
  const lines = cart.map((line, i) => {
    const quantity = validQuantity(line) ?? 0;
    const gross = grossCents(line);
    const total = figures.lineTotals[i] ?? gross;
    const promotions = figures.linePromotions[i]?.promotions ?? [];
    const promoted = promotions.reduce((n, p) => n + p.cents, 0);
    return {
      name: line.name,
      detail: line.variationName,
      quantity,
      ...(isWhole(line.unit) ? {} : { unit: line.unit }),
      unitPrice: line.price,
      discount: fromCents(Math.max(0, gross - total - promoted)),
      promotions: promotions.map((p) => ({ name: p.name, amount: fromCents(p.cents) })),
      total: fromCents(total),
    };
  });
  const cards = giftCards.map((g) => ({
    name: i18n.t('Gift card', { ns: 'register' }),
    detail: null,
    quantity: 1,
    unitPrice: fromCents(g.cents),
    discount: 0,
    promotions: [],
    total: fromCents(g.cents),
  }));
  const gross =
    cart.reduce((n, l) => n + grossCents(l), 0) + giftCards.reduce((n, g) => n + g.cents, 0);
  const handedOver = input.paid && input.paid.change > 0 ? input.paid : null;
  return {
    phase: 'cart',
    // A line whose quantity is being retyped is left out until it has one.
    lines: [...lines.filter((l) => l.quantity > 0), ...cards],
    subtotal: fromCents(gross),
    discount: fromCents(figures.discountTotal),
    taxes: figures.taxes.map((t) => ({ name: t.name, rate: t.rate, amount: fromCents(t.cents) })),
    taxIncluded: input.taxIncluded,
    total: fromCents(figures.total),
    tendered: handedOver ? fromCents(handedOver.amountPaid) : null,
    change: handedOver ? fromCents(handedOver.change) : null,
    receipt: null,
  };
}

/** The sale made: the thank-you, with what the sale itself says was paid and given back. */
export const doneDisplay = (cart: TDisplayState, sale: TTransaction): TDisplayState => ({
  ...cart,
  phase: 'done',
  total: sale.totalAmount,
  tendered: sale.amountPaid,
  change: sale.change,
  receipt: sale.documentNumber ?? sale.offline?.localNumber ?? null,
});
