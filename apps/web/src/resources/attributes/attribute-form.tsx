import { Stack, TextInput } from '@mantine/core';
import { ATTRIBUTE_MESSAGES, type TAttributeRow, ZAttributeBody } from '@pos/contracts/attributes';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';

const FIELDS = ['name'] as const;

export function AttributeForm({ item, resource, onClose }: ResourceFormProps<TAttributeRow>) {
  const [name, setName] = useState(item?.name ?? '');
  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: ATTRIBUTE_MESSAGES,
    onDone: onClose,
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit(ZAttributeBody, { name });
      }}
      noValidate
    >
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Name"
          required
          placeholder="Size, Colour, Material..."
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearError('name');
          }}
          error={fieldErrors.name}
          data-autofocus
        />
        <FormActions itemTitle="Attribute" isEdit={item !== null} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
