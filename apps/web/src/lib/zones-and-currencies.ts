import { currencySymbolOf, isKnownCurrency } from '@pos/contracts/currency';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { isTimeZone } from '@pos/contracts/time-zone';
// Region → currency is data Intl does not hold (it names currencies, not whose they are). A
// small maintained map of ISO 3166 regions to their ISO 4217 currency (MIT, no dependencies,
// tree-shaken to one object) rather than a copy of our own that would age unnoticed.
import countryToCurrency from 'country-to-currency';
import { i18n } from './i18n';

export interface Option {
  value: string;
  label: string;
}

/** A stored value the lists do not know (set through the API) still shows and stays. */
export function withCurrent(options: readonly Option[], current: string | null): Option[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  return [{ value: current, label: current.replaceAll('_', ' ') }, ...options];
}

// Intl knows every zone and currency the browser does; an old browser gets the stored value only.
function intlValues(kind: 'timeZone' | 'currency'): string[] {
  try {
    return Intl.supportedValuesOf(kind);
  } catch {
    return [];
  }
}

/**
 * ICU still lists some zones under names IANA has since replaced; the default (Asia/Kolkata)
 * is one of them, and a browser may answer the old name as its own zone. The current names are
 * the ones people look for.
 */
const RENAMED_ZONES: Record<string, string> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
};

const currentZoneName = (zone: string) => RENAMED_ZONES[zone] ?? zone;

/** Every IANA zone the browser knows, and UTC, under its current name, sorted. */
export const timezoneOptions = (): Option[] =>
  [...new Set([...intlValues('timeZone').map(currentZoneName), 'UTC'])]
    .sort()
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

/**
 * Every currency the browser knows, "INR – Indian Rupee"; with `withSymbol` the symbol its
 * amounts will show ("INR – Indian Rupee (₹)"), where it is not the code itself.
 */
export function currencyOptions({ withSymbol = false } = {}): Option[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = null;
  }
  return intlValues('currency').map((code) => {
    const symbol = currencySymbolOf(code);
    const shown = withSymbol && symbol !== code ? ` (${symbol})` : '';
    return { value: code, label: `${code} – ${names?.of(code) ?? code}${shown}` };
  });
}

/** The browser's own time zone (a new shop's first guess), under its current name; null if unknown. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? currentZoneName(zone) : null;
  } catch {
    return null;
  }
}

/**
 * The currency of the browser's region (a new shop's first guess): the region of its first
 * language that names or implies one (en-US → US → USD, hi → IN → INR); null when none does.
 */
export function browserCurrency(languages: readonly string[] = navigator.languages): string | null {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      const code = region ? (countryToCurrency as Record<string, string>)[region] : undefined;
      if (code && isKnownCurrency(code)) return code;
    } catch {
      // A tag Intl cannot read: try the next language.
    }
  }
  return null;
}

/**
 * The currency a shop that never chose its zone is asked with: the one it stored when it is not
 * the untouched default (an owner already set it, perhaps from another country's browser), else
 * the browser's region's.
 */
export function suggestedCurrency(
  stored: { currencyCode: string; currencySymbol: string },
  languages?: readonly string[],
): string {
  const untouched =
    stored.currencyCode === DEFAULT_GENERAL_SETTINGS.currencyCode &&
    stored.currencySymbol === DEFAULT_GENERAL_SETTINGS.currencySymbol;
  return (untouched && browserCurrency(languages)) || stored.currencyCode;
}

/**
 * What the picked currency's amounts look like, under a currency picker. A pair stored before
 * the symbol followed the code may disagree ("₹" with USD): then the hint says what saving will
 * show instead, so that the owner picks the currency they sell in rather than lose the symbol
 * unawares.
 */
export function currencyHint(
  stored: { currencyCode: string; currencySymbol: string },
  code: string,
): string {
  const symbol = currencySymbolOf(code);
  if (code === stored.currencyCode && stored.currencySymbol !== currencySymbolOf(code)) {
    return i18n.t(
      'Amounts show “{{stored}}” today, which is not the symbol of {{code}}; saving shows “{{symbol}}”. Pick the currency you sell in.',
      { ns: 'common', stored: stored.currencySymbol, code, symbol },
    );
  }
  return i18n.t('Amounts show as {{example}}: the symbol follows the currency.', {
    ns: 'common',
    example: `${symbol}12.50`,
  });
}
