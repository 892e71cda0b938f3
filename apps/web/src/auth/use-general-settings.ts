import type { TGeneralSettings } from '@pos/contracts/settings';
import { useCallback } from 'react';
import { formatMoney } from '../lib/money';
import { useSession } from './session-context';

/** The organization's general settings (cached at sign-in) and a money formatter bound to them. */
export function useGeneralSettings(): {
  settings: TGeneralSettings;
  formatMoney: (amount: number | string | null | undefined) => string;
} {
  const { settings } = useSession();
  const format = useCallback(
    (amount: number | string | null | undefined) => formatMoney(amount, settings.currencySymbol),
    [settings.currencySymbol],
  );
  return { settings, formatMoney: format };
}
