import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type TCustomerRow, ZCustomerBody } from '@pos/contracts/customers';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error';
import { amountOf, MoneyInput } from '../../components/money-input';
import { FormActions } from '../../components/resource-list/form-actions';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdateCustomer } from './api';

interface Values {
  name: string;
  email: string;
  phone: string;
  creditLimit: number | string;
}

/**
 * The customer's body as the form sends it: the credit limit only from whoever may set it
 * (manage_customer_accounts; the API refuses it from others), blank being no charge account
 * (docs/guide/stored-value.md, "Charge accounts").
 */
export function customerBodyOf(v: Values, withCreditLimit: boolean) {
  return {
    name: v.name,
    email: v.email.trim() || null,
    phone: v.phone.trim() || null,
    ...(withCreditLimit ? { creditLimit: amountOf(v.creditLimit) ?? null } : {}),
  };
}

/** "Edit customer": name, contact and — for a keeper of accounts — the credit limit. */
export function CustomerForm({
  customer,
  mayManageAccounts,
  currencySymbol,
  onClose,
}: {
  customer: TCustomerRow;
  mayManageAccounts: boolean;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const save = useUpdateCustomer(customer._id);
  const form = useZodForm({
    initial: (): Values => ({
      name: customer.name,
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      creditLimit: customer.creditLimit ?? '',
    }),
    schema: ZCustomerBody,
    toInput: (v) => customerBodyOf(v, mayManageAccounts),
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
      },
      onError: (error) => form.serverError(error, t('The customer could not be saved.')),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          label={t('Name')}
          required
          maxLength={120}
          data-autofocus
          {...form.text('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('Email')} type="email" {...form.text('email')} />
          <TextInput label={t('Phone')} type="tel" {...form.text('phone')} />
        </SimpleGrid>
        {mayManageAccounts ? (
          <MoneyInput
            label={t('Credit limit')}
            description={t('What the customer may owe on account. Empty: no charge account.')}
            currencySymbol={currencySymbol}
            required={false}
            {...form.field('creditLimit')}
          />
        ) : null}
        <FormActions isEdit busy={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
