import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { fromCents } from '@pos/contracts/sale-totals';
import { PAYMENT_METHODS, type PaymentMethod } from '@pos/contracts/sales';
import { quickCashAmounts } from '@pos/contracts/tender';
import { IconPlus, IconX } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import {
  changeRow,
  remainingCents,
  removeRow,
  splitTender,
  type TenderDraft,
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
}: {
  draft: TenderDraft;
  onChange: (next: TenderDraft) => void;
  state: TenderState;
  totalCents: number;
  /** The total as paid in cash: rounded to the shop's coins (docs/DESIGN.md, "Money"). */
  cashCents: number;
  formatMoney: (n: number) => string;
  disabled: boolean;
}) {
  const split = draft.length > 1;
  const [only] = draft;
  const money = (cents: number) => formatMoney(fromCents(cents));
  // Each part takes only what it shows: a scan (a new total) renders the quick amounts and the
  // outcome, not the method or the field (docs/benchmarks/register-till.md).
  const onSplit = useCallback(() => onChange(splitTender(draft)), [onChange, draft]);
  const onMethod = useCallback(
    (method: PaymentMethod) => only && onChange([{ ...only, method, amount: '' }]),
    [onChange, only],
  );
  const onAmount = useCallback(
    (amount: string) => only && onChange([{ ...only, amount }]),
    [onChange, only],
  );
  return (
    <Stack gap={8} component="section" aria-label="Payment">
      <PaymentHead onSplit={onSplit} disabled={disabled || totalCents === 0} />
      {!split && only ? (
        <>
          <MethodChoice method={only.method} onMethod={onMethod} disabled={disabled} />
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
          <Group key={p.key} gap={6} wrap="nowrap" align="flex-end">
            <Select
              label={i === 0 ? 'Method' : undefined}
              aria-label={`Payment ${i + 1} method`}
              data={[...PAYMENT_METHODS]}
              value={p.method}
              onChange={(v) =>
                v && onChange(changeRow(draft, p.key, { method: v as PaymentMethod }))
              }
              allowDeselect={false}
              w={110}
              disabled={disabled}
            />
            <NumberInput
              label={i === 0 ? 'Amount' : undefined}
              aria-label={`Payment ${i + 1} amount`}
              min={0}
              decimalScale={2}
              value={p.amount}
              onChange={(v) => onChange(changeRow(draft, p.key, { amount: amountText(v) }))}
              disabled={disabled}
              hideControls
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`Remove payment ${i + 1}`}
              onClick={() => onChange(removeRow(draft, p.key))}
              disabled={disabled}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))
      )}
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
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} size="sm">
        Payment
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={onSplit}
        disabled={disabled}
      >
        Split payment
      </Button>
    </Group>
  );
});

const METHODS = [...PAYMENT_METHODS];

const MethodChoice = memo(function MethodChoice({
  method,
  onMethod,
  disabled,
}: {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  return (
    <SegmentedControl
      aria-label="Payment method"
      data={METHODS}
      value={method}
      onChange={(v) => onMethod(v as PaymentMethod)}
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
  return (
    <NumberInput
      label="Cash tendered"
      description="Blank: the exact amount"
      placeholder="Exact amount"
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
  return (
    <Group gap={6} role="group" aria-label="Quick cash amounts">
      {quickCashAmounts(totalCents).map((cents, i) => (
        <Button
          key={cents}
          size="compact-sm"
          variant="default"
          onClick={() => onAmount(fromCents(cents).toFixed(2))}
          disabled={disabled || totalCents === 0}
        >
          {i === 0 ? `Exact ${formatMoney(fromCents(cents))}` : formatMoney(fromCents(cents))}
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
  if (state.ok) {
    return state.change > 0 ? (
      <Group justify="space-between" aria-live="polite">
        <Text fw={700}>Change due</Text>
        <Text fw={800} fz={28} data-testid="change-due">
          {money(state.change)}
        </Text>
      </Group>
    ) : null;
  }
  return (
    <Text size="sm" c="red.8" aria-live="polite">
      {split && left > 0 ? `${money(left)} left to pay. ` : ''}
      {state.message}
    </Text>
  );
}
