/**
 * Charge accounts (docs/DESIGN.md, "Stored value"): a customer with a credit limit buys on
 * account (the `Account` tender) and pays later at the register — each payment settles the
 * oldest charges first. Their statement, and the ageing of what is owed.
 */
import { z } from 'zod';
import { ZIsoDate } from './common.js';
import { sortParam, ZId, ZListQueryBase } from './list.js';
import { amountInput, PAYMENT_METHODS } from './sales.js';

/**
 * The statements of one customer the shop may mail in a day (UTC): a statement goes to any
 * address asked for, so the server is never a relay that sends without end.
 */
export const STATEMENT_EMAILS_PER_DAY = 10;

export const ACCOUNT_MESSAGES = {
  paid: 'Payment on account taken.',
  nothingOwed: 'This customer owes nothing on account.',
  overpaid: (owed: string) =>
    `The customer owes ${owed}: only cash can be more than that (the rest is change).`,
  statementSent: (email: string) => `Statement sent to ${email}.`,
  noEmail: 'This customer has no e-mail address: enter one to send the statement to.',
  statementLimit: `This customer's statement was already e-mailed ${STATEMENT_EMAILS_PER_DAY} times today, the most allowed in a day.`,
  periodOrder: 'from must be on or before to.',
} as const;

/**
 * `POST /customers/:id/account-payments`: money handed over at the register for what the
 * customer owes. Cash may be more than is owed (the rest is change); a card or UPI payment is at
 * most what is owed. An Idempotency-Key makes a retry answer the payment it made.
 */
export const ZAccountPaymentBody = z.strictObject({
  amount: amountInput('amount must be a number.').gt(0, 'amount must be more than 0.'),
  method: z.enum(PAYMENT_METHODS, {
    error: `method must be one of ${PAYMENT_METHODS.join(', ')}.`,
  }),
  /** The register's store (its open shift takes the payment); left out, the cashier's store. */
  storeId: ZId.optional(),
});
export type TAccountPaymentBody = z.input<typeof ZAccountPaymentBody>;

/** The part of a payment that settled one charge (a sale on account). */
export const ZAccountAllocation = z.object({
  /** The sale charged (null: a charge no sale made, such as a balance brought over). */
  transactionId: z.string().nullable(),
  /** The sale's number as printed. */
  saleNumber: z.string().nullable(),
  amount: z.number(),
});
export type TAccountAllocation = z.infer<typeof ZAccountAllocation>;

export const ZAccountPayment = z.object({
  _id: z.string(),
  customerId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** What was handed over. */
  tendered: z.number(),
  /** What it took off the account. */
  amount: z.number(),
  change: z.number(),
  /** What the customer owes after it. */
  balanceAfter: z.number(),
  /** The charges it settled, oldest first. */
  allocations: z.array(ZAccountAllocation),
  shiftId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAccountPayment = z.infer<typeof ZAccountPayment>;

export const ZAccountPaymentResponse = z.object({ data: ZAccountPayment, message: z.string() });

const period = {
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
};
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/**
 * A statement's period, days of the organization's time zone, both included; left out, `to` is
 * today and `from` the first day of `to`'s month.
 */
export const ZStatementQuery = z
  .strictObject(period)
  .refine(inOrder, { message: ACCOUNT_MESSAGES.periodOrder, path: ['from'] });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

/**
 * `POST /customers/:id/statement/email`: the statement of a period mailed as a PDF to the
 * customer's e-mail address, or to `email`.
 */
export const ZStatementEmailBody = z
  .strictObject({ ...period, email: z.email('Not a valid e-mail address.').max(254).optional() })
  .refine(inOrder, { message: ACCOUNT_MESSAGES.periodOrder, path: ['from'] });
export type TStatementEmailBody = z.infer<typeof ZStatementEmailBody>;

/** The age buckets of what is owed, by the date of the charge still open. */
export const AGEING_BUCKETS = ['current', 'days31to60', 'days61to90', 'over90'] as const;
export const AGEING_LABELS: Record<(typeof AGEING_BUCKETS)[number], string> = {
  current: '0–30 days',
  days31to60: '31–60 days',
  days61to90: '61–90 days',
  over90: 'Over 90 days',
};

/** One customer's row of the ageing report: what is owed, by the age of the open charges. */
export const ZAgeingRow = z.object({
  customer: z.object({ _id: z.string(), name: z.string() }),
  creditLimit: z.number().nullable(),
  balance: z.number(),
  current: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
  /** The date of the oldest charge still open. */
  oldestOpen: z.string().nullable(),
});
export type TAgeingRow = z.infer<typeof ZAgeingRow>;

/** The report's totals over every row. */
export const ZAgeingTotals = ZAgeingRow.pick({
  balance: true,
  current: true,
  days31to60: true,
  days61to90: true,
  over90: true,
});

export const ZAgeingQuery = ZListQueryBase.extend({
  sort: sortParam(['balance', 'name', 'oldestOpen']),
}).strict();
export type TAgeingQuery = z.infer<typeof ZAgeingQuery>;

export const AGEING_CSV_COLUMNS = [
  'Customer',
  'Credit limit',
  'Owed',
  ...AGEING_BUCKETS.map((b) => AGEING_LABELS[b]),
  'Oldest open charge',
  'Customer ID',
] as const;
