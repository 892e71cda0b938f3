import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';

/**
 * A test shop's general settings as `signUp` leaves them: the defaults, but selling outside a
 * shift (requireOpenShift off), so tests not about shifts need none. A test that saves the whole
 * settings object starts from these.
 */
export const SHOP_SETTINGS = { ...DEFAULT_GENERAL_SETTINGS, requireOpenShift: false };
