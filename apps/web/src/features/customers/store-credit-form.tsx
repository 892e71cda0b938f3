import { SegmentedControl, Stack, TextInput } from '@mantine/core';
import { ZStoreCreditAdjustBody } from '@pos/contracts/stored-value';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { amountOf, MoneyInput } from '../../components/money-input';
import { FormActions } from '../../components/resource-list/form-actions';
import { msg } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm } from '../../lib/use-zod-form';
import { useAdjustStoreCredit } from './api';

const DIRECTIONS = [
  { value: 'add', label: msg('Add credit') },
  { value: 'remove', label: msg('Remove credit') },
];

/** "Adjust store credit": add or remove an amount, and why (docs/guide/stored-value.md). */
export function StoreCreditForm({
  customerId,
  currencySymbol,
  onClose,
}: {
  customerId: string;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const adjust = useAdjustStoreCredit(customerId);
  const form = useZodForm({
    initial: { direction: 'add' as 'add' | 'remove', amount: '' as number | string, reason: '' },
    schema: ZStoreCreditAdjustBody,
    toInput: (v) => ({ direction: v.direction, amount: amountOf(v.amount), reason: v.reason }),
  });
  const submit = form.handleSubmit((body) =>
    adjust.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
      },
      onError: (error) => form.serverError(error, t('The store credit could not be changed.')),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <SegmentedControl
          aria-label={t('Add or remove credit')}
          data={DIRECTIONS.map((d) => ({ ...d, label: t(d.label) }))}
          fullWidth
          value={form.values.direction}
          onChange={(v) => form.setField('direction', v as 'add' | 'remove')}
        />
        <MoneyInput
          label={t('Amount')}
          currencySymbol={currencySymbol}
          data-autofocus
          {...form.field('amount')}
        />
        <TextInput
          label={t('Reason')}
          required
          maxLength={500}
          placeholder={t('Why the credit changes (kept in the ledger and the audit log)')}
          {...form.text('reason')}
        />
        <FormActions
          submitLabel={form.values.direction === 'add' ? t('Add credit') : t('Remove credit')}
          busy={adjust.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
