import { Stack, Switch, TextInput } from '@mantine/core';
import { STORE_MESSAGES, type TWarehouseRow, ZWarehouseBody } from '@pos/contracts/stores';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';

const FIELDS = ['name', 'location', 'isActive'];
const MESSAGES = {
  created: STORE_MESSAGES.warehouseCreated,
  updated: STORE_MESSAGES.warehouseUpdated,
};

/** A warehouse: name, location and Active. */
export function WarehouseForm({ item, resource, onClose }: ResourceFormProps<TWarehouseRow>) {
  const isEdit = item !== null;
  const [name, setName] = useState(item?.name ?? '');
  const [location, setLocation] = useState(item?.location ?? '');
  const [isActive, setIsActive] = useState(item?.isActive ?? true);

  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit(ZWarehouseBody, { name, location: location.trim() || null, isActive });
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
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearError('name');
          }}
          error={fieldErrors.name}
          data-autofocus
        />
        <TextInput
          label="Location"
          placeholder="Street, city"
          maxLength={300}
          value={location}
          onChange={(e) => {
            setLocation(e.currentTarget.value);
            clearError('location');
          }}
          error={fieldErrors.location}
        />
        <Switch
          label="Active"
          description="Inactive warehouses keep their history but take no new stock."
          checked={isActive}
          onChange={(e) => {
            setIsActive(e.currentTarget.checked);
            clearError('isActive');
          }}
          error={fieldErrors.isActive}
        />
        <FormActions itemTitle="Warehouse" isEdit={isEdit} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
