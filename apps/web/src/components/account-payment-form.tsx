import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type TAccountPayment,
  type TAccountPaymentBody,
  ZAccountPaymentBody,
} from '@pos/contracts/customer-accounts';
import { fromCents } from '@pos/contracts/sale-totals';
import { PAYMENT_METHODS, type PaymentMethod, TENDER_LABELS } from '@pos/contracts/sales';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type Attempt, attemptKey } from '../lib/attempt-key';
import { msg, serverText } from '../lib/i18n';
import { useZodForm } from '../lib/use-zod-form';
import { type Figure, FigureTable } from './figure-table';
import { FormError } from './form-error';
import { amountOf, MoneyInput } from './money-input';
import { FormActions } from './resource-list/form-actions';

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
  const { t } = useTranslation('common');
  const methods = PAYMENT_METHODS.map((m) => ({ value: m, label: serverText(TENDER_LABELS[m]) }));
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
      form.serverError(error, msg('The payment could not be taken.'));
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    const p = done.data;
    const rows: Figure[] = [
      [
        t('Paid ({{method}})', { method: serverText(TENDER_LABELS[p.method]) }),
        formatMoney(p.amount),
      ],
      ...(p.change > 0
        ? ([[t('Change due'), formatMoney(p.change), { strong: true }]] as Figure[])
        : []),
      [t('Owes now'), formatMoney(p.balanceAfter), { strong: true }],
    ];
    return (
      <Stack gap="md" data-testid="account-payment-done">
        <Text role="status">{serverText(done.message)}</Text>
        <FigureTable title={t('Payment on account')} rows={rows} />
        {p.allocations.length ? (
          <Text size="sm" c="dimmed">
            {t('Settles {{charges}}.', {
              charges: p.allocations
                .map((a) =>
                  a.saleNumber
                    ? t('sale {{number}}', { number: a.saleNumber })
                    : t('an earlier charge'),
                )
                .join(', '),
            })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('Done')}
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
          <Trans
            t={t}
            i18nKey="Owes <strong>{{amount}}</strong>"
            values={{ amount: formatMoney(fromCents(owedCents)) }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <SegmentedControl
          aria-label={t('Paid by')}
          data={methods}
          fullWidth
          value={form.values.method}
          onChange={(v) => form.setField('method', v as PaymentMethod)}
          disabled={busy}
        />
        <MoneyInput
          label={t('Amount')}
          description={
            form.values.method === 'Cash'
              ? t('Cash handed over: more than is owed comes back as change')
              : t('At most what is owed')
          }
          currencySymbol={currencySymbol}
          data-autofocus
          disabled={busy}
          {...form.field('amount')}
        />
        <FormActions submitLabel={t('Take payment')} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
