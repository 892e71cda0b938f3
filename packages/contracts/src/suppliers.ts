import { z } from 'zod';
import { requiredText, ZEmailOrEmpty, ZPhoneText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';

/**
 * Suppliers: the organization's vendors as records — the product form's
 * supplier list (`GET /productAdditionalInfo/suppliers`, the spec's) reads the same rows, and
 * purchase orders name them.
 */
export const SUPPLIER_MESSAGES = {
  created: 'Supplier created successfully!',
  updated: 'Supplier updated successfully!',
  deleted: 'Supplier deleted successfully!',
  nameRequired: 'Supplier name is required.',
  nameTaken: 'A supplier with this name already exists.',
  inUse: 'This supplier has purchase orders and cannot be deleted.',
  csvEmpty: 'No suppliers found for the selected filters.',
  csvFailed: 'Unable to export suppliers CSV. Check console for details.',
} as const;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).nullable().optional();

export const ZSupplierBody = z.strictObject({
  name: requiredText(
    SUPPLIER_MESSAGES.nameRequired,
    120,
    'Supplier name must be at most 120 characters.',
  ),
  contactName: optionalText('Contact name', 120),
  email: ZEmailOrEmpty.nullable().optional(),
  phone: ZPhoneText.nullable().optional(),
  address: optionalText('Address', 500),
  /** Days from ordering to delivery, as the supplier usually takes. */
  leadTimeDays: z
    .number({ error: 'Lead time must be a number of days.' })
    .int('Lead time must be whole days.')
    .min(0, 'Lead time cannot be negative.')
    .max(365, 'Lead time must be at most 365 days.')
    .nullable()
    .optional(),
  notes: optionalText('Notes', 2000),
});
export type TSupplierBody = z.input<typeof ZSupplierBody>;

export const ZSupplierRow = z.object({
  _id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Products that name it as their supplier. */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSupplierRow = z.infer<typeof ZSupplierRow>;

export const ZSuppliersQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'leadTimeDays', 'createdAt']),
}).strict();

export const SUPPLIERS_CSV_COLUMNS = [
  'ID',
  'Name',
  'Contact Name',
  'Email',
  'Phone',
  'Address',
  'Lead Time (days)',
  'Products',
  'Notes',
  'Created At',
] as const;
