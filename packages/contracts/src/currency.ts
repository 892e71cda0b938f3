/**
 * Currency codes and minor units, decided once for the API and the web app. Both read Intl (the
 * ICU data of Node and of the browser): a code is known when Intl lists it, and a currency's minor
 * unit has as many decimals as Intl formats it with (USD 2, JPY 0, KWD 3). Amounts in minor units
 * (plan prices, payments) are turned into major units only through these.
 */

let known: Set<string> | null = null;

/** An ISO 4217 code Intl knows ("USD"); uppercase only. */
export function isKnownCurrency(code: string): boolean {
  if (!known) {
    try {
      known = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      // A runtime without the list: any three letters, as before there was one.
      known = new Set();
    }
  }
  return known.size ? known.has(code) : /^[A-Z]{3}$/.test(code);
}

/** Decimals of the currency's minor unit; 2 for a code Intl cannot format. */
export function minorDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 1900 USD → 19; 1900 JPY → 1900. */
export const toMajor = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);

/** 19.99 USD → 1999, rounded to the minor unit. */
export const toMinor = (major: number, currency: string) =>
  Math.round(major * 10 ** minorDigits(currency));

/**
 * The symbol amounts are shown with, decided by the currency code alone so that the two never
 * disagree: Intl's narrow symbol in English (USD $, INR ₹, EUR €, GBP £, JPY ¥), else the code
 * itself where Intl has no symbol (CHF, or a code it does not know, such as a stored "ABC"). The
 * API stores what this answers with the code (general settings, sign-up); the web only shows it.
 */
export function currencySymbolOf(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    // Not three letters: nothing Intl can name, so the code stands for itself.
    return code;
  }
}
