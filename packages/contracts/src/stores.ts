import { z } from 'zod';
import { requiredText, ZPhoneText } from './common.js';
import { sortParam, ZBoolQuery, ZListQueryBase } from './list.js';

export const STORE_MESSAGES = {
  created: 'Store created successfully!',
  updated: 'Store updated successfully!',
  nameRequired: 'Store name is required.',
  warehouseCreated: 'Warehouse created successfully!',
  warehouseUpdated: 'Warehouse updated successfully!',
  warehouseNameRequired: 'Warehouse name is required.',
  holdsStock:
    'This location still holds stock. Move or adjust its stock first, or deactivate it instead.',
  hasHistory: 'This location has stock history and cannot be deleted; deactivate it instead.',
  defaultStoreKept:
    'The default store cannot be deactivated or deleted. Make another store the default first.',
  defaultStoreActive: 'A new default store must be active: make it active or not the default.',
} as const;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).nullable().optional();

const name = (required: string) =>
  requiredText(required, 120, 'Name must be at most 120 characters.');

export const ZStoreBody = z.strictObject({
  name: name(STORE_MESSAGES.nameRequired),
  location: optionalText(300, 'Location'),
  contactPerson: optionalText(120, 'Contact person'),
  contactPhone: ZPhoneText.nullable().optional(),
  isActive: z.boolean().default(true),
  /** True moves the default (where product stock and register sales go) to this store. */
  isDefault: z.boolean().optional(),
});
export type TStoreBody = z.input<typeof ZStoreBody>;

export const ZStoreRow = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type TStoreRow = z.infer<typeof ZStoreRow>;

/** `name` filters by name like `search`; `isActive` is the status filter (All when absent). */
export const ZStoresQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'location', 'createdAt']),
  name: z.string().trim().max(200).optional(),
  isActive: ZBoolQuery.optional(),
}).strict();

export const ZWarehouseBody = z.strictObject({
  name: name(STORE_MESSAGES.warehouseNameRequired),
  location: optionalText(300, 'Location'),
  isActive: z.boolean().default(true),
});
export type TWarehouseBody = z.input<typeof ZWarehouseBody>;

export const ZWarehouseRow = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TWarehouseRow = z.infer<typeof ZWarehouseRow>;

export const ZWarehousesQuery = ZStoresQuery;
