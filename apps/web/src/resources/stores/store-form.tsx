import { Alert, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { STORE_MESSAGES, type TStoreRow, ZStoreBody } from '@pos/contracts/stores';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';

const FIELDS = ['name', 'location', 'contactPerson', 'contactPhone', 'isActive', 'isDefault'];

/**
 * A store: name, location, contact, Active, and whether it is the default store (where product
 * stock and register sales go). The default can only be moved to a store, never switched off:
 * making another store the default is how it changes.
 */
export function StoreForm({ item, resource, onClose }: ResourceFormProps<TStoreRow>) {
  const isEdit = item !== null;
  const wasDefault = item?.isDefault ?? false;
  const [name, setName] = useState(item?.name ?? '');
  const [location, setLocation] = useState(item?.location ?? '');
  const [contactPerson, setContactPerson] = useState(item?.contactPerson ?? '');
  const [contactPhone, setContactPhone] = useState(item?.contactPhone ?? '');
  const [isActive, setIsActive] = useState(item?.isActive ?? true);
  const [makeDefault, setMakeDefault] = useState(false);
  const isDefault = wasDefault || makeDefault;

  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: STORE_MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit(ZStoreBody, {
      name,
      location: location.trim() || null,
      contactPerson: contactPerson.trim() || null,
      contactPhone: contactPhone.trim() || null,
      // The default store stays active (the API refuses otherwise).
      isActive: isDefault || isActive,
      ...(makeDefault ? { isDefault: true } : {}),
    });
  };

  const text =
    (field: string, set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
      set(e.currentTarget.value);
      clearError(field);
    };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Name"
          required
          maxLength={120}
          value={name}
          onChange={text('name', setName)}
          error={fieldErrors.name}
          data-autofocus
        />
        <TextInput
          label="Location"
          placeholder="Street, city"
          maxLength={300}
          value={location}
          onChange={text('location', setLocation)}
          error={fieldErrors.location}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Contact Person"
            maxLength={120}
            value={contactPerson}
            onChange={text('contactPerson', setContactPerson)}
            error={fieldErrors.contactPerson}
          />
          <TextInput
            label="Contact Phone"
            type="tel"
            inputMode="tel"
            maxLength={30}
            value={contactPhone}
            onChange={text('contactPhone', setContactPhone)}
            error={fieldErrors.contactPhone}
          />
        </SimpleGrid>
        {wasDefault ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            This is the default store: product stock and register sales go here, and it stays
            active. To change that, make another store the default.
          </Alert>
        ) : (
          <>
            <Switch
              label="Active"
              description={
                makeDefault
                  ? 'The default store is always active.'
                  : 'Inactive stores keep their history but take no new stock or sales.'
              }
              checked={makeDefault || isActive}
              disabled={makeDefault}
              onChange={(e) => {
                setIsActive(e.currentTarget.checked);
                clearError('isActive');
              }}
              error={fieldErrors.isActive}
            />
            <Switch
              label="Default store"
              description="Product stock and register sales will go to this store instead of the current default."
              checked={makeDefault}
              onChange={(e) => {
                setMakeDefault(e.currentTarget.checked);
                clearError('isDefault');
              }}
              error={fieldErrors.isDefault}
            />
          </>
        )}
        <FormActions itemTitle="Store" isEdit={isEdit} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
