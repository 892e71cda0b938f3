import { z } from 'zod';
import { ZCashRounding } from './cash-rounding.js';
import { ZCustomerBody } from './customers.js';
import { ZSaleDiscount } from './discounts.js';
import { maskedGiftCardCode, ZGiftCardCode } from './gift-card-code.js';
import { sortParam, ZDateFilter, ZId, ZListQueryBase } from './list.js';
import { word } from './message-catalog.js';
import { hasAtMostDecimals } from './money.js';
import type { PermissionName } from './permissions.js';
import { ZTax } from './settings.js';
import { quantityInput, UNITS } from './units.js';

/** Money: what the shop takes in its drawer or from a card or UPI. */
export const PAYMENT_METHODS = ['Cash', 'Card', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Tenders paid from a stored-value account (docs/DESIGN.md, "Stored value"): value the shop
 * already owed the holder, or (`Account`) a charge to the customer's account, paid later — not
 * money it takes now: the reports count them apart from money.
 */
export const STORED_VALUE_METHODS = ['StoreCredit', 'GiftCard', 'Account'] as const;
export type StoredValueMethod = (typeof STORED_VALUE_METHODS)[number];
/**
 * How a sale was paid and a return gave back, as recorded: the methods a client sends, and
 * `Exchange` — the part of an exchange's return that paid its new sale (docs/DESIGN.md,
 * "Exchanges"), which only the server writes; `Points` — loyalty points, sent as points and
 * recorded as what they paid.
 */
export const TENDER_METHODS = [
  ...PAYMENT_METHODS,
  'Exchange',
  ...STORED_VALUE_METHODS,
  'Points',
] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];
/** A sale's payment method: its one method, or `Split` when it was paid several ways. */
export const SALE_PAYMENT_METHODS = [...TENDER_METHODS, 'Split'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];
/**
 * How a return gives back: money, credit with the shop, or (`Account`) off what the customer
 * owes on account.
 */
export const REFUND_METHODS = [...PAYMENT_METHODS, 'StoreCredit', 'Account'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** A tender as the receipt, the reports and the shift's figures name it. */
export const TENDER_LABELS: Record<TenderMethod, string> = {
  Cash: word('Cash'),
  Card: word('Card'),
  UPI: 'UPI',
  Exchange: word('Exchange'),
  StoreCredit: word('Store credit'),
  GiftCard: word('Gift card'),
  Account: word('On account'),
  Points: word('Points'),
};
/** A sale's method as screens name it: a tender's label, or Split. */
export const salePaymentLabel = (m: SalePaymentMethod) =>
  m === 'Split' ? word('Split') : TENDER_LABELS[m];

/**
 * A payment's name on screens and paper: cash as tendered, an exchange's return as its credit,
 * a gift card by the last four characters of its code.
 */
export const paymentLabel = (p: {
  method: TenderMethod;
  storedValue?: { last4: string | null } | undefined;
}) =>
  p.method === 'Cash'
    ? word('Cash tendered')
    : p.method === 'Exchange'
      ? word('Exchange credit')
      : p.method === 'GiftCard' && p.storedValue?.last4
        ? `${TENDER_LABELS.GiftCard} ${maskedGiftCardCode(p.storedValue.last4)}`
        : TENDER_LABELS[p.method];

/** Whether a tender is money the shop takes (else value it owed: an exchange's, stored value). */
export const isMoneyTender = (m: string): m is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(m);
/** Each marked a word: documents print a sale's status in their reader's language. */
export const TRANSACTION_STATUSES = [
  word('Completed'),
  word('Pending'),
  word('Failed'),
  word('Partially Refunded'),
  word('Refunded'),
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const SALE_MESSAGES = {
  created: 'Sale completed successfully!',
  refunded: 'Sale refunded successfully!',
  notFound: 'Transaction not found.',
  itemsRequired: 'Add at least one item to the sale.',
  quantityPositive: 'Quantity must be more than 0.',
  paymentRequired: 'Payment method is required.',
  paymentOneWay: 'Send either paymentMethod or payments, not both.',
  paymentsNotCovered: 'The payments do not cover the total.',
  nonCashOver:
    'Card, UPI, store credit, gift card and account payments cannot be more than what is left to pay.',
  shiftRequired: 'Open a shift before selling.',
  shiftClosed: 'The shift was closed: open a new shift to keep selling.',
  oneCustomer: 'Pick a customer or enter a new one, not both.',
  discountNotAllowed: 'You do not have the permission to give discounts.',
  discountTooLarge: 'A discount cannot be more than the line it applies to.',
  couponUnknown: (code: string) =>
    `Coupon ${code} is not valid here and now: no running promotion of this store has it.`,
  alreadyRefunded: 'This sale has already been refunded.',
  notRefundable: 'Only a completed sale can be refunded.',
  notDeletable:
    'A sale that moved stock cannot be deleted: the books and the stock history keep it. Refund it instead.',
  noCredits: 'This billing period has no sale credits left. Upgrade your plan to keep selling.',
  idempotencyMismatch:
    'This Idempotency-Key was already used for a different sale. Use a new key for a new sale.',
  offlineTimeFuture:
    "The sale was made in the future by the server's clock: check the register device's clock.",
  offlineTimeOld: 'The sale was made more than 30 days ago: it is too old to sync.',
  localNumberTaken: 'Another sale of this device already has this local receipt number.',
  notFlagged: 'This sale is not waiting for a review.',
  reviewed: 'Sale marked reviewed.',
  shiftNotFound: 'Shift not found',
  shiftOtherStore: 'The shift is at another store than the sale.',
  csvEmpty: 'No data found for the selected filters.',
  csvFailed: 'Unable to export CSV. Check console for details.',
  detailFailed: 'Failed to fetch transaction details.',
  invoiceFailed: 'Failed to generate PDF invoice.',
  /** The receipt's counterpart of the spec's invoice message. */
  receiptFailed: 'Failed to generate PDF receipt.',
} as const;

/**
 * Money a client sends: a number with at most 2 decimals, with the message of a field whose
 * value is missing or not a number. The document says `multipleOf: 0.01`, which validators
 * check within a tolerance as the refinement does (docs/guide/api.md).
 */
export const amountInput = (error: z.core.$ZodErrorMap | string = 'Must be a number.') =>
  z
    .number({ error })
    .min(0, 'Must be at least 0.')
    .lt(10_000_000_000, 'Too large.')
    .refine((n) => hasAtMostDecimals(n, 2), 'At most 2 decimals.')
    .meta({ multipleOf: 0.01 });
const amount = amountInput();

/** A sale's number as printed (receipt, invoice, the ledger's remarks): six digits or more. */
export const formatDocumentNumber = (n: number) => String(n).padStart(6, '0');
/** A return's number as printed ("R000012"). */
export const formatReturnNumber = (n: number) => `R${formatDocumentNumber(n)}`;

/** Every method a client may pay a part of a sale by. */
export const PAYMENT_INPUT_METHODS = [...PAYMENT_METHODS, ...STORED_VALUE_METHODS] as const;
export type PaymentInputMethod = (typeof PAYMENT_INPUT_METHODS)[number];
const paymentMethodError = `Payment method must be one of ${[...PAYMENT_INPUT_METHODS, 'Points'].join(', ')}.`;
const paymentAmount = amount.gt(0, 'A payment must be more than 0.');

/**
 * One payment of a sale: cash as handed over (change comes back), card or UPI as charged; the
 * customer's store credit, or a gift card by its code (docs/DESIGN.md, "Stored value").
 */
export const ZPaymentInput = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.enum(PAYMENT_METHODS, { error: paymentMethodError }),
      amount: paymentAmount,
    }),
    /** From the sale's customer's store credit. */
    z.strictObject({ method: z.literal('StoreCredit'), amount: paymentAmount }),
    z.strictObject({ method: z.literal('GiftCard'), amount: paymentAmount, code: ZGiftCardCode }),
    /** Charged to the sale's customer's account, up to its credit limit. */
    z.strictObject({ method: z.literal('Account'), amount: paymentAmount }),
    /**
     * The sale's customer's loyalty points: whole points, at least the shop's minimum; they pay
     * what the shop's settings make them worth.
     */
    z.strictObject({
      method: z.literal('Points'),
      points: z
        .number({ error: 'points must be a whole number.' })
        .int('points must be a whole number.')
        .min(1, 'points must be at least 1.')
        .max(100_000_000, 'points is too large.'),
    }),
  ],
  { error: paymentMethodError },
);
export type TPaymentInput = z.output<typeof ZPaymentInput>;

/**
 * A gift card sold with the sale (docs/DESIGN.md, "Stored value"): its value, tax-free, issued
 * when the sale commits. `code`: the card's — a new one, or one of the shop's cards, reloaded;
 * left out, the server makes one (in this answer only: a register makes its own, so a sale sent
 * again after a lost answer prints the same code).
 */
export const ZSaleGiftCardInput = z.strictObject({
  amount: amountInput('amount must be a number.')
    .gt(0, 'A gift card is sold for more than 0.')
    .max(1_000_000, 'A gift card is sold for at most 1,000,000.'),
  code: ZGiftCardCode.optional(),
});
export type TSaleGiftCardInput = z.input<typeof ZSaleGiftCardInput>;

export const ZSaleItemInput = z.strictObject({
  productId: ZId,
  variationId: ZId.nullable().optional(),
  /** Whole units, or up to 3 decimals of a measured item (kg, g, lb, l). */
  quantity: quantityInput(
    z
      .number({ error: SALE_MESSAGES.quantityPositive })
      .positive(SALE_MESSAGES.quantityPositive)
      .max(100_000, 'Quantity is too large.'),
  ),
  /** Off the line's total, in the organization's currency (needs apply_discounts). */
  discount: amount.optional(),
  /**
   * The unit price the register charged, from its own copy of the catalogue. Only with
   * `offline`: the sale is recorded at it, and flagged for review when the catalogue differs.
   */
  price: amount.optional(),
  /**
   * The taxes the register charged on the line (its copy of the line's tax class). Only with
   * `offline`: the sale is recorded with them, and flagged for review when the class differs now.
   */
  taxes: z
    .array(ZTax.pick({ name: true, rate: true }))
    .max(20, 'At most 20 taxes.')
    .optional(),
  /**
   * What the register's promotions took off the line (its copy of them). Only with `offline`:
   * the sale is recorded with it, and flagged for review when the promotions differ now.
   */
  promotionDiscount: amount.optional(),
  /**
   * The scale label the line was scanned from (docs/DESIGN.md, "Scale barcodes"): the server
   * reads it again under the shop's rules, and the line is what it says — its weight, or its
   * price (the line then costs exactly that).
   */
  scaleCode: z
    .string()
    .regex(/^\d{12,13}$/, 'A scale label’s code has 12 or 13 digits.')
    .optional(),
});

/** Why a sale is flagged for a manager's review (an offline sale the server did not refuse). */
export const REVIEW_REASONS = [
  'oversold',
  'no_credits',
  'price_changed',
  'tax_changed',
  'shift_closed',
  'balance_short',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const REVIEW_REASON_TEXT: Record<ReviewReason, string> = {
  oversold: 'Sold more than the store had in stock',
  no_credits: 'Sold after the billing period ran out of credits',
  price_changed: 'Sold at a price the catalogue no longer has',
  tax_changed: 'Sold with taxes general settings no longer have',
  shift_closed:
    'Made outside an open shift: its shift was closed before it synced, or none was open',
  balance_short:
    'Paid offline from store credit or a gift card whose balance did not cover it when it synced',
};

/** A local receipt number as an offline register prints it: `<device prefix>-<sequence>`. */
export const LOCAL_NUMBER_PATTERN = /^[A-Z0-9]{2,8}-\d{1,9}$/;

/** A receipt number read as a local one (any case, spaces around), else null. */
export function parseLocalNumber(text: string): string | null {
  const n = text.trim().toUpperCase();
  return LOCAL_NUMBER_PATTERN.test(n) ? n : null;
}

/**
 * Who may mark a flagged sale reviewed (`POST /transactions/:id/review`, the web's button): the
 * manager's permission for a sale already made — a cashier has not got it (DESIGN §13).
 */
export const REVIEW_PERMISSION = 'process_returns' satisfies PermissionName;

/**
 * A sale the register made while it could not reach the server, sent when it could again
 * (DESIGN §13): when it was made, on which device, and the receipt number it printed.
 */
export const ZOfflineSale = z.strictObject({
  /** When the sale was made, as the device's clock said (ISO 8601 with offset). */
  createdAt: z.iso.datetime({ offset: true, error: 'createdAt must be an ISO date-time.' }),
  /** The register device's own id (a UUID made once per browser). */
  deviceId: z.uuid({ error: 'deviceId must be a UUID.' }),
  /** The receipt number the device printed: `<device prefix>-<sequence>`. */
  localNumber: z.string().regex(LOCAL_NUMBER_PATTERN, 'localNumber must look like "AB12-42".'),
  /** The shift open on the register when the sale was made. */
  shiftId: ZId.nullable().optional(),
  /**
   * The taxes an older register applied to every line (its copy of general settings' `taxes`);
   * a register that knows tax classes sends each line's `items[].taxes` instead.
   */
  taxes: z
    .array(ZTax.pick({ name: true, rate: true }))
    .max(20, 'At most 20 taxes.')
    .optional(),
  /** Whether the register's prices included tax (its copy of general settings). */
  pricesIncludeTax: z.boolean().optional(),
  /** The cash rounding the register applied (its copy of general settings). */
  cashRounding: ZCashRounding.optional(),
});
export type TOfflineSale = z.infer<typeof ZOfflineSale>;

/**
 * `POST /transactions`: prices come from the catalogue and taxes from general settings; the
 * server computes every amount (DESIGN §7). No customer means a walk-in.
 */
export const ZSaleBody = z
  .strictObject({
    /** The lines; none only when the sale sells gift cards alone. */
    items: z
      .array(ZSaleItemInput, { error: SALE_MESSAGES.itemsRequired })
      .max(500, 'At most 500 lines in one sale.'),
    /** Gift cards sold with the sale: issued (or reloaded) when it commits. */
    giftCards: z.array(ZSaleGiftCardInput).max(10, 'At most 10 gift cards in one sale.').optional(),
    customerId: ZId.nullable().optional(),
    /** A new customer made with the sale (quick add at the register). */
    customer: ZCustomerBody.optional(),
    /** One payment of the whole total (spec 1): or `payments`, never both. */
    paymentMethod: z
      .enum(PAYMENT_METHODS, {
        error: (iss) =>
          iss.input === ''
            ? SALE_MESSAGES.paymentRequired
            : `Payment method must be one of ${PAYMENT_METHODS.join(', ')}.`,
      })
      .optional(),
    /** Split tender: each payment with its amount; cash may exceed what is owed (change). */
    payments: z
      .array(ZPaymentInput)
      .min(1, SALE_MESSAGES.paymentRequired)
      .max(10, 'At most 10 payments in one sale.')
      .optional(),
    storeId: ZId.nullable().optional(),
    /** Present when the register made the sale offline (`items[].price` then says what it charged). */
    offline: ZOfflineSale.optional(),
    /**
     * A discount on the whole sale, a percent or an amount, spread over the lines in proportion
     * to what each comes to after its own discount (docs/DESIGN.md, "Money").
     */
    discount: ZSaleDiscount.optional(),
    /**
     * Coupon codes the customer gave: the promotions that ask for one apply (docs/DESIGN.md,
     * "Promotions"); a code no promotion of this store and moment has is refused (400).
     */
    couponCodes: z
      .array(z.string().max(40, 'A coupon code is at most 40 characters.'))
      .max(5, 'At most 5 coupon codes.')
      .optional(),
    /** Why: required with a discount above the cashier's limit (and a manager's approval). */
    discountReason: z
      .string()
      .trim()
      .min(1, 'The reason is required.')
      .max(200, 'The reason must be at most 200 characters.')
      .optional(),
  })
  .refine((b) => b.items.length > 0 || (b.giftCards?.length ?? 0) > 0, {
    message: SALE_MESSAGES.itemsRequired,
    path: ['items'],
  })
  .refine((b) => !(b.customerId && b.customer), {
    message: SALE_MESSAGES.oneCustomer,
    path: ['customer'],
  })
  .refine((b) => !(b.paymentMethod && b.payments), {
    message: SALE_MESSAGES.paymentOneWay,
    path: ['payments'],
  })
  .refine((b) => b.paymentMethod || b.payments, {
    message: SALE_MESSAGES.paymentRequired,
    path: ['paymentMethod'],
  })
  .refine(
    (b) =>
      b.offline ||
      b.items.every((i) => i.price === undefined && !i.taxes && i.promotionDiscount === undefined),
    {
      message:
        'A price, taxes or a promotion discount are sent only with an offline sale: the server prices the others.',
      path: ['items'],
    },
  );
export type TSaleBody = z.input<typeof ZSaleBody>;

export const ZTaxLine = z.object({ name: z.string(), rate: z.number(), amount: z.number() });

/** A promotion on a sale's line: which, and what it took off. */
export const ZLinePromotion = z.object({ _id: z.string(), name: z.string(), amount: z.number() });
export type TLinePromotion = z.infer<typeof ZLinePromotion>;
export type TTaxLine = z.infer<typeof ZTaxLine>;

export const ZTransactionItem = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  variationId: z.string().nullable(),
  productName: z.string(),
  variationName: z.string().nullable(),
  sku: z.string().nullable(),
  /** What it was sold by: a measured line's quantity has up to 3 decimals ("0.375 kg"). */
  unit: z.enum(UNITS),
  quantity: z.number(),
  priceAtSale: z.number(),
  discount: z.number(),
  /** priceAtSale × quantity − discount (tax included when the sale's prices include it). */
  lineTotal: z.number(),
  /**
   * The line's taxes with its share of each (docs/DESIGN.md, "Money"); null on a sale from
   * before tax classes, whose every line carried all of the sale's taxes.
   */
  taxes: z.array(ZTaxLine).nullable(),
  /** The part of `discount` the promotions took off (docs/DESIGN.md, "Promotions"). */
  promotionDiscount: z.number(),
  /** Each promotion that took something off the line, and how much. */
  promotions: z.array(ZLinePromotion),
});

export const ZPayment = z.object({
  method: z.enum(TENDER_METHODS),
  amount: z.number(),
  /**
   * A payment from stored value: the account it came from (a gift card's last four
   * characters) and the balance it left there.
   */
  storedValue: z
    .object({ accountId: z.string(), last4: z.string().nullable(), balanceAfter: z.number() })
    .optional(),
});
export type TPayment = z.infer<typeof ZPayment>;

const ZPersonRef = z.object({ _id: z.string(), name: z.string() });

/** A gift card a sale sold: which, for how much, and what it holds after. */
export const ZSoldGiftCard = z.object({
  accountId: z.string(),
  last4: z.string(),
  amount: z.number(),
  /** An existing card given more value (else a new card). */
  reload: z.boolean(),
  balanceAfter: z.number(),
  /** The code the server made for it: in the answer of the sale that made it, and no other. */
  code: z.string().optional(),
});
export type TSoldGiftCard = z.infer<typeof ZSoldGiftCard>;

/** A return of some of a sale's lines (`POST /transactions/:id/returns`). */
export const ZSaleReturn = z.object({
  _id: z.string(),
  transactionId: z.string(),
  /** The number the return receipt prints ("R000012"). */
  documentNumber: z.string(),
  items: z.array(
    z.object({
      itemId: z.string(),
      productName: z.string(),
      variationName: z.string().nullable(),
      unit: z.enum(UNITS),
      quantity: z.number(),
      amount: z.number(),
    }),
  ),
  subtotal: z.number(),
  taxes: z.array(ZTaxLine),
  taxTotal: z.number(),
  /** Its share of the sale's cash rounding. */
  rounding: z.number(),
  /** What it gave back: subtotal (+ taxes when they were added) + rounding. */
  total: z.number(),
  /**
   * How `total − exchangeCredit − pointsBackAmount` went back (`Exchange` when all of it paid an
   * exchange's sale, `Points` when all of it went back as points).
   */
  refundMethod: z.enum(TENDER_METHODS),
  /** The part of `total` that paid the new sale of its exchange; 0 for a plain return. */
  exchangeCredit: z.number(),
  /**
   * The points given back to the customer: the share of the sale's points payment this return
   * gives back (points are never refunded as money); 0 when the sale took none.
   */
  pointsBack: z.number().int(),
  /** What those points paid of the sale: the part of `total` given back as points. */
  pointsBackAmount: z.number(),
  /** The exchange it is part of, or null. */
  exchangeId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  user: ZPersonRef.nullable(),
  approvedBy: ZPersonRef.nullable(),
});
export type TSaleReturn = z.infer<typeof ZSaleReturn>;

/** A sale as the details page, the receipt and the sale's answer show it (spec 1 §3). */
export const ZTransaction = z.object({
  _id: z.string(),
  /** The number the receipt and invoice print (and `GET /transactions/by-number/:number` finds). */
  documentNumber: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  /** The one method the sale was paid by, or `Split`. */
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  /** Each payment: cash as handed over. */
  payments: z.array(ZPayment),
  amountPaid: z.number(),
  /** Cash given back: amountPaid − totalAmount. */
  change: z.number(),
  /** The open shift it was sold in, when there was one. */
  shiftId: z.string().nullable(),
  /** The manager whose approval let the cashier give its discounts. */
  approvedBy: ZPersonRef.nullable(),
  /** The whole-sale discount (already in the lines' discounts and `discountTotal`); 0: none. */
  saleDiscount: z.number(),
  /** Why a discount above the cashier's limit was given; null: none asked. */
  discountReason: z.string().nullable(),
  transactionDate: z.string(),
  customer: z
    .object({
      _id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  /** The customer's name, or "Walk-in". */
  customerName: z.string(),
  store: z.object({ _id: z.string(), name: z.string() }).nullable(),
  cashier: z.object({ _id: z.string(), name: z.string() }).nullable(),
  items: z.array(ZTransactionItem),
  /** The gift cards it sold (issued or reloaded), tax-free, in its total. */
  giftCards: z.array(ZSoldGiftCard),
  /**
   * The loyalty points it earned its customer and the customer's points once they were in
   * (docs/DESIGN.md, "Stored value"); null: none earned.
   */
  loyalty: z.object({ earned: z.number(), balance: z.number() }).nullable(),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxes: z.array(ZTaxLine),
  taxTotal: z.number(),
  /** The shelf prices included the taxes: the total is the subtotal, the taxes are inside it. */
  pricesIncludeTax: z.boolean(),
  /** What cash rounding added to the total (negative when it took off); never taxed. */
  rounding: z.number(),
  /** subtotal (+ taxes when they are added) + gift cards sold + rounding. */
  totalAmount: z.number(),
  refundedAt: z.string().nullable(),
  /** What its returns gave back so far. */
  refundedTotal: z.number(),
  returns: z.array(ZSaleReturn),
  /** The exchange that made this sale (its new items), or null. */
  exchangeId: z.string().nullable(),
  /** Where the sale was made offline: the device, its receipt number and when it reached us. */
  offline: z
    .object({
      deviceId: z.string(),
      localNumber: z.string(),
      createdAt: z.string(),
      syncedAt: z.string(),
    })
    .nullable(),
  /** Flagged for a manager's review, with why; cleared by "Mark reviewed". */
  needsReview: z.boolean(),
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
  reviewedAt: z.string().nullable(),
  reviewedBy: ZPersonRef.nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionRow = z.object({
  _id: z.string(),
  customerId: z.string().nullable(),
  /** Null for a walk-in (shown as "Walk-in"). */
  customerName: z.string().nullable(),
  totalAmount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  paymentMethod: z.enum(SALE_PAYMENT_METHODS),
  /** The methods of its payments, in order ("Cash", "Card"): a split sale's parts. */
  paymentMethods: z.array(z.enum(TENDER_METHODS)),
  documentNumber: z.string().nullable(),
  transactionDate: z.string(),
  storeName: z.string().nullable(),
  /** Units sold, a weighed line counting one. */
  itemCount: z.number().int(),
  /** The receipt number an offline register printed, else null. */
  localNumber: z.string().nullable(),
  needsReview: z.boolean(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZTransactionsQuery = ZListQueryBase.extend({
  sort: sortParam(['transactionDate', 'totalAmount']),
  customerId: ZId.optional(),
  fromDate: ZDateFilter.optional(),
  toDate: ZDateFilter.optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: 'Unknown status.' }).optional(),
  /** A method finds every sale with a payment of it (split ones too); `Split` the split ones. */
  paymentMethod: z.enum(SALE_PAYMENT_METHODS, { error: 'Unknown payment method.' }).optional(),
  storeId: ZId.optional(),
  /** `true`: only the sales flagged for review. */
  needsReview: z
    .enum(['true', 'false'], { error: 'needsReview must be true or false.' })
    .optional(),
}).strict();

export const TRANSACTIONS_CSV_COLUMNS = [
  'TransactionID',
  'Customer',
  'Date',
  'Total',
  'Status',
  'PaymentMethod',
] as const;

export const ZSaleResponse = z.object({ data: ZTransaction, message: z.string() });
