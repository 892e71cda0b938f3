/**
 * Reading one cell of a vendor's export: money, quantities and yes/no flags as the four vendors
 * write them (docs/DESIGN.md, "Integrations, languages and switching", step 5 "Import").
 * Each reader answers `undefined` for a blank cell (no value, not zero) and an error message for
 * what it cannot read; it never throws, so one bad cell costs one row, not the file.
 */

/** A value read, or why not. */
export type Read<T> = { value: T | undefined } | { error: string };

/**
 * A currency before the amount ("$", "US$", "Rs. ", "EUR ") or after it ("€", " USD"). Only
 * these: a letter inside or against the digits ("12.O0", "4.5O") is a typo, not a currency.
 */
const CURRENCY_BEFORE = /^[A-Za-z]{0,3}\.?\s*\p{Sc}?\s*/u;
const CURRENCY_AFTER = /\s*\p{Sc}$|\s+[A-Za-z]{3}$/u;
/** US grouping: "1,234" or "1,234,567.5" — Square writes prices so. */
const COMMA_GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
/** A decimal comma with one or two decimals ("12,50"): no vendor groups thousands that way. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
/** European grouping with a decimal comma ("1.234,50"). */
const DOT_GROUPED_COMMA = /^\d{1,3}(\.\d{3})+,\d{1,2}$/;
const PLAIN = /^\d+(\.\d+)?$/;

/**
 * A price, a cost or a balance as a decimal string with at least two decimals ("1234.50"). A
 * comma is read as a decimal separator only where it cannot be grouping ("12,50"); "1,234" is one
 * thousand two hundred and thirty-four, the US grouping Square's item library writes. A minus is
 * allowed only where `signed` (an account balance a customer owes); no price or cost is below 0.
 */
export function readMoney(raw: string, { signed = false } = {}): Read<string> {
  const text = raw.trim();
  if (!text) return { value: undefined };
  const negative = signed && text.startsWith('-');
  const bare = (negative ? text.slice(1) : text)
    .replace(CURRENCY_BEFORE, '')
    .replace(CURRENCY_AFTER, '');
  let plain: string | undefined;
  if (PLAIN.test(bare)) plain = bare;
  else if (COMMA_GROUPED.test(bare)) plain = bare.replaceAll(',', '');
  else if (DECIMAL_COMMA.test(bare)) plain = bare.replace(',', '.');
  else if (DOT_GROUPED_COMMA.test(bare)) plain = bare.replaceAll('.', '').replace(',', '.');
  if (plain === undefined) return { error: `"${text}" is not an amount.` };
  const [whole = '0', decimals = ''] = plain.split('.');
  const amount = `${BigInt(whole).toString()}.${decimals.padEnd(2, '0')}`;
  return { value: negative && /[1-9]/.test(amount) ? `-${amount}` : amount };
}

/**
 * A stock quantity or a points balance, rounded to 3 decimals (the catalog's precision for
 * weighed goods). Negative stock is kept: a shop that sold ahead of its deliveries has it.
 */
export function readQuantity(raw: string): Read<number> {
  const text = raw.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!text) return { value: undefined };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: `"${raw.trim()}" is not a quantity.` };
  return { value: Math.round(Number(text) * 1000) / 1000 };
}

const TRUE_WORDS = new Set(['y', 'yes', 'true', '1']);
const FALSE_WORDS = new Set(['n', 'no', 'false', '0']);

/** Y/N (Square, Loyverse), TRUE/FALSE (Shopify), 1/0 (Lightspeed X-Series). */
export function readFlag(raw: string): Read<boolean> {
  const text = raw.trim().toLowerCase();
  if (!text) return { value: undefined };
  if (TRUE_WORDS.has(text)) return { value: true };
  if (FALSE_WORDS.has(text)) return { value: false };
  return { error: `"${raw.trim()}" is not yes or no.` };
}
