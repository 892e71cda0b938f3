import { z } from 'zod';

/** Formatters per locale and decimals: building one costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(locale: string | undefined, maximumFractionDigits = 2) {
  const key = `${locale ?? ''}/${maximumFractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * An amount as the screens and the documents show it: the organization's currency symbol, 2
 * decimals, the locale's digit grouping and decimal mark ("$1,234.50"; "₹1,23,456.50" in
 * en-IN; "-€3.00"). The symbol stays next to the digits and the sign in front of both. Without a
 * locale, the runtime's own (the browser's). Rounding to cents first keeps -0.004 from printing
 * as "-$0.00".
 */
export function formatMoney(amount: number, symbol: string, locale?: string): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}${formatterOf(locale).format(Math.abs(cents) / 100)}`;
}

/**
 * A unit cost as the screens show it: at the precision it is kept in (costs have up to 4
 * decimals, the moving average of purchasing), with at least 2 ("$15.00", "$12.3456"). Shown
 * so, the cost times the quantity on hand, rounded to the cent, is the value at cost beside it
 * (docs/guide/stock-and-reports.md, "Inventory valuation").
 */
export function formatUnitCost(amount: number, symbol: string, locale?: string): string {
  const tenThousandths = Math.round(amount * 10_000);
  const sign = tenThousandths < 0 ? '-' : '';
  return `${sign}${symbol}${formatterOf(locale, 4).format(Math.abs(tenThousandths) / 10_000)}`;
}

/**
 * Whether an amount has at most `places` decimals: within 1e-6 of a whole number of hundredths
 * (ten-thousandths…), or the number closest to one written with `places` decimals — the second
 * holds where the first, at large amounts, is lost in rounding (9999999999.95). The document
 * says `multipleOf`, which validators check within the same 1e-6 (docs/guide/api.md).
 */
export function hasAtMostDecimals(n: number, places: number): boolean {
  const scaled = n * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 || Number(n.toFixed(places)) === n;
}

const isLocale = (tag: string) => {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false;
  }
};

/** A BCP 47 language tag the runtime formats numbers for ("en-IN"), for documents' amounts. */
export const ZLocale = z
  .string()
  .max(35)
  .refine(isLocale, 'locale must be a language tag such as en-IN or de-DE.')
  .default('en-US');
