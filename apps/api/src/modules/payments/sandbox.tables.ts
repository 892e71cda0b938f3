import { foreignKey, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/**
 * The sandbox gateway's own books: the orders it created and the payments it issued, so that
 * fetching a payment answers what the sandbox really took, exactly as Razorpay's API does.
 * They belong to the gateway, not to a tenant (Razorpay knows no organizations either).
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.orderId], foreignColumns: [sandboxOrders.id] }).onDelete('cascade'),
  ],
);
