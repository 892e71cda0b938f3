import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  PERMISSION_MESSAGES,
  type TPermissionRow,
  ZPermissionBody,
} from '@pos/contracts/permission-entity';
import { useState } from 'react';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';

const FIELDS = ['permissionName', 'description'] as const;

/** A permission of the catalogue; the name is sent as `permissionName` (spec 2 §7). */
export function PermissionForm({ item, resource, onClose }: ResourceFormProps<TPermissionRow>) {
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: PERMISSION_MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit(ZPermissionBody, { permissionName: name, description: description.trim() || null });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Permission name"
          required
          placeholder="e.g. view_reports"
          value={name}
          disabled={item?.isBuiltIn}
          description={
            item?.isBuiltIn
              ? 'Built-in permissions keep their name.'
              : 'Lowercase letters, digits and underscores.'
          }
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearError('permissionName');
          }}
          error={fieldErrors.permissionName}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            clearError('description');
          }}
          error={fieldErrors.description}
        />
        <FormActions itemTitle="Permission" isEdit={item !== null} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
