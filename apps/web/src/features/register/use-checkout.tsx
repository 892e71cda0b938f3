import { ZCustomerBody } from '@pos/contracts/customers';
import { fromCents } from '@pos/contracts/sale-totals';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import { STORED_VALUE_MESSAGES } from '@pos/contracts/stored-value';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, hasErrorCode, isUnanswered } from '../../api/api-error';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { isOnline, reportReachable, useOnline } from '../../lib/connectivity';
import { issuesToFieldErrors, splitServerDetails } from '../../lib/form-errors';
import { msg } from '../../lib/i18n';
import { useStableCallback } from '../../lib/use-stable-callback';
import { newIdempotencyKey, useCompleteSale } from './api';
import {
  ApprovalCancelled,
  joinApprovals,
  type TShortStockLine,
  useApproval,
} from './approval-modal';
import {
  addItem,
  type CartLine,
  type CustomerChoice,
  type LinePatch,
  lineKey,
  lineProblem,
  removeLine,
  type SaleItem,
  saleBody,
  shortBy,
  updateLine,
} from './cart';
import type { CustomerErrors } from './customer-section';
import type { GiftCardLine } from './gift-card-sale';
import { type LineDiscount, NO_DISCOUNT, saleDiscountProblem } from './line-discount';
import type { LocalRegister, OfflineCustomer } from './offline/use-local-register';
import { useRegisterPromotions } from './promotions-api';
import {
  couponCodesOf,
  couponProblem,
  type RegisterMoney,
  type RegisterPromotions,
  totalsOf,
} from './register-totals';
import { chargeAccountQuery, pointsQuery } from './stored-value-api';
import {
  offlineTenderProblem,
  paymentBody,
  type StoredValueTerms,
  settleTender,
  singleTender,
  type TenderDraft,
  type TenderRules,
  tenderState,
} from './tender';
import { useWeighing } from './weighing/weigh-dialog';

const WALK_IN: CustomerChoice = { kind: 'walk-in' };
export const NO_ANSWER = msg(
  'The server did not answer. Complete Sale again to retry: the same sale is never made twice.',
);
const SALE_FAILED = msg('The sale could not be completed.');
const PICK_CUSTOMER = msg('Pick a customer, or choose Walk-in.');
export const SAVED_OFFLINE = msg('Sale saved on this register');
const OFFLINE_APPROVAL = msg(
  "A manager's approval of discounts needs the network: sell without the discounts, or wait for the network.",
);

export interface SaleFailure {
  message: string;
  /** The field messages of a refused sale, listed under the message. */
  details: string[];
}

/** What keeps the customer choice from being sold to, else null. */
function customerProblem(customer: CustomerChoice, t: TFunction): CustomerErrors | null {
  if (customer.kind === 'existing' && !customer.customerId)
    return { customerId: t(PICK_CUSTOMER, { ns: 'register' }) };
  if (customer.kind !== 'new') return null;
  const { name, email, phone } = customer;
  const parsed = ZCustomerBody.safeParse({ name, email, phone });
  return parsed.success ? null : issuesToFieldErrors(parsed.error.issues);
}

const isCustomerField = (path: string) =>
  path === 'customerId' || /^customer\.(name|email|phone)$/.test(path);

/** The customer's field errors of a refused sale ("customer.name" → name). */
function customerErrorsOf(error: unknown): CustomerErrors {
  const details = error instanceof ApiError ? error.details : undefined;
  const { fieldErrors } = splitServerDetails(details, isCustomerField, 'path');
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => [
      path.replace(/^customer\./, ''),
      message,
    ]),
  );
}

/** What the cashier reads when a sale fails. */
function saleFailure(error: unknown, t: TFunction): SaleFailure {
  // The field messages of a refused body; other answers' details are ids, not for the cashier.
  const details = hasErrorCode(error, 'VALIDATION_ERROR')
    ? Object.values(error.details ?? {}).filter(
        (d): d is string => typeof d === 'string' && d !== error.message,
      )
    : [];
  return {
    message: isUnanswered(error)
      ? t(NO_ANSWER, { ns: 'register' })
      : errorMessage(error, t(SALE_FAILED, { ns: 'register' })),
    details,
  };
}

/**
 * The key of the current attempt and the body it was made for (DESIGN: one sale per key), with
 * the manager's approval of its discounts once given: a retry of the same cart sends it again
 * (the server replays a sale it made before it looks at the approval).
 */
interface Attempt {
  key: string;
  body: string;
  approval?: Record<string, string>;
  /** A manager's approval of selling beyond the store's stock (`sell_without_stock`). */
  stockApproval?: Record<string, string>;
  /** Why a discount above the cashier's limit is given (with its manager's approval). */
  reason?: string;
}

/** The short lines of a sale refused for stock (409 `INSUFFICIENT_STOCK`'s `details.lines`). */
function shortLinesOf(error: unknown): TShortStockLine[] | null {
  if (!hasErrorCode(error, 'INSUFFICIENT_STOCK')) return null;
  const lines = error.details?.lines;
  return Array.isArray(lines) && lines.length ? (lines as TShortStockLine[]) : null;
}

/** The same cart keeps its key (a retry can only replay the sale); any change makes a new one. */
function attemptFor(current: Attempt | null, body: TSaleBody): Attempt {
  const json = JSON.stringify(body);
  return current?.body === json ? current : { key: newIdempotencyKey(), body: json };
}

interface CheckoutOptions {
  /** How the shop charges: tax classes, tax in prices, cash rounding (`moneyOf(settings)`). */
  money: RegisterMoney;
  /** The store the register sells from; the server's default store when unknown. */
  storeId: string | undefined;
  /** The register's own data: where a sale goes when the server cannot be reached. */
  local?: LocalRegister;
  /** The shop's loyalty programme and offline stored-value limit (`storedValueTermsOf`). */
  terms: StoredValueTerms;
}

/** The customer of an offline sale, with what the receipt prints of one picked from the copy. */
function offlineCustomer(local: LocalRegister, customer: CustomerChoice): OfflineCustomer {
  if (customer.kind === 'new') {
    return {
      kind: 'new',
      name: customer.name.trim(),
      email: customer.email.trim() || null,
      phone: customer.phone.trim() || null,
    };
  }
  if (customer.kind !== 'existing' || !customer.customerId) return null;
  const known = local.customer(customer.customerId);
  return {
    kind: 'existing',
    _id: customer.customerId,
    name: known?.name ?? customer.name ?? 'Customer',
    email: known?.email ?? null,
    phone: known?.phone ?? null,
  };
}

/**
 * The register's sale: the cart, the customer, the payment, the totals and completing the sale
 * (once per cart, whatever the network does), then the sale that was made.
 * Discounts: a user with apply_discounts gives them; a cashier without opens the discount fields
 * and a manager approves them with their PIN when the sale is completed (DESIGN §13).
 */
export function useCheckout({ money, storeId, local, terms }: CheckoutOptions) {
  const { t } = useTranslation('register');
  const discountApproval = useApproval('apply_discounts', 'discount');
  // Every seller asks (the API exempts nobody): the shop chose to sell no stock it lacks.
  const stockApproval = useApproval(null, 'sell_without_stock');
  const canDiscount = !discountApproval.needed;
  const [discountsOpen, setDiscountsOpen] = useState(false);
  const [cart, setCart] = useState<CartLine[]>([]);
  /** Gift cards sold with the goods (docs/DESIGN.md, "Stored value"): online only. */
  const [giftCards, setGiftCards] = useState<GiftCardLine[]>([]);
  /** A discount on the whole sale, spread over the lines (docs/DESIGN.md, "Money"). */
  const [saleDiscount, setSaleDiscount] = useState<LineDiscount>(NO_DISCOUNT);
  /** A coupon the customer gave: the promotions that ask for it apply (docs/DESIGN.md). */
  const [couponCode, setCouponCode] = useState('');
  const [customer, setCustomer] = useState<CustomerChoice>(WALK_IN);
  const [customerErrors, setCustomerErrors] = useState<CustomerErrors>({});
  const [tenderDraft, setTender] = useState<TenderDraft>(() => singleTender());
  const [failure, setFailure] = useState<SaleFailure | null>(null);
  const [done, setDone] = useState<{
    sale: TTransaction;
    message: string;
    /** Made offline: in the outbox, its receipt printed from the register's data. */
    offline: boolean;
  } | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const sale = useCompleteSale();
  const promotionRules = useRegisterPromotions(storeId);

  // A resumed parked cart may bring discounts: they show, for a manager to approve.
  const withDiscounts =
    canDiscount ||
    discountsOpen ||
    cart.some((l) => l.discount.text.trim()) ||
    saleDiscount.text.trim() !== '';
  // The server applies the promotions itself: these are its preview, and what an offline sale
  // records.
  const promotions = useMemo(
    (): RegisterPromotions => ({
      rules: promotionRules,
      storeId: storeId ?? null,
      couponCodes: couponCodesOf(couponCode),
    }),
    [promotionRules, storeId, couponCode],
  );
  // Gift cards sold are paid with the goods: in the total, tax-free (the server's rule too).
  const totals = useMemo(() => {
    const goods = totalsOf(cart, money, withDiscounts, saleDiscount, promotions);
    const giftCardsCents = giftCards.reduce((n, g) => n + g.cents, 0);
    return { ...goods, giftCardsCents, total: goods.total + giftCardsCents };
  }, [cart, money, withDiscounts, saleDiscount, promotions, giftCards]);
  const saleDiscountError = withDiscounts
    ? saleDiscountProblem(saleDiscount, totals.saleDiscount)
    : null;
  const couponError = couponProblem(totals);
  const cartInvalid =
    cart.some((l, i) => lineProblem(l, withDiscounts, totals.linePromotions[i]?.promotionCents)) ||
    saleDiscountError !== null ||
    couponError !== null;
  // What the payment rows say now: a split row holds what the others leave of this total.
  const tender = useMemo(
    () => settleTender(tenderDraft, totals.total),
    [tenderDraft, totals.total],
  );
  // What the draft alone does not say: the customer's points when points pay and what their
  // charge account has left when it pays (the same answer the payment shows), and offline the
  // shop's limit on store credit and gift cards.
  const online = useOnline();
  const { formatMoney } = useGeneralSettings();
  const customerId = customer.kind === 'existing' ? customer.customerId : null;
  const paysPoints = tender.some((p) => p.method === 'Points');
  const held = useQuery({
    ...pointsQuery(customerId ?? ''),
    enabled: Boolean(customerId) && paysPoints,
  });
  const paysOnAccount = tender.some((p) => p.method === 'Account');
  const chargeAccount = useQuery({
    ...chargeAccountQuery(customerId ?? ''),
    enabled: Boolean(customerId) && paysOnAccount,
  });
  const availableCents = paysOnAccount ? chargeAccount.data?.availableCents : undefined;
  const accountRule = useMemo(
    () =>
      availableCents === undefined
        ? undefined
        : { availableCents, availableText: formatMoney(availableCents / 100) },
    [availableCents, formatMoney],
  );
  const { minRedeem } = terms.loyalty;
  const { offlineLimitCents } = terms;
  const offlineLimit = useMemo(
    () => ({ limitCents: offlineLimitCents, limitText: formatMoney(offlineLimitCents / 100) }),
    [offlineLimitCents, formatMoney],
  );
  const rules = useMemo(
    (): TenderRules => ({
      points: paysPoints ? { held: held.data ?? null, minRedeem } : undefined,
      offline: online ? undefined : offlineLimit,
      account: accountRule,
    }),
    [paysPoints, held.data, minRedeem, online, offlineLimit, accountRule],
  );
  const paid = useMemo(
    () => tenderState(tender, totals.total, money.cashRounding, rules),
    [tender, totals.total, money.cashRounding, rules],
  );

  // The line the last scan added to: its stock is what the cashier is told about.
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const addAt = useCallback((item: SaleItem, quantity: number) => {
    // The cart being sold stays as it was sent.
    if (inFlight.current) return false;
    setCart((c) => addItem(c, item, quantity));
    setLastAdded(lineKey(item.productId, item.variationId));
    setFailure(null);
    return true;
  }, []);
  // An item sold by weight is weighed first: the dialog adds it.
  const weighing = useWeighing(addAt);
  const scanned = lastAdded ? cart.find((l) => l.key === lastAdded) : undefined;

  // Stable, so that a cart line's row renders again only when that line changed.
  const changeLine = useCallback((key: string, patch: LinePatch) => {
    setCart((c) => updateLine(c, key, patch));
    setFailure(null);
  }, []);
  const dropLine = useCallback((key: string) => setCart((c) => removeLine(c, key)), []);
  const chooseCustomer = useCallback((next: CustomerChoice) => {
    setCustomer(next);
    setCustomerErrors({});
  }, []);
  const changeTender = useCallback((next: TenderDraft) => {
    setTender(next);
    setFailure(null);
  }, []);

  const reset = useCallback(() => {
    setDone(null);
    setCart([]);
    setGiftCards([]);
    setCustomer(WALK_IN);
    setCustomerErrors({});
    setTender(singleTender());
    setFailure(null);
    setDiscountsOpen(false);
    setSaleDiscount(NO_DISCOUNT);
    setCouponCode('');
    attempt.current = null;
  }, []);

  const { mutateAsync } = sale;
  const { approve, approveOverLimit } = discountApproval;
  const { approve: approveStock } = stockApproval;
  // The same function at every render: Complete Sale's button and key need not render again at
  // each scan (docs/benchmarks/register-till.md); it reads the cart as it is when called.
  const complete = useStableCallback(async () => {
    if (inFlight.current || done || !(cart.length || giftCards.length) || cartInvalid || !paid.ok) {
      return;
    }
    const problem = customerProblem(customer, t);
    setCustomerErrors(problem ?? {});
    if (problem) return;
    const body = {
      ...saleBody(
        cart,
        customer,
        paymentBody(tender, totals.total, money.cashRounding),
        withDiscounts,
        storeId,
        saleDiscount,
        promotions.couponCodes,
      ),
      ...(giftCards.length
        ? { giftCards: giftCards.map((g) => ({ amount: fromCents(g.cents), code: g.code })) }
        : {}),
    };
    const current = attemptFor(attempt.current, body);
    attempt.current = current;
    // The cart stays as the manager approved it while they type their PIN.
    inFlight.current = true;
    setFailure(null);
    // The cashier's own discounts need a manager; the promotions are the shop's (docs/DESIGN.md,
    // "Promotions").
    const promoted = totals.linePromotions.reduce((n, l) => n + l.promotionCents, 0);
    const needsApproval = totals.discountTotal > promoted && !canDiscount;
    // No answer (or none within 4 s): the sale goes to the outbox under the attempt's key, so
    // if the server did make it, sending it later only answers that sale again.
    const saveOffline = async (register: LocalRegister, afterLostAnswer: boolean) => {
      if (needsApproval && !current.approval) {
        setFailure({ message: t(OFFLINE_APPROVAL), details: [] });
        return;
      }
      // Stored value is spent against the server's balance: beyond the shop's offline limit
      // (and points, charge accounts, gift cards sold: always) such a sale waits for the network
      // (sent again, its key makes it once: docs/DESIGN.md, "Stored value").
      const storedProblem = giftCards.length
        ? STORED_VALUE_MESSAGES.offline
        : offlineTenderProblem(tender, totals.total, offlineLimit);
      if (storedProblem) {
        setFailure({ message: storedProblem, details: [] });
        return;
      }
      const made = await register.saveOffline(
        {
          key: current.key,
          cart,
          customer: offlineCustomer(register, customer),
          tender,
          money,
          withDiscounts,
          saleDiscount,
          promotions,
        },
        afterLostAnswer,
      );
      attempt.current = null;
      setDone({ sale: made, message: t(SAVED_OFFLINE), offline: true });
    };
    try {
      if (local && !isOnline()) {
        await saveOffline(local, false);
        return;
      }
      if (needsApproval) current.approval ??= await approve();
      const send = () =>
        mutateAsync({
          body: current.reason ? { ...body, discountReason: current.reason } : body,
          key: current.key,
          approval: joinApprovals(current.approval ?? {}, current.stockApproval ?? {}),
        });
      let answer: Awaited<ReturnType<typeof send>> | null = null;
      // At most once each: a discount above the cashier's limit (a manager whose limit covers
      // it, and why), then more than the store holds.
      for (let tries = 0; !answer; tries++) {
        try {
          answer = await send();
        } catch (error) {
          if (tries < 2 && hasErrorCode(error, 'APPROVAL_REQUIRED') && !current.reason) {
            const asked = await approveOverLimit(error.message);
            current.approval = asked.headers;
            current.reason = asked.reason;
            continue;
          }
          // More than the store holds, where the shop sells no stock it does not have: the
          // goods are on the counter, so a manager may let the sale take them below zero.
          const short = shortLinesOf(error);
          if (!short || current.stockApproval || tries >= 2) throw error;
          current.stockApproval = await approveStock(null, { shortLines: short });
        }
      }
      reportReachable(true);
      attempt.current = null;
      // Kept on the register: its exchange can be taken here while offline.
      void local?.keepSale(answer.data);
      setDone({ sale: answer.data, message: answer.message, offline: false });
    } catch (error) {
      if (error instanceof ApprovalCancelled) return;
      if (local && isUnanswered(error)) {
        reportReachable(false);
        try {
          await saveOffline(local, true);
        } catch (offlineError) {
          setFailure(saleFailure(offlineError, t));
        }
        return;
      }
      // A key the server refused for another body is spent; the next try gets a new one.
      if (hasErrorCode(error, 'IDEMPOTENCY_MISMATCH')) attempt.current = null;
      // A used or expired approval: the next try asks the manager again.
      if (hasErrorCode(error, 'APPROVAL_INVALID') || hasErrorCode(error, 'APPROVAL_REQUIRED')) {
        current.approval = undefined;
        current.stockApproval = undefined;
        current.reason = undefined;
      }
      setCustomerErrors(customerErrorsOf(error));
      setFailure(saleFailure(error, t));
    } finally {
      inFlight.current = false;
    }
  });
  const openDiscounts = useCallback((open: boolean) => {
    setDiscountsOpen(open);
    if (!open) {
      setCart((c) => c.map((l) => ({ ...l, discount: NO_DISCOUNT })));
      setSaleDiscount(NO_DISCOUNT);
    }
  }, []);
  const changeSaleDiscount = useCallback((next: LineDiscount) => {
    setSaleDiscount(next);
    setFailure(null);
  }, []);
  const changeCouponCode = useCallback((next: string) => {
    setCouponCode(next);
    setFailure(null);
  }, []);
  const clearCart = useCallback(() => {
    setCart([]);
    setGiftCards([]);
  }, []);
  const addGiftCard = useCallback((line: GiftCardLine) => {
    if (inFlight.current) return;
    setGiftCards((g) => [...g, line]);
    setFailure(null);
  }, []);
  const removeGiftCard = useCallback(
    (key: string) => setGiftCards((g) => g.filter((l) => l.key !== key)),
    [],
  );
  const busy = sale.isPending;

  return {
    cart,
    totals,
    money,
    terms,
    saleDiscount,
    saleDiscountError,
    changeSaleDiscount,
    couponCode,
    couponError,
    changeCouponCode,
    cartInvalid,
    customer,
    customerErrors,
    tender,
    paid,
    failure,
    done,
    busy,
    /** Complete Sale can be pressed: a cart that can be sold, paid in full, none on its way. */
    canComplete: (cart.length > 0 || giftCards.length > 0) && !cartInvalid && paid.ok && !busy,
    giftCards,
    addGiftCard,
    removeGiftCard,
    add: weighing.add,
    weighDialog: weighing.dialog,
    /** A parked cart's lines in place of the cart, as they were parked (weighed, labelled). */
    restore: setCart,
    reset,
    complete,
    /** The line the last scan added to, when the store has fewer units than it sells. */
    shortLine: scanned && shortBy(scanned) > 0 ? scanned : null,
    /** Discounts show and count (always for a user with apply_discounts). */
    withDiscounts,
    /** A manager approves this user's discounts at Complete Sale. */
    discountsNeedApproval: !canDiscount,
    /** A cashier opens the discount fields, or closes them and drops every discount. */
    openDiscounts,
    approvalModal: (
      <>
        {discountApproval.modal}
        {stockApproval.modal}
      </>
    ),
    clearCart,
    changeLine,
    removeLine: dropLine,
    chooseCustomer,
    setTender: changeTender,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
