/**
 * What a product is sold by (docs/DESIGN.md, "Goods sold by weight"): `each` in whole units,
 * or a measure — kilograms, grams, pounds, litres — in quantities of up to 3 decimals (a
 * scale's 5 g steps, a tap's millilitres). Amounts stay in cents: a line's price × quantity is
 * rounded half up to the cent once, here, for every caller (the register's preview, the server's
 * sale, a return), so 0.375 kg at 12.99/kg is 4.87 everywhere.
 */
import { z } from 'zod';
import { hasAtMostDecimals } from './money.js';

export const UNITS = ['each', 'kg', 'g', 'lb', 'l'] as const;
export type Unit = (typeof UNITS)[number];

/** How a quantity of each unit is written after the number ("0.375 kg", "2"). */
export const UNIT_LABELS: Record<Unit, string> = {
  each: '',
  kg: 'kg',
  g: 'g',
  lb: 'lb',
  l: 'l',
};

/** What a product form offers for its unit. */
export const UNIT_NAMES: Record<Unit, string> = {
  each: 'Each (whole units)',
  kg: 'Kilogram (kg)',
  g: 'Gram (g)',
  lb: 'Pound (lb)',
  l: 'Litre (l)',
};

/** The decimals a measured quantity may have. */
export const QUANTITY_DECIMALS = 3;
const MILLI = 1000n;

export const QUANTITY_MESSAGES = {
  decimals: 'A quantity has at most 3 decimals.',
  whole: 'This item is sold in whole units.',
  unit: 'Unit must be one of each, kg, g, lb, l.',
} as const;

/** What a product is sold by, in a request (`each` when left out on a new product). */
export const ZUnit = z.enum(UNITS, { error: QUANTITY_MESSAGES.unit });

/**
 * A quantity in a request: `base` (its messages and range) with at most 3 decimals. Whether the
 * item takes a fraction is its unit's rule (`quantityProblem`), checked where the item is known.
 */
export const quantityInput = (base: z.ZodNumber) =>
  base
    .refine((n) => hasAtMostDecimals(n, QUANTITY_DECIMALS), QUANTITY_MESSAGES.decimals)
    .meta({ multipleOf: 0.001 });

/** A quantity rounded to its 3 decimals: sums and differences of doubles carry noise (0.1 + 0.2). */
export const roundQuantity = (n: number) => Math.round(n * 1000) / 1000;

/** Whether the unit is counted in whole units. */
export const isWhole = (unit: Unit) => unit === 'each';

/**
 * Why a quantity cannot be sold in this unit, or null: whole units are integers of at least 1;
 * a measure is above 0 with at most 3 decimals.
 */
export function quantityProblem(unit: Unit, quantity: number): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'The quantity must be above 0.';
  if (isWhole(unit)) {
    return Number.isInteger(quantity) ? null : QUANTITY_MESSAGES.whole;
  }
  return hasAtMostDecimals(quantity, QUANTITY_DECIMALS) ? null : QUANTITY_MESSAGES.decimals;
}

/** A quantity in thousandths, exact for up to 3 decimals. */
export const toMilli = (quantity: number): bigint => BigInt(Math.round(quantity * 1000));

/**
 * A line's price × quantity in cents, rounded half up to the cent (exact in integers): whole
 * quantities give `unitCents × quantity` as before; 1299 × 0.375 = 487.125 → 487.
 */
export function lineGrossCents(unitCents: number, quantity: number): number {
  const exact = BigInt(unitCents) * toMilli(quantity);
  const sign = exact < 0n ? -1n : 1n;
  const abs = exact * sign;
  return Number(sign * ((2n * abs + MILLI) / (2n * MILLI)));
}

/**
 * A line's price × quantity in cents — a scale label's line costs the label's price
 * (`grossCents`, docs/DESIGN.md "Scale barcodes"), every other line `lineGrossCents`.
 */
export const lineGross = (l: { unitCents: number; quantity: number; grossCents?: number | null }) =>
  l.grossCents ?? lineGrossCents(l.unitCents, l.quantity);

/** A quantity's digits, already formatted, with its unit: "2", "0.375 kg". */
export const withUnit = (digits: string, unit: Unit) =>
  isWhole(unit) ? digits : `${digits} ${UNIT_LABELS[unit]}`;

/** A quantity as a line shows it: "2", "0.375 kg" (grouping and decimal mark of `locale`). */
export function quantityText(quantity: number, unit: Unit, locale?: string): string {
  const n = new Intl.NumberFormat(locale, { maximumFractionDigits: QUANTITY_DECIMALS }).format(
    quantity,
  );
  return withUnit(n, unit);
}

/** A unit price as a line says it: "$4.50 each", "$12.99 per kg". */
export const pricePer = (price: string, unit: Unit) =>
  `${price} ${isWhole(unit) ? 'each' : `per ${UNIT_LABELS[unit]}`}`;

/** A line's quantity times its price, formatted: "2 × $4.50", "0.375 kg × $12.99/kg". */
export const timesPrice = (digits: string, unit: Unit, price: string) =>
  `${withUnit(digits, unit)} × ${price}${isWhole(unit) ? '' : `/${UNIT_LABELS[unit]}`}`;
