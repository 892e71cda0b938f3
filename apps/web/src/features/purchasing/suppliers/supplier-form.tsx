import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { SUPPLIER_MESSAGES, type TSupplierRow, ZSupplierBody } from '@pos/contracts/suppliers';
import { useTranslation } from 'react-i18next';
import {
  NameInput,
  ResourceFormFrame,
} from '../../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../../components/resource-list/types';
import { useResourceForm } from '../../../components/resource-list/use-resource-form';

const orNull = (text: string) => text.trim() || null;

/** A supplier with whom to reach and how long they take to deliver. */
export function SupplierForm(props: ResourceFormProps<TSupplierRow>) {
  const { item } = props;
  const { t } = useTranslation('purchasing');
  const form = useResourceForm(props, {
    initial: {
      name: item?.name ?? '',
      contactName: item?.contactName ?? '',
      email: item?.email ?? '',
      phone: item?.phone ?? '',
      address: item?.address ?? '',
      leadTimeDays: (item?.leadTimeDays ?? '') as number | string,
      notes: item?.notes ?? '',
    },
    schema: ZSupplierBody,
    toInput: (v) => ({
      name: v.name,
      contactName: orNull(v.contactName),
      email: v.email.trim(),
      phone: orNull(v.phone),
      address: orNull(v.address),
      leadTimeDays: v.leadTimeDays === '' ? null : Number(v.leadTimeDays),
      notes: orNull(v.notes),
    }),
    messages: SUPPLIER_MESSAGES,
  });
  return (
    <ResourceFormFrame form={form} itemTitle={t('Supplier')}>
      <NameInput
        placeholder="Nordic Wool Co" // i18n-ignore
        {...form.text('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('Contact name')} autoComplete="off" {...form.text('contactName')} />
        <TextInput label={t('Email')} type="email" autoComplete="off" {...form.text('email')} />
        <TextInput label={t('Phone')} type="tel" autoComplete="off" {...form.text('phone')} />
        <NumberInput
          label={t('Lead time (days)')}
          description={t('From ordering to delivery')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          step={1}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          {...form.field('leadTimeDays')}
        />
      </SimpleGrid>
      <Textarea label={t('Address')} autosize minRows={2} maxRows={5} {...form.text('address')} />
      <Textarea label={t('Notes')} autosize minRows={2} maxRows={6} {...form.text('notes')} />
    </ResourceFormFrame>
  );
}
