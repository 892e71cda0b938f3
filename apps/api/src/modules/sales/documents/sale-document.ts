import type { TLanguage } from '@pos/contracts/languages';
import type { TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';

/**
 * Everything the invoice and the receipt print, gathered by the caller: the renderers query
 * nothing (the only I/O is reading a logo given as a file path).
 */
export interface SaleDocument {
  sale: TTransaction;
  organization: {
    name: string;
    address?: string | null;
    phone?: string | null;
    email?: string | null;
    /** PNG or JPEG bytes, or a local file path to one; anything else is left out. */
    logo?: Buffer | string | null;
  };
  settings: TGeneralSettings;
  /** IANA zone the dates print in, e.g. 'America/New_York'. */
  timeZone: string;
  /** Language tag whose digit grouping the amounts print with, e.g. 'en-IN' (the viewer's). */
  locale: string;
  /** The language its words are in (the viewer's; none: English). */
  language?: TLanguage | undefined;
}

/** The sale id's last 12 characters (its first ones are the time, alike for a minute's sales). */
export const documentNumber = (saleId: string) => saleId.slice(-12).toUpperCase();

/**
 * The number both documents print, the same on both: the sale's own number (DESIGN §13;
 * `GET /transactions/by-number/:number` finds it); a sale from before numbers shows its id's.
 */
export const printedNumber = (sale: { _id: string; documentNumber: string | null }) =>
  sale.documentNumber ?? documentNumber(sale._id);
