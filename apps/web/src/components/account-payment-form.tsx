// i18n-pending — words still written here, not yet from the catalogs
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type TAccountPayment,
  type TAccountPaymentBody,
  ZAccountPaymentBody,
} from '@pos/contracts/customer-accounts';
import { fromCents } from '@pos/contracts/sale-totals';
import { PAYMENT_METHODS, type PaymentMethod, TENDER_LABELS } from '@pos/contracts/sales';
import { useState } from 'react';
import { type Attempt, attemptKey } from '../lib/attempt-key';
import { useZodForm } from '../lib/use-zod-form';
import { type Figure, FigureTable } from './figure-table';
import { FormError } from './form-error';
import { amountOf, MoneyInput } from './money-input';
import { FormActions } from './resource-list/form-actions';

const METHODS = PAYMENT_METHODS.map((m) => ({ value: m, label: TENDER_LABELS[m] }));

/** What a payment on account answers: the payment and the server's words for it. */
export type AccountPaymentAnswer = { data: TAccountPayment; message: string };

/**
 * "Payment on account" (docs/guide/stored-value.md, "Charge accounts"): money handed over for
 * what the customer owes — the register and the customer's page both take it, each through its
 * own request (`take`). Cash may be more than is owed: the answer's change is shown, with what
 * the customer owes after it.
 */
export function AccountPaymentForm({
  owedCents,
  currencySymbol,
  formatMoney,
  take,
  onClose,
}: {
  owedCents: number;
  currencySymbol: string;
  formatMoney: (n: number) => string;
  take: (body: TAccountPaymentBody, idempotencyKey: string) => Promise<AccountPaymentAnswer>;
  onClose: () => void;
}) {
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<AccountPaymentAnswer | null>(null);
  const form = useZodForm({
    initial: {
      method: 'Cash' as PaymentMethod,
      amount: (owedCents > 0 ? fromCents(owedCents).toFixed(2) : '') as number | string,
    },
    schema: ZAccountPaymentBody,
    toInput: (v) => ({ method: v.method, amount: amountOf(v.amount) }),
  });
  const submit = form.handleSubmit(async (body) => {
    const next = attemptKey(attempt, body);
    setAttempt(next);
    setBusy(true);
    try {
      setDone(await take(body, next.key));
      setAttempt(null);
    } catch (error) {
      form.serverError(error, 'The payment could not be taken.');
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    const p = done.data;
    const rows: Figure[] = [
      [`Paid (${TENDER_LABELS[p.method]})`, formatMoney(p.amount)],
      ...(p.change > 0
        ? ([['Change due', formatMoney(p.change), { strong: true }]] as Figure[])
        : []),
      ['Owes now', formatMoney(p.balanceAfter), { strong: true }],
    ];
    return (
      <Stack gap="md" data-testid="account-payment-done">
        <Text role="status">{done.message}</Text>
        <FigureTable title="Payment on account" rows={rows} />
        {p.allocations.length ? (
          <Text size="sm" c="dimmed">
            {`Settles ${p.allocations
              .map((a) => (a.saleNumber ? `sale ${a.saleNumber}` : 'an earlier charge'))
              .join(', ')}.`}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <Text size="sm">
          Owes <strong>{formatMoney(fromCents(owedCents))}</strong>
        </Text>
        <SegmentedControl
          aria-label="Paid by"
          data={METHODS}
          fullWidth
          value={form.values.method}
          onChange={(v) => form.setField('method', v as PaymentMethod)}
          disabled={busy}
        />
        <MoneyInput
          label="Amount"
          description={
            form.values.method === 'Cash'
              ? 'Cash handed over: more than is owed comes back as change'
              : 'At most what is owed'
          }
          currencySymbol={currencySymbol}
          data-autofocus
          disabled={busy}
          {...form.field('amount')}
        />
        <FormActions submitLabel="Take payment" busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
