import { Stack } from '@mantine/core';
import type { TTransaction } from '@pos/contracts/sales';
import { useTranslation } from 'react-i18next';
import { Block, Field } from './block';

/** Who bought: the customer's name and, when known, how to reach them. */
export function CustomerBlock({ customer }: { customer: NonNullable<TTransaction['customer']> }) {
  const { t } = useTranslation('transactions');
  return (
    <Block title={t('Customer')}>
      <Stack gap="xs">
        <Field label={t('Name')}>{customer.name}</Field>
        {customer.email ? <Field label={t('Email')}>{customer.email}</Field> : null}
        {customer.phone ? <Field label={t('Phone')}>{customer.phone}</Field> : null}
      </Stack>
    </Block>
  );
}
