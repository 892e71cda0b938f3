import { z } from 'zod';
import { requiredText, ZEmailOrEmpty, ZPhoneText } from './common.js';
import { sortParam, ZDateFilter, ZListQueryBase } from './list.js';
import { hasAtMostDecimals } from './money.js';

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  created: 'Customer created successfully!',
  updated: 'Customer updated successfully!',
  nameRequired: 'Customer name is required.',
  creditLimitForbidden:
    "Opening or changing a customer's charge account needs manage_customer_accounts.",
  csvEmpty: 'No customers found for the selected filters.',
  csvFailed: 'Unable to export customers CSV. Check console for details.',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different customer. Use a new key for a new customer.',
} as const;

/**
 * `POST /customers` may carry an Idempotency-Key: a UUID the client made, which becomes the new
 * customer's id. The register quick-adds a customer offline under it and names it in the sales
 * it makes before the customer reaches the server (DESIGN §13): sent again, it answers the same
 * customer; with other values, 422 IDEMPOTENCY_MISMATCH.
 */
export const ZCustomerCreateHeaders = z.object({
  'idempotency-key': z.uuid({ error: 'Idempotency-Key must be a UUID.' }).optional(),
});

export const ZCustomerRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  /** What the customer may owe on account (docs/DESIGN.md, "Stored value"); null: no account. */
  creditLimit: z.number().nullable(),
  /** From completed sales (refunded ones do not count). */
  stats: z.object({ totalOrders: z.number().int(), totalAmountSpent: z.number() }),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;

export const ZCustomersQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'email', 'createdAt']),
  createdFrom: ZDateFilter.optional(),
  createdTo: ZDateFilter.optional(),
}).strict();

export const ZCustomerBody = z.strictObject({
  name: requiredText(
    CUSTOMER_MESSAGES.nameRequired,
    120,
    'Customer name must be at most 120 characters.',
  ),
  email: ZEmailOrEmpty.nullable().optional(),
  phone: ZPhoneText.nullable().optional(),
  /**
   * The customer's charge account: what it may owe (0 or more); null closes it to new charges;
   * left out, unchanged. Setting or changing it needs manage_customer_accounts.
   */
  creditLimit: z
    .number({ error: 'creditLimit must be a number or null.' })
    .min(0, 'creditLimit must be at least 0.')
    .max(10_000_000, 'creditLimit is at most 10,000,000.')
    .refine((n) => hasAtMostDecimals(n, 2), 'creditLimit has at most 2 decimals.')
    .meta({ multipleOf: 0.01 })
    .nullable()
    .optional(),
});
export type TCustomerBody = z.input<typeof ZCustomerBody>;

export const CUSTOMERS_CSV_COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Total Purchases',
  'Total Amount Spent',
  'Created At',
] as const;
