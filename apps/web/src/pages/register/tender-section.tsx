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
import { memo } from 'react';
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
  formatMoney,
  disabled,
}: {
  draft: TenderDraft;
  onChange: (next: TenderDraft) => void;
  state: TenderState;
  totalCents: number;
  formatMoney: (n: number) => string;
  disabled: boolean;
}) {
  const split = draft.length > 1;
  const [only] = draft;
  const money = (cents: number) => formatMoney(fromCents(cents));
  return (
    <Stack gap={8} component="section" aria-label="Payment">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          Payment
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange(splitTender(draft))}
          disabled={disabled || totalCents === 0}
        >
          Split payment
        </Button>
      </Group>
      {!split && only ? (
        <>
          <SegmentedControl
            aria-label="Payment method"
            data={[...PAYMENT_METHODS]}
            value={only.method}
            onChange={(v) => onChange([{ ...only, method: v as PaymentMethod, amount: '' }])}
            fullWidth
            disabled={disabled}
          />
          {only.method === 'Cash' ? (
            <>
              <NumberInput
                label="Cash tendered"
                description="Blank: the exact amount"
                placeholder={fromCents(totalCents).toFixed(2)}
                min={0}
                decimalScale={2}
                value={only.amount}
                onChange={(v) => onChange([{ ...only, amount: amountText(v) }])}
                disabled={disabled}
                hideControls
              />
              <Group gap={6} role="group" aria-label="Quick cash amounts">
                {quickCashAmounts(totalCents).map((cents, i) => (
                  <Button
                    key={cents}
                    size="compact-sm"
                    variant="default"
                    onClick={() => onChange([{ ...only, amount: fromCents(cents).toFixed(2) }])}
                    disabled={disabled || totalCents === 0}
                  >
                    {i === 0 ? `Exact ${money(cents)}` : money(cents)}
                  </Button>
                ))}
              </Group>
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
