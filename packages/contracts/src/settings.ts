import { z } from 'zod';

export const ZTax = z.strictObject({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Tax name is required.').max(60),
  rate: z.number().min(0, 'Tax rate must be at least 0.').max(100),
});

/** General settings of an organization (spec 2 §3, defaults of spec 2 §9). */
export const ZGeneralSettings = z.strictObject({
  itemsPerPage: z.number().int().min(1, 'Items per page must be at least 1.').max(1000),
  currencySymbol: z.string().trim().min(1).max(8),
  currencyCode: z.string().trim().length(3, 'Currency code has 3 letters.').toUpperCase(),
  taxes: z.array(ZTax).max(20),
  receiptShowLogo: z.boolean(),
  receiptShowAddress: z.boolean(),
  receiptShowCustomerName: z.boolean(),
  receiptFooterMessage: z.string().max(500),
  /** Lets sales and stock movements take a level below zero (off: they are refused with 409). */
  allowNegativeStock: z.boolean(),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

export const ZGeneralSettingsResponse = z.object({ data: ZGeneralSettings });
