import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZBoolQuery, ZListQueryBase } from './list.js';
import { DUPLICATE_TAX_MESSAGE, distinctTaxes, ZTax } from './settings.js';

/**
 * Tax classes (docs/DESIGN.md, "Money"): each product or variation is taxed by its class, or by
 * the organization's default class when it names none. The default class's taxes are what
 * general settings answer as `taxes`. A class with no taxes ("Exempt") is allowed.
 */
export const TAX_CLASS_MESSAGES = {
  created: 'Tax class created successfully!',
  updated: 'Tax class updated successfully!',
  deleted: 'Tax class deleted successfully!',
  nameRequired: 'Tax class name is required.',
  nameTaken: 'A tax class with this name already exists.',
  defaultKept:
    'The default tax class cannot be deleted or stop being the default. Make another class the default first.',
  /** `n` products or variations name the class (none counted: archived products do). */
  inUse: (n: number) =>
    n === 0
      ? 'Products kept for their sales history are taxed by this class: it cannot be deleted.'
      : `${n} product${n === 1 ? ' or variation is' : 's or variations are'} taxed by this class: move ${n === 1 ? 'it' : 'them'} to another class first.`,
  unknown: 'Unknown tax class.',
} as const;

/** The name the default class of a new organization (and of one from before classes) has. */
export const DEFAULT_TAX_CLASS_NAME = 'Standard';

/** A class's tax: a name and a rate; the id is kept for general settings' `taxes` (made when absent). */
export const ZClassTax = ZTax.extend({ id: ZTax.shape.id.optional() });

export const ZClassTaxes = z
  .array(ZClassTax)
  .max(20, 'At most 20 taxes.')
  .refine(distinctTaxes, DUPLICATE_TAX_MESSAGE);

export const ZTaxClassBody = z.strictObject({
  name: requiredText(TAX_CLASS_MESSAGES.nameRequired, 80, 'Name must be at most 80 characters.'),
  taxes: ZClassTaxes,
  /** True makes this the default class (the one before it stops being the default). */
  isDefault: z.boolean().optional(),
});
export type TTaxClassBody = z.input<typeof ZTaxClassBody>;

export const ZTaxClassRow = z.object({
  _id: z.string(),
  name: z.string(),
  taxes: z.array(ZTax),
  isDefault: z.boolean(),
  /** The sum of its rates, in percent (what a shelf price including tax divides by). */
  totalRate: z.number(),
  /** Products and variations taxed by it (the default's: those that name it). */
  productCount: z.number().int(),
  createdAt: z.string(),
});
export type TTaxClassRow = z.infer<typeof ZTaxClassRow>;

export const ZTaxClassesQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'totalRate', 'createdAt']),
  name: z.string().trim().max(200).optional(),
  isDefault: ZBoolQuery.optional(),
}).strict();

/** The tax classes' CSV export (`GET /tax-classes/export.csv`). */
export const TAX_CLASSES_CSV_COLUMNS = [
  'ID',
  'Name',
  'Taxes',
  'Total Rate (%)',
  'Default',
  'Products',
  'Created At',
] as const;

/** A class's taxes in one cell or line: "CGST 9%; SGST 9%", or "No tax". */
export const taxesText = (taxes: readonly { name: string; rate: number }[]): string =>
  taxes.length === 0 ? 'No tax' : taxes.map((t) => `${t.name} ${t.rate}%`).join('; ');
