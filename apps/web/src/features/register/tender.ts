import { NO_CASH_ROUNDING, roundCash, type TCashRounding } from '@pos/contracts/cash-rounding';
import { LOYALTY_MESSAGES, type TLoyalty } from '@pos/contracts/loyalty';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import {
  isMoneyTender,
  type PaymentInputMethod,
  SALE_MESSAGES,
  type TSaleBody,
} from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { STORED_VALUE_MESSAGES } from '@pos/contracts/stored-value';
import { tender } from '@pos/contracts/tender';
import { i18n, msg } from '../../lib/i18n';

/**
 * How the cashier is being paid, before the sale is sent: one method (cash with the amount
 * handed over, blank for the exact amount), or several payments ("Split payment"). The rule is
 * the server's (`tender` in contracts): card and UPI together never more than the total, cash may
 * be more and comes back as change. Store credit and a gift card pay like a card: never more
 * than is left (docs/DESIGN.md, "Stored value"). Points are typed as points; their row's amount
 * is what they pay, set with them (docs/guide/stored-value.md, "Loyalty points").
 */
export interface TenderRow {
  key: string;
  method: TenderInputMethod;
  /** A gift card's code, as typed or scanned. */
  code?: string;
  /** A Points row's points, as typed (whole points). */
  points?: string;
  /** As typed; blank on a single payment means "the total". */
  amount: string;
  /**
   * The row "Split payment" added: it holds what the other rows leave to pay, and follows them
   * (and the total) until the cashier types an amount into it (`settleTender`).
   */
  auto?: boolean;
}

export type TenderDraft = TenderRow[];

/**
 * What the cashier may pick: the methods sent with an amount, and `Points`, sent as points
 * (`PAYMENT_INPUT_METHODS` leaves it out: its input differs).
 */
export type TenderInputMethod = PaymentInputMethod | 'Points';

/** Stored value the shop lets an offline register take, up to its limit (DESIGN "Stored value"). */
const OFFLINE_METHODS: readonly TenderInputMethod[] = ['StoreCredit', 'GiftCard'];

let seq = 0;
const row = (method: TenderInputMethod, amount = ''): TenderRow => ({
  key: `p${++seq}`,
  method,
  amount,
});

export const singleTender = (method: TenderInputMethod = 'Cash'): TenderDraft => [row(method)];

export const GIFT_CARD_CODE_NEEDED = "Enter the gift card's code.";

const centsOf = (amount: string) => {
  const n = Number(amount);
  return amount.trim() === '' || !Number.isFinite(n) ? null : toCents(n);
};

/** A Points row's points: a whole number, else null. */
export const pointsOf = (p: Pick<TenderRow, 'points'>) => {
  const text = p.points?.trim() ?? '';
  const n = Number(text);
  return text !== '' && Number.isInteger(n) ? n : null;
};

/**
 * Each payment in cents; a single blank amount pays the total exactly (in cash, rounded to the
 * shop's coins: docs/DESIGN.md, "Money").
 */
export function paymentsOf(
  draft: TenderDraft,
  totalCents: number,
  rounding: TCashRounding = NO_CASH_ROUNDING,
) {
  const [only] = draft;
  // Points pay what they are worth, never "the total".
  if (draft.length === 1 && only && only.method !== 'Points' && centsOf(only.amount) === null) {
    const exact = only.method === 'Cash' ? roundCash(totalCents, rounding) : totalCents;
    return [{ method: only.method, cents: exact, code: only.code }];
  }
  return draft.map((p) => ({
    method: p.method,
    cents: centsOf(p.amount) ?? 0,
    code: p.code,
    points: p.method === 'Points' ? (pointsOf(p) ?? undefined) : undefined,
  }));
}

/** What is left to pay after the payments typed so far (never below 0). */
export function remainingCents(draft: TenderDraft, totalCents: number) {
  const paid = paymentsOf(draft, totalCents).reduce((a, p) => a + p.cents, 0);
  return Math.max(0, totalCents - paid);
}

/**
 * The shop's terms for stored value at the register: its loyalty programme, and what an offline
 * register may take from store credit and gift cards in one sale (cents). A copy of the settings
 * synced before these existed reads as the defaults (no programme, nothing offline).
 */
export interface StoredValueTerms {
  loyalty: TLoyalty;
  offlineLimitCents: number;
}

export const storedValueTermsOf = (
  s: Partial<Pick<TGeneralSettings, 'loyalty' | 'offlineStoredValueLimit'>>,
): StoredValueTerms => ({
  loyalty: s.loyalty ?? DEFAULT_GENERAL_SETTINGS.loyalty,
  offlineLimitCents: toCents(s.offlineStoredValueLimit ?? 0),
});

/**
 * What the register knows beyond the draft: the customer's points and the shop's minimum when
 * points pay, and — offline — what store credit and gift cards may take of one sale.
 */
export interface TenderRules {
  /** `held`: the customer's points (null while unknown: the server checks them). */
  points?: { held: number | null; minRedeem: number } | undefined;
  /** Offline only: the shop's `offlineStoredValueLimit` in cents, and as the cashier reads it. */
  offline?: { limitCents: number; limitText: string } | undefined;
  /**
   * When "On account" pays: what the customer's charge account has left to charge (cents), and
   * as the cashier reads it (undefined while unknown: the server checks it).
   */
  account?: { availableCents: number; availableText: string } | undefined;
}

export const POINTS_NEEDED = msg('Enter the points to redeem.');
export const pointsBeyondHeld = (held: number) =>
  i18n.t('The customer holds {{held}} points.', {
    ns: 'register',
    held: held.toLocaleString(),
  });
export const ACCOUNT_OFFLINE = msg(
  'A charge account is charged only while the register is online.',
);
export const offlineLimitExceeded = (limitText: string) =>
  i18n.t(
    'Offline, store credit and gift cards pay at most {{limit}} of a sale (the balance is checked when the sale syncs).',
    { ns: 'register', limit: limitText },
  );

/** What store credit and gift cards pay of the sale together, in cents. */
export const offlineStoredValueCents = (draft: TenderDraft, totalCents: number) =>
  paymentsOf(draft, totalCents)
    .filter((p) => OFFLINE_METHODS.includes(p.method))
    .reduce((a, p) => a + p.cents, 0);

/**
 * Why an offline register cannot take this payment, else null: points and charge accounts need
 * the server; store credit and gift cards are taken up to the shop's limit per sale, their
 * balance checked when the sale syncs (docs/guide/stored-value.md, "Offline").
 */
export function offlineTenderProblem(
  draft: TenderDraft,
  totalCents: number,
  offline: NonNullable<TenderRules['offline']>,
): string | null {
  if (draft.some((p) => p.method === 'Points')) return LOYALTY_MESSAGES.offline;
  if (draft.some((p) => p.method === 'Account')) return i18n.t(ACCOUNT_OFFLINE, { ns: 'register' });
  const stored = offlineStoredValueCents(draft, totalCents);
  if (stored === 0) return null;
  if (offline.limitCents <= 0) return STORED_VALUE_MESSAGES.offline;
  return stored > offline.limitCents ? offlineLimitExceeded(offline.limitText) : null;
}

/** Why the Points rows cannot be sent, else null (the server's rules, before it is asked). */
function pointsProblem(draft: TenderDraft, rules: TenderRules['points']): string | null {
  for (const p of draft) {
    if (p.method !== 'Points') continue;
    const points = pointsOf(p);
    if (points === null || points <= 0) return i18n.t(POINTS_NEEDED, { ns: 'register' });
    if (rules && points < rules.minRedeem) return LOYALTY_MESSAGES.belowMinimum(rules.minRedeem);
    if (rules?.held != null && points > rules.held) return pointsBeyondHeld(rules.held);
  }
  return null;
}

/** What the Account rows charge together, in cents. */
export const accountCents = (draft: TenderDraft, totalCents: number) =>
  paymentsOf(draft, totalCents)
    .filter((p) => p.method === 'Account')
    .reduce((a, p) => a + p.cents, 0);

/**
 * Why the Account rows cannot be sent, else null: they charge more than the customer's credit
 * limit leaves (the server's `INSUFFICIENT_BALANCE`, before it is asked —
 * docs/guide/stored-value.md, "Charge accounts").
 */
export function accountProblem(
  draft: TenderDraft,
  totalCents: number,
  rules: TenderRules['account'],
): string | null {
  if (!rules) return null;
  const charged = accountCents(draft, totalCents);
  if (charged === 0 || charged <= rules.availableCents) return null;
  return STORED_VALUE_MESSAGES.creditLimitExceeded(rules.availableText);
}

export type TenderState =
  | { ok: true; amountPaid: number; change: number; rounding: number; due: number }
  | { ok: false; message: string };

/**
 * Whether the payments settle the total, with the change and what cash rounding adds; the
 * server's own messages.
 */
export function tenderState(
  draft: TenderDraft,
  totalCents: number,
  rounding: TCashRounding = NO_CASH_ROUNDING,
  rules: TenderRules = {},
): TenderState {
  const payments = paymentsOf(draft, totalCents, rounding);
  const points = pointsProblem(draft, rules.points);
  if (points) return { ok: false, message: points };
  const offline = rules.offline && offlineTenderProblem(draft, totalCents, rules.offline);
  if (offline) return { ok: false, message: offline };
  const account = accountProblem(draft, totalCents, rules.account);
  if (account) return { ok: false, message: account };
  if (payments.some((p) => p.cents <= 0)) {
    return { ok: false, message: i18n.t('Enter an amount for each payment.', { ns: 'register' }) };
  }
  if (payments.some((p) => p.method === 'GiftCard' && !p.code?.trim())) {
    return { ok: false, message: GIFT_CARD_CODE_NEEDED };
  }
  const settled = tender(totalCents, payments, rounding);
  if (!settled.ok) {
    return {
      ok: false,
      message:
        settled.problem === 'not_covered'
          ? SALE_MESSAGES.paymentsNotCovered
          : SALE_MESSAGES.nonCashOver,
    };
  }
  return {
    ok: true,
    amountPaid: settled.amountPaid,
    change: settled.change,
    rounding: settled.rounding,
    due: settled.due,
  };
}

/**
 * The payment part of the sale's body: the spec's `paymentMethod` when one method pays the exact
 * total (what every client sent before split tender), else `payments`.
 */
export function paymentBody(
  draft: TenderDraft,
  totalCents: number,
  rounding: TCashRounding = NO_CASH_ROUNDING,
): Pick<TSaleBody, 'paymentMethod' | 'payments'> {
  const payments = paymentsOf(draft, totalCents, rounding);
  const [only] = payments;
  const exact = only?.method === 'Cash' ? roundCash(totalCents, rounding) : totalCents;
  if (payments.length === 1 && only && only.cents === exact && isMoneyTender(only.method)) {
    return { paymentMethod: only.method };
  }
  return {
    payments: payments.map((p) =>
      p.method === 'Points'
        ? { method: p.method, points: p.points ?? 0 }
        : p.method === 'GiftCard'
          ? { method: p.method, amount: fromCents(p.cents), code: p.code ?? '' }
          : { method: p.method, amount: fromCents(p.cents) },
    ),
  };
}

/**
 * "Split payment": a new row for what is left to pay, by card unless a card is already there.
 * It is filled in by `settleTender`, so typing $20 on the first row leaves $40 on it, not the
 * whole total.
 */
export function splitTender(draft: TenderDraft): TenderDraft {
  // The single payment's blank amount becomes a row to fill in; an earlier split row keeps the
  // amount it showed.
  const fixed = draft.map(({ auto: _, ...p }) => p);
  const method: TenderInputMethod = fixed.some((p) => p.method === 'Card') ? 'Cash' : 'Card';
  return [...fixed, { ...row(method), auto: true }];
}

/** The draft as shown and sent: the split row's amount is what the other rows leave to pay. */
export function settleTender(draft: TenderDraft, totalCents: number): TenderDraft {
  const auto = draft.length > 1 ? draft.find((p) => p.auto) : undefined;
  if (!auto) return draft;
  const others = draft.reduce((a, p) => (p === auto ? a : a + (centsOf(p.amount) ?? 0)), 0);
  const left = Math.max(0, totalCents - others);
  return draft.map((p) =>
    p === auto ? { ...p, amount: left > 0 ? fromCents(left).toFixed(2) : '' } : p,
  );
}

/** A row changed by the cashier; an amount typed into the split row makes it theirs. */
export const changeRow = (draft: TenderDraft, key: string, patch: Partial<TenderRow>) =>
  draft.map((p) =>
    p.key === key ? { ...p, ...patch, auto: patch.amount === undefined ? p.auto : false } : p,
  );

export const removeRow = (draft: TenderDraft, key: string): TenderDraft => {
  const left = draft.filter((p) => p.key !== key);
  if (left.length === 1 && left[0]) return [{ ...left[0], auto: false }];
  return left.length ? left : singleTender();
};

/**
 * "Use the balance": a stored-value payment of what the card or the credit holds, and the rest
 * on a row of its own (cash), which follows the total as a split row does.
 */
export function balanceThenCash(
  method: 'GiftCard' | 'StoreCredit' | 'Account',
  balanceCents: number,
  code?: string,
): TenderDraft {
  const first = { ...row(method, fromCents(balanceCents).toFixed(2)), ...(code ? { code } : {}) };
  return [first, { ...row('Cash'), auto: true }];
}

/**
 * A Points payment of `points` worth `cents`: alone when they pay the whole total, else with the
 * rest on a cash row that follows the total (docs/guide/stored-value.md, "Loyalty points").
 * Without points to offer, a Points row for the cashier to type into.
 */
export function pointsTender(
  points: number | null,
  cents: number,
  totalCents: number,
): TenderDraft {
  const first: TenderRow = {
    ...row('Points', points === null ? '' : fromCents(cents).toFixed(2)),
    points: points === null ? '' : String(points),
  };
  if (points === null || cents >= totalCents) return [first];
  return [first, { ...row('Cash'), auto: true }];
}

/**
 * "On account" picked: the whole total charged when the account has room for it, else what is
 * left to charge with the rest in cash — never more than the limit allows
 * (docs/guide/stored-value.md, "Charge accounts").
 */
export function accountTender(availableCents: number, totalCents: number): TenderDraft {
  if (availableCents <= 0 || availableCents >= totalCents) return singleTender('Account');
  return balanceThenCash('Account', availableCents);
}
