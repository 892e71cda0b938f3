import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';

/**
 * An amount with the organization's currency symbol and 2 decimals (spec 1 §9), e.g. "$1,234.50".
 * Grouping follows the browser's locale; the symbol is the organization's, not the locale's.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currencySymbol: string = DEFAULT_GENERAL_SETTINGS.currencySymbol,
): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  const digits = Math.abs(value).toLocaleString(undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${value < 0 ? '-' : ''}${currencySymbol}${digits}`;
}
