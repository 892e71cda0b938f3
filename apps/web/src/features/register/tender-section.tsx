import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TLoyalty } from '@pos/contracts/loyalty';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import { isMoneyTender, PAYMENT_INPUT_METHODS, TENDER_LABELS } from '@pos/contracts/sales';
import { STORED_VALUE_MESSAGES } from '@pos/contracts/stored-value';
import { quickCashAmounts } from '@pos/contracts/tender';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
import { useStableCallback } from '../../lib/use-stable-callback';
import { defaultPoints, pointsCents } from './points';
import { PointsField, PointsPayment } from './points-payment';
import { chargeAccountQuery, pointsQuery } from './stored-value-api';
import { AccountPayment, GiftCardPayment, StoreCreditPayment } from './stored-value-payment';
import {
  accountTender,
  changeRow,
  pointsTender,
  remainingCents,
  removeRow,
  splitTender,
  type TenderDraft,
  type TenderInputMethod,
  type TenderRow,
  type TenderState,
} from './tender';

const amountText = (n: number | string) => (typeof n === 'number' ? String(n) : n);

/**
 * The register's payment: one method (cash with the amount handed over and quick amounts), or
 * several payments after "Split payment"; the change due, large, before the sale is completed.
 */
export const TenderSection = memo(function TenderSection({
  draft,
  onChange,
  state,
  totalCents,
  cashCents,
  formatMoney,
  disabled,
  customerId,
  online,
  loyalty,
  offlineLimitCents,
}: {
  draft: TenderDraft;
  onChange: (next: TenderDraft) => void;
  state: TenderState;
  totalCents: number;
  /** The total as paid in cash: rounded to the shop's coins (docs/DESIGN.md, "Money"). */
  cashCents: number;
  formatMoney: (n: number) => string;
  disabled: boolean;
  /**
   * The sale's customer, whose store credit or charge account may pay (null: a walk-in or a new
   * customer).
   */
  customerId: string | null;
  /** Stored value is spent against the server's balance: offered only online. */
  online: boolean;
  /** The shop's loyalty programme (general settings): Points is offered while it runs. */
  loyalty: TLoyalty;
  /**
   * What store credit and gift cards may pay of a sale offline (cents; 0: none) — the shop's
   * `offlineStoredValueLimit` (docs/guide/stored-value.md, "Offline").
   */
  offlineLimitCents: number;
}) {
  const { t } = useTranslation('register');
  const split = draft.length > 1;
  // The customer's charge account, read when a customer is picked (the same answer as the store
  // credit's): "On account" is offered only to a customer with a credit limit.
  const account = useQuery({
    ...chargeAccountQuery(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const chargeable = Boolean(customerId && account.data && account.data.creditLimitCents !== null);
  const onAccount = draft.some((p) => p.method === 'Account');
  // The customer's points, read from the same answer while the shop runs a programme.
  const points = useQuery({
    ...pointsQuery(customerId ?? ''),
    enabled: Boolean(customerId) && loyalty.enabled,
  });
  const held = customerId && loyalty.enabled ? (points.data ?? null) : null;
  const pointsOffer: PointsOffer =
    loyalty.enabled || draft.some((p) => p.method === 'Points')
      ? online && held !== null && held >= loyalty.minRedeem
        ? 'enabled'
        : 'disabled'
      : 'hidden';
  const offlineStoredValue = offlineLimitCents > 0;
  const methods = useMemo(
    () => methodChoices(online, customerId, chargeable, onAccount, pointsOffer, offlineStoredValue),
    [online, customerId, chargeable, onAccount, pointsOffer, offlineStoredValue],
  );
  const [only] = draft;
  const money = (cents: number) => formatMoney(fromCents(cents));
  // Each part takes only what it shows: a scan (a new total) renders the quick amounts and the
  // outcome, not the method or the field (docs/benchmarks/register-till.md).
  const onSplit = useCallback(() => onChange(splitTender(draft)), [onChange, draft]);
  // Stable: the method's choice does not render again at each scan; it reads the latest total.
  const onMethod = useStableCallback((method: TenderInputMethod) => {
    if (!only) return;
    if (method === 'Account' && account.data) {
      onChange(accountTender(account.data.availableCents, totalCents));
    } else if (method === 'Points') {
      const offered = held === null ? null : defaultPoints(held, totalCents, loyalty);
      onChange(pointsTender(offered, offered ? pointsCents(offered, loyalty) : 0, totalCents));
    } else onChange([{ key: only.key, method, amount: '' }]);
  });
  // A row's points, with what they pay as its amount.
  const pointsPatch = (text: string): Partial<TenderRow> => {
    const n = Number(text);
    const valid = text.trim() !== '' && Number.isInteger(n) && n > 0;
    return { points: text, amount: valid ? fromCents(pointsCents(n, loyalty)).toFixed(2) : '' };
  };
  // A split row turned to Points starts at the points worth what the other rows leave to pay.
  const rowMethod = (p: TenderRow, method: TenderInputMethod): Partial<TenderRow> => {
    if (method !== 'Points') return { method, points: undefined };
    // What the rows the cashier filled in leave (the split row follows the rest).
    const others = draft.reduce(
      (n, r) => (r.key === p.key || r.auto ? n : n + toCents(Number(r.amount || 0))),
      0,
    );
    const left = Math.max(0, totalCents - others);
    const offered = held === null ? null : defaultPoints(held, left, loyalty);
    return { method, ...pointsPatch(offered === null ? '' : String(offered)) };
  };
  const onCode = useCallback(
    (code: string) => only && onChange([{ ...only, code }]),
    [onChange, only],
  );
  const stored = { totalCents, onChange, money, disabled, online };
  const onAmount = useCallback(
    (amount: string) => only && onChange([{ ...only, amount }]),
    [onChange, only],
  );
  return (
    <Stack gap={8} component="section" aria-label={t('Payment')}>
      <PaymentHead onSplit={onSplit} disabled={disabled || totalCents === 0} />
      {!split && only ? (
        <>
          <MethodChoice
            methods={methods}
            method={only.method}
            onMethod={onMethod}
            disabled={disabled}
          />
          {online ? null : (
            <Text size="xs" c="dimmed" data-testid="offline-stored-value">
              {offlineStoredValue
                ? t(
                    'Offline, store credit and gift cards pay up to {{limit}} of a sale; the balance is checked when the sale syncs. Points and charge accounts need the network.',
                    { limit: money(offlineLimitCents) },
                  )
                : t('Gift cards, store credit, points and charge accounts need the network.')}
            </Text>
          )}
          {only.method === 'Points' ? (
            <PointsPayment
              points={only.points ?? ''}
              onPoints={(text) => onChange([{ ...only, ...pointsPatch(text) }])}
              held={held}
              loyalty={loyalty}
              money={money}
              disabled={disabled}
            />
          ) : null}
          {only.method === 'GiftCard' ? (
            <GiftCardPayment code={only.code ?? ''} onCode={onCode} {...stored} />
          ) : null}
          {only.method === 'Account' ? (
            <AccountPayment account={customerId ? account.data : null} {...stored} />
          ) : null}
          {only.method === 'StoreCredit' ? (
            customerId ? (
              <StoreCreditPayment customerId={customerId} {...stored} />
            ) : (
              <Text size="sm" c="red.8">
                {serverText(STORED_VALUE_MESSAGES.customerRequired)}
              </Text>
            )
          ) : null}
          {only.method === 'Cash' ? (
            <>
              <CashTendered amount={only.amount} onAmount={onAmount} disabled={disabled} />
              <QuickCash
                totalCents={cashCents}
                onAmount={onAmount}
                formatMoney={formatMoney}
                disabled={disabled}
              />
            </>
          ) : null}
        </>
      ) : (
        draft.map((p, i) => (
          <Stack key={p.key} gap={4}>
            <Group gap={6} wrap="nowrap" align="flex-end">
              <Select
                label={i === 0 ? t('Method') : undefined}
                aria-label={t('Payment {{number}} method', { number: i + 1 })}
                data={methods}
                value={p.method}
                onChange={(v) =>
                  v && onChange(changeRow(draft, p.key, rowMethod(p, v as TenderInputMethod)))
                }
                allowDeselect={false}
                w={130}
                disabled={disabled}
              />
              {p.method === 'Points' ? (
                <PointsField
                  label={i === 0 ? t('Points') : undefined}
                  aria-label={t('Payment {{number}} points', { number: i + 1 })}
                  value={p.points ?? ''}
                  onPoints={(text) => onChange(changeRow(draft, p.key, pointsPatch(text)))}
                  disabled={disabled}
                />
              ) : (
                <NumberInput
                  label={i === 0 ? t('Amount') : undefined}
                  aria-label={t('Payment {{number}} amount', { number: i + 1 })}
                  min={0}
                  decimalScale={2}
                  value={p.amount}
                  onChange={(v) => onChange(changeRow(draft, p.key, { amount: amountText(v) }))}
                  disabled={disabled}
                  hideControls
                  style={{ flex: 1 }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={t('Remove payment {{number}}', { number: i + 1 })}
                onClick={() => onChange(removeRow(draft, p.key))}
                disabled={disabled}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
            {p.method === 'Points' ? (
              <Text size="xs" c="dimmed" data-testid="points-value">
                {t('Worth {{value}}', { value: money(toCents(Number(p.amount || 0))) })}
                {held === null
                  ? ''
                  : ` · ${t('holds {{held}} points', { held: held.toLocaleString() })}`}
              </Text>
            ) : null}
            {p.method === 'GiftCard' ? (
              <TextInput
                aria-label={t('Payment {{number}} gift card code', { number: i + 1 })}
                placeholder={t('Gift card code')}
                autoComplete="off"
                value={p.code ?? ''}
                onChange={(e) => onChange(changeRow(draft, p.key, { code: e.currentTarget.value }))}
                disabled={disabled}
              />
            ) : null}
          </Stack>
        ))
      )}
      {split && onAccount && account.data ? (
        <Text size="xs" c="dimmed" data-testid="account-available">
          {t('Available on account: {{amount}}', { amount: money(account.data.availableCents) })}
        </Text>
      ) : null}
      {/* Nothing to pay yet (an empty cart): nothing to say about the payments. */}
      {totalCents > 0 ? (
        <TenderOutcome
          state={state}
          split={split}
          left={remainingCents(draft, totalCents)}
          money={money}
        />
      ) : null}
    </Stack>
  );
});

const PaymentHead = memo(function PaymentHead({
  onSplit,
  disabled,
}: {
  onSplit: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} size="sm">
        {t('Payment')}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={onSplit}
        disabled={disabled}
      >
        {t('Split payment')}
      </Button>
    </Group>
  );
});

/** Points as a method: not offered (no loyalty programme), greyed out, or to pick. */
export type PointsOffer = 'hidden' | 'disabled' | 'enabled';

/**
 * The methods the cashier can pick: money always; a gift card while online; store credit while
 * online, for a customer picked from the list; on account while online, for a customer with a
 * credit limit — offered only then (or while the draft still uses it, to show it picked);
 * points while the shop runs a programme, picked when the customer holds enough (online only).
 * Offline, store credit and gift cards stay when the shop lets an offline register take them
 * (`offlineStoredValue`: docs/guide/stored-value.md, "Offline").
 */
export function methodChoices(
  online: boolean,
  customerId: string | null,
  chargeable: boolean,
  onAccount: boolean,
  points: PointsOffer = 'hidden',
  offlineStoredValue = false,
) {
  const methods: TenderInputMethod[] = [
    ...PAYMENT_INPUT_METHODS.filter((m) => m !== 'Account' || chargeable || onAccount),
    ...(points === 'hidden' ? [] : (['Points'] as const)),
  ];
  const takenOffline = (m: TenderInputMethod) =>
    offlineStoredValue && (m === 'StoreCredit' || m === 'GiftCard');
  return methods.map((m) => ({
    value: m,
    label: serverText(TENDER_LABELS[m]),
    disabled:
      !isMoneyTender(m) &&
      ((!online && !takenOffline(m)) ||
        (m === 'StoreCredit' && !customerId) ||
        (m === 'Account' && !chargeable) ||
        (m === 'Points' && points !== 'enabled')),
  }));
}

const MethodChoice = memo(function MethodChoice({
  methods,
  method,
  onMethod,
  disabled,
}: {
  methods: ReturnType<typeof methodChoices>;
  method: TenderInputMethod;
  onMethod: (method: TenderInputMethod) => void;
  disabled: boolean;
}) {
  // Five or six methods do not fit a phone's width in one row: one under the other there.
  const { t } = useTranslation('register');
  const row = useMediaQuery('(min-width: 30em)', true, { getInitialValueInEffect: false });
  return (
    <SegmentedControl
      aria-label={t('Payment method')}
      data={methods}
      value={method}
      onChange={(v) => onMethod(v as TenderInputMethod)}
      orientation={row ? 'horizontal' : 'vertical'}
      fullWidth
      disabled={disabled}
    />
  );
});

/**
 * The cash handed over. Blank is the exact amount, which the first quick amount shows: the
 * field does not repeat the total, so a scan does not render it.
 */
const CashTendered = memo(function CashTendered({
  amount,
  onAmount,
  disabled,
}: {
  amount: string;
  onAmount: (amount: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  return (
    <NumberInput
      label={t('Cash tendered')}
      description={t('Blank: the exact amount')}
      placeholder={t('Exact amount')}
      min={0}
      decimalScale={2}
      value={amount}
      onChange={(v) => onAmount(amountText(v))}
      disabled={disabled}
      hideControls
    />
  );
});

/** The exact amount and the notes a customer is likely to hand over for it. */
const QuickCash = memo(function QuickCash({
  totalCents,
  onAmount,
  formatMoney,
  disabled,
}: {
  totalCents: number;
  onAmount: (amount: string) => void;
  formatMoney: (n: number) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  return (
    <Group gap={6} role="group" aria-label={t('Quick cash amounts')}>
      {quickCashAmounts(totalCents).map((cents, i) => (
        <Button
          key={cents}
          size="compact-sm"
          variant="default"
          onClick={() => onAmount(fromCents(cents).toFixed(2))}
          disabled={disabled || totalCents === 0}
        >
          {i === 0
            ? t('Exact {{amount}}', { amount: formatMoney(fromCents(cents)) })
            : formatMoney(fromCents(cents))}
        </Button>
      ))}
    </Group>
  );
});

/** The change due (large), what is left to pay on a split, or why the payments do not do. */
function TenderOutcome({
  state,
  split,
  left,
  money,
}: {
  state: TenderState;
  split: boolean;
  left: number;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation('register');
  if (state.ok) {
    return state.change > 0 ? (
      <Group justify="space-between" aria-live="polite">
        <Text fw={700}>{t('Change due')}</Text>
        <Text fw={800} fz={28} data-testid="change-due">
          {money(state.change)}
        </Text>
      </Group>
    ) : null;
  }
  return (
    <Text size="sm" c="red.8" aria-live="polite">
      {split && left > 0 ? `${t('{{amount}} left to pay.', { amount: money(left) })} ` : ''}
      {serverText(state.message)}
    </Text>
  );
}
