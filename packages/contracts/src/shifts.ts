import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZDateFilter, ZId, ZListQueryBase } from './list.js';
import { fromCents, toCents } from './sale-totals.js';
import { amountInput, PAYMENT_METHODS, TENDER_METHODS, ZTaxLine } from './sales.js';

/**
 * Shifts and the cash drawer: a cashier opens a shift at a store with a float,
 * sells in it, pays cash in or out with a reason, and closes it by counting the drawer. The close
 * keeps its figures: the Z report of a closed shift never changes.
 */

export const SHIFT_STATUSES = ['open', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
export const CASH_MOVEMENT_TYPES = ['pay_in', 'pay_out'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];
/** What the drawer's log holds: cash in or out, and an opening without a sale (no money). */
export const DRAWER_EVENT_TYPES = [...CASH_MOVEMENT_TYPES, 'no_sale'] as const;
export type DrawerEventType = (typeof DRAWER_EVENT_TYPES)[number];
export const DRAWER_EVENT_LABELS: Record<DrawerEventType, string> = {
  pay_in: 'Pay in',
  pay_out: 'Pay out',
  no_sale: 'No sale',
};

export const SHIFT_MESSAGES = {
  opened: 'Shift opened.',
  closed: 'Shift closed.',
  movementAdded: 'Cash movement recorded.',
  noSale: 'Drawer opened: no sale.',
  noSaleReasonRequired: 'Give a reason for opening the drawer.',
  notFound: 'Shift not found.',
  alreadyOpen: 'You already have an open shift at this store: close it before opening another.',
  closedAlready: 'This shift is closed: it takes no more sales or cash movements.',
  floatRequired: 'Opening float is required.',
  amountRequired: 'Amount is required.',
  amountPositive: 'The amount must be more than 0.',
  reasonRequired: 'Give a reason for the cash movement.',
  countedRequired: 'Counted cash is required.',
  csvEmpty: 'No shifts found for the selected filters.',
  csvFailed: 'Unable to export shifts CSV. Check console for details.',
  detailFailed: 'Failed to fetch the shift.',
  reportFailed: 'Failed to generate the shift report.',
} as const;

/** Money a client sends, with the message of the field when it is missing. */
const money = (required: string) =>
  amountInput((iss) => (iss.input === undefined ? required : 'Must be a number.'));

/** `POST /shifts/open`: no store means the default store. */
export const ZShiftOpenBody = z.strictObject({
  storeId: ZId.nullable().optional(),
  openingFloat: money(SHIFT_MESSAGES.floatRequired),
});
export type TShiftOpenBody = z.input<typeof ZShiftOpenBody>;

/** `POST /shifts/:id/cash-movements`: cash put into or taken out of the drawer, and why. */
export const ZCashMovementBody = z.strictObject({
  type: z.enum(CASH_MOVEMENT_TYPES, { error: 'Type must be pay_in or pay_out.' }),
  amount: money(SHIFT_MESSAGES.amountRequired).gt(0, SHIFT_MESSAGES.amountPositive),
  reason: requiredText(
    SHIFT_MESSAGES.reasonRequired,
    200,
    'The reason must be at most 200 characters.',
  ),
});
export type TCashMovementBody = z.input<typeof ZCashMovementBody>;

/** `POST /shifts/:id/no-sale`: the drawer opened without a sale, and why (`open_drawer`). */
export const ZNoSaleBody = z.strictObject({
  reason: requiredText(
    SHIFT_MESSAGES.noSaleReasonRequired,
    200,
    'The reason must be at most 200 characters.',
  ),
});
export type TNoSaleBody = z.input<typeof ZNoSaleBody>;

/** `POST /shifts/:id/close`: the cash counted in the drawer, and a note for the books. */
export const ZShiftCloseBody = z.strictObject({
  countedCash: money(SHIFT_MESSAGES.countedRequired),
  note: z
    .string()
    .trim()
    .max(500, 'The note must be at most 500 characters.')
    .nullable()
    .optional(),
});
export type TShiftCloseBody = z.input<typeof ZShiftCloseBody>;

/** `GET /shifts/current`: the caller's open shift at this store (no store: the default one). */
export const ZCurrentShiftQuery = z.strictObject({ storeId: ZId.optional() });

const ZRef = z.object({ _id: z.string(), name: z.string() });

/** What one payment method brought in (cash: tendered less change) and what went back by it. */
export const ZMethodTotal = z.object({
  method: z.enum(TENDER_METHODS),
  sales: z.number(),
  refunds: z.number(),
});

/**
 * A shift's figures: live while it is open (the X report), kept from the close once it is closed
 * (the Z report). Sales are the shift's completed sales (refunded later or not); returns are the
 * returns made in the shift; taxes are what its sales charged less what its returns gave back.
 */
export const ZShiftFigures = z.object({
  salesCount: z.number().int(),
  /**
   * What the sales came to, less the gift cards they sold: a card is not a sale until it pays for
   * goods (docs/DESIGN.md, "Stored value"). A shift closed before this was kept counted them in.
   */
  salesAmount: z.number(),
  /** The gift cards its sales sold (issued or reloaded), paid for in its tenders; 0 for a shift closed before. */
  giftCardsSold: z.number(),
  discounts: z.number(),
  taxes: z.array(ZTaxLine),
  taxTotal: z.number(),
  returnsCount: z.number().int(),
  returnsAmount: z.number(),
  byMethod: z.array(ZMethodTotal),
  /** Cash handed over by customers, and the change given back. */
  cashTaken: z.number(),
  changeGiven: z.number(),
  payIns: z.number(),
  payOuts: z.number(),
  cashRefunds: z.number(),
  /** Times the drawer was opened without a sale ("No sale"); 0 for a shift closed before. */
  noSales: z.number().int(),
  /**
   * Payments on customers' charge accounts taken in the shift, by method (docs/DESIGN.md,
   * "Stored value"): money in, apart from sales — the sales charged to accounts are the
   * `Account` line of `byMethod`. Cash ones are in the drawer.
   */
  accountPayments: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number() })),
  /**
   * What cash rounding added to the sales less what it added to the returns' refunds (signed;
   * docs/DESIGN.md, "Money"); 0 for a shift closed before cash rounding.
   */
  rounding: z.number(),
});
export type TShiftFigures = z.infer<typeof ZShiftFigures>;

export const ZCashMovement = z.object({
  _id: z.string(),
  /** `no_sale`: the drawer opened without a sale (its amount 0). */
  type: z.enum(DRAWER_EVENT_TYPES),
  amount: z.number(),
  reason: z.string(),
  createdAt: z.string(),
  user: ZRef.nullable(),
});
export type TCashMovement = z.infer<typeof ZCashMovement>;

/** One shift, with its figures and the drawer's movements. */
export const ZShift = z.object({
  _id: z.string(),
  store: ZRef,
  user: ZRef,
  status: z.enum(SHIFT_STATUSES),
  openedAt: z.string(),
  openingFloat: z.number(),
  closedAt: z.string().nullable(),
  closedBy: ZRef.nullable(),
  note: z.string().nullable(),
  /** openingFloat + cash taken − change given + pay-ins − pay-outs − cash refunds (live while open). */
  expectedCash: z.number(),
  countedCash: z.number().nullable(),
  /** countedCash − expectedCash: over when positive, short when negative. */
  difference: z.number().nullable(),
  figures: ZShiftFigures,
  movements: z.array(ZCashMovement),
});
export type TShift = z.infer<typeof ZShift>;

export const ZShiftAnswer = z.object({ data: ZShift, message: z.string() });
export const ZShiftData = z.object({ data: ZShift });
export const ZCurrentShift = z.object({ data: ZShift.nullable() });

/** A row of `GET /shifts`; expected, counted and difference are known once it is closed. */
export const ZShiftRow = z.object({
  _id: z.string(),
  status: z.enum(SHIFT_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  storeId: z.string(),
  storeName: z.string(),
  userId: z.string(),
  userName: z.string(),
  openingFloat: z.number(),
  expectedCash: z.number().nullable(),
  countedCash: z.number().nullable(),
  difference: z.number().nullable(),
});
export type TShiftRow = z.infer<typeof ZShiftRow>;

/** Whose shifts: a cashier sees their own whatever they ask; manage_shifts sees everyone's. */
export const ZShiftsQuery = ZListQueryBase.extend({
  sort: sortParam(['openedAt']),
  userId: ZId.optional(),
  storeId: ZId.optional(),
  status: z.enum(SHIFT_STATUSES, { error: 'Unknown status.' }).optional(),
  fromDate: ZDateFilter.optional(),
  toDate: ZDateFilter.optional(),
}).strict();

export const SHIFTS_CSV_COLUMNS = [
  'ShiftID',
  'Opened',
  'Closed',
  'Cashier',
  'Store',
  'Status',
  'Opening Float',
  'Expected',
  'Counted',
  'Difference',
] as const;

/**
 * The cash the drawer should hold, in cents: the float, plus the cash customers handed over less
 * the change given back, plus pay-ins, less pay-outs and cash refunds.
 */
export const expectedCashCents = (openingFloat: number, f: TShiftFigures) =>
  toCents(openingFloat) +
  toCents(f.cashTaken) -
  toCents(f.changeGiven) +
  toCents(f.payIns) -
  toCents(f.payOuts) -
  toCents(f.cashRefunds) +
  f.accountPayments.reduce((n, p) => n + (p.method === 'Cash' ? toCents(p.amount) : 0), 0);

/** Counted less expected (over when positive, short when negative), to the cent. */
export const cashDifference = (counted: number, expected: number) =>
  fromCents(toCents(counted) - toCents(expected));

/** "Over $5.00", "Short $2.50", "Even": what the count found against the expected cash. */
export function overShort(difference: number, money: (n: number) => string) {
  const cents = toCents(difference);
  if (cents > 0) return `Over ${money(fromCents(cents))}`;
  if (cents < 0) return `Short ${money(fromCents(-cents))}`;
  return 'Even';
}
