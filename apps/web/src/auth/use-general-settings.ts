import { useCallback } from 'react';
import { formatMoney } from '../lib/money';
import { useSession } from './session-context';
import type { SessionSettings } from './session-storage';

/**
 * The organization's general settings (cached at sign-in), a money formatter bound to them and
 * the time zone its days are in (DESIGN §13; the browser's until the API has named it).
 */
export function useGeneralSettings(): {
  settings: SessionSettings;
  formatMoney: (amount: number | string | null | undefined) => string;
  timeZone: string;
} {
  const { settings } = useSession();
  const format = useCallback(
    (amount: number | string | null | undefined) => formatMoney(amount, settings.currencySymbol),
    [settings.currencySymbol],
  );
  const timeZone =
    settings.effectiveTimeZone ??
    settings.timeZone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { settings, formatMoney: format, timeZone };
}
