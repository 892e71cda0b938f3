import { SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../lib/i18n';
import { customerSearchQuery } from './api';
import type { CustomerChoice } from './cart';
import { useLocalRegisterData } from './offline/local-register-context';

export type CustomerErrors = Partial<Record<'customerId' | 'name' | 'email' | 'phone', string>>;

const KINDS = [
  { value: 'walk-in', label: msg('Walk-in') },
  { value: 'existing', label: msg('Existing') },
  { value: 'new', label: msg('New') },
];

/** Walk-in by default; or an existing customer (searched); or a new one made with the sale. */
export const CustomerSection = memo(function CustomerSection({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: CustomerChoice;
  onChange: (next: CustomerChoice) => void;
  errors: CustomerErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const kinds = useMemo(() => KINDS.map((k) => ({ ...k, label: t(k.label) })), [t]);
  const setKind = (kind: string) => {
    if (kind === value.kind) return;
    if (kind === 'existing') onChange({ kind: 'existing', customerId: null });
    else if (kind === 'new') onChange({ kind: 'new', name: '', email: '', phone: '' });
    else onChange({ kind: 'walk-in' });
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('Customer')}
        data={kinds}
        value={value.kind}
        onChange={setKind}
        fullWidth
        disabled={disabled}
      />
      {value.kind === 'existing' ? (
        <ExistingCustomer
          customerId={value.customerId}
          name={value.name}
          onChange={(customerId) => onChange({ kind: 'existing', customerId })}
          error={errors.customerId}
          disabled={disabled}
        />
      ) : null}
      {value.kind === 'new' ? (
        <Stack gap="xs">
          <TextInput
            label={t('Customer name')}
            required
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
            error={errors.name}
            disabled={disabled}
            autoComplete="off"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={t('Email')}
              type="email"
              value={value.email}
              onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
              error={errors.email}
              disabled={disabled}
              autoComplete="off"
            />
            <TextInput
              label={t('Phone')}
              type="tel"
              value={value.phone}
              onChange={(e) => onChange({ ...value, phone: e.currentTarget.value })}
              error={errors.phone}
              disabled={disabled}
              autoComplete="off"
            />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
});

function ExistingCustomer({
  customerId,
  name,
  onChange,
  error,
  disabled,
}: {
  customerId: string | null;
  /** The customer's name when it is not from a search here (a resumed parked sale). */
  name?: string;
  onChange: (id: string | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // The picked one stays an option while other searches run.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const local = useLocalRegisterData();
  // The register's copy once it holds the customers; the server until then.
  const customers = useQuery(customerSearchQuery(debounced, local?.ready ? local : null));
  const options = (customers.data?.data ?? []).map((c) => ({
    value: c._id,
    label: [c.name, c.phone || c.email].filter(Boolean).join(' · '),
  }));
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  if (customerId && name && !options.some((o) => o.value === customerId)) {
    options.unshift({ value: customerId, label: name });
  }
  return (
    <Select
      label={t('Find a customer')}
      placeholder={t('Name, email or phone')}
      searchable
      clearable
      data={options}
      value={customerId}
      onChange={(id, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        onChange(id);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={customers.isFetching ? t('Searching...') : t('No customers found')}
      error={error ?? (customers.isError ? t('Customers could not be loaded.') : undefined)}
      disabled={disabled}
    />
  );
}
