/**
 * The stored-value report and the liabilities at a date (docs/DESIGN.md, "Stored value";
 * docs/guide/stored-value.md, "Liabilities and the report"). Figures per kind of account, from
 * the ledger: what was outstanding, what came on and went off in a period, what expired.
 */
import { z } from 'zod';
import { ZIsoDate } from './common.js';
import type { StoredValueKind } from './stored-value.js';

/**
 * What the shop's books make of a kind's outstanding balance: value it owes the holders (gift
 * cards, store credit: a liability) or value a holder owes the shop (a charge account: a
 * receivable). The reports total each side apart.
 */
export const BALANCE_SIDES = ['liability', 'receivable'] as const;
export type BalanceSide = (typeof BALANCE_SIDES)[number];

/**
 * The kinds the report and the liabilities show, in their order: a new kind of account (charge
 * accounts, points) is shown by adding it here — the SQL reads the kinds it is given.
 */
export const STORED_VALUE_REPORT_KINDS = [
  { kind: 'gift_card', label: 'Gift cards', side: 'liability' },
  { kind: 'store_credit', label: 'Store credit', side: 'liability' },
  // Counted in points; shown at what the shop's settings make them worth today.
  { kind: 'points', label: 'Loyalty points (at their value)', side: 'liability' },
  // What customers owe: charges "issue" it, payments "redeem" it.
  { kind: 'account', label: 'Charge accounts (owed to the shop)', side: 'receivable' },
] as const satisfies readonly { kind: StoredValueKind; label: string; side: BalanceSide }[];

const money = z.number();
const kindFields = {
  kind: z.string(),
  label: z.string(),
  side: z.enum(BALANCE_SIDES),
};

/**
 * At the end of a day (the organization's): `outstanding` is what the accounts of the kind that
 * can still be spent hold; an expired gift card's balance is breakage from its expiry on,
 * counted apart in `expiredUnspent` and never in `outstanding`.
 */
const balanceFields = {
  outstanding: money,
  /** Accounts holding value that can be spent (a balance above 0, not expired). */
  accounts: z.number().int(),
  /** What expired accounts still hold (gift cards; 0 for kinds that do not expire). */
  expiredUnspent: money,
  expiredAccounts: z.number().int(),
};

/** A kind's figures over a period: opening + issued − redeemed − adjusted down − expired = closing. */
export const ZStoredValueFigures = z.object({
  /** Outstanding at the start of the first day. */
  opening: money,
  /** Issue, reload and refund rows and positive adjustments of the period. */
  issued: money,
  /**
   * Sales paid from it in the period (redeem rows; a charge account's payments), as a positive
   * amount.
   */
  redeemed: money,
  /** Negative adjustments of the period, as a positive amount. */
  adjustedDown: money,
  /** Breakage: the balance of each account expiring in the period, at its expiry. */
  expired: money,
  /** Outstanding at the end of the last day (its `outstanding` at that date). */
  closing: money,
  ...balanceFields,
});
export type TStoredValueFigures = z.infer<typeof ZStoredValueFigures>;

export const ZStoredValueReportRow = ZStoredValueFigures.extend(kindFields);
export type TStoredValueReportRow = z.infer<typeof ZStoredValueReportRow>;

/** `GET /reports/stored-value/liabilities?at=`: without `at`, the organization's today. */
export const ZLiabilitiesQuery = z.strictObject({ at: ZIsoDate.optional() });
export type TLiabilitiesQuery = z.infer<typeof ZLiabilitiesQuery>;

export const ZLiabilityRow = z.object({ ...kindFields, ...balanceFields });
export type TLiabilityRow = z.infer<typeof ZLiabilityRow>;

/** Each side's outstanding added up (a side with no kind is 0). */
export const ZSideTotals = z.object({ liability: money, receivable: money });

/** The report's figures of each side added up. */
export const ZStoredValueTotals = z.object({
  liability: ZStoredValueFigures,
  receivable: ZStoredValueFigures,
});

export const ZLiabilitiesResponse = z.object({
  /** The day whose end the figures are at. */
  at: z.string(),
  /** The organization's zone, whose end of `at` is meant. */
  timeZone: z.string(),
  data: z.array(ZLiabilityRow),
  totals: ZSideTotals,
});
export type TLiabilitiesResponse = z.infer<typeof ZLiabilitiesResponse>;
