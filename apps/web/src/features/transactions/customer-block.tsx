// i18n-pending — words still written here, not yet from the catalogs
import { Stack } from '@mantine/core';
import type { TTransaction } from '@pos/contracts/sales';
import { Block, Field } from './block';

/** Who bought: the customer's name and, when known, how to reach them. */
export function CustomerBlock({ customer }: { customer: NonNullable<TTransaction['customer']> }) {
  return (
    <Block title="Customer">
      <Stack gap="xs">
        <Field label="Name">{customer.name}</Field>
        {customer.email ? <Field label="Email">{customer.email}</Field> : null}
        {customer.phone ? <Field label="Phone">{customer.phone}</Field> : null}
      </Stack>
    </Block>
  );
}
