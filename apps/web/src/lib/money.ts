import { formatMoney as formatAmount } from '@pos/contracts/money';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';

/**
 * An amount with the organization's currency symbol and 2 decimals (spec 1 §9), e.g. "$1,234.50",
 * grouped as the browser's language groups digits — the receipts and invoices the browser asks
 * for are grouped the same way (`viewerQuery`).
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currencySymbol: string = DEFAULT_GENERAL_SETTINGS.currencySymbol,
): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return formatAmount(Number.isFinite(n) ? n : 0, currencySymbol);
}

/**
 * How this browser reads amounts, for the documents the server draws (receipts, invoices): its
 * language. Their dates are in the organization's time zone (general settings), not the browser's.
 */
export const viewerQuery = () => ({
  locale: Intl.NumberFormat().resolvedOptions().locale,
});
