import { Alert, Stack, Textarea, TextInput } from '@mantine/core';
import { ROLE_MESSAGES, type TRoleRow, ZRoleBody } from '@pos/contracts/roles';
import { IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { PermissionChecklist, type PermissionItem } from '../../components/permission-checklist';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';
import { PERMISSION_OPTIONS } from './roles-sources';

const FIELDS = ['name', 'description', 'permissions'] as const;

/** A role: name, description and the permissions it grants (spec 2 §2). */
export function RoleForm({ item, resource, onClose }: ResourceFormProps<TRoleRow>) {
  const isEdit = item !== null;
  const isOwner = item?.isOwner ?? false;
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(item?.permissions ?? []);
  const allPermissions = useOptions<PermissionItem>(PERMISSION_OPTIONS);

  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: ROLE_MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit(ZRoleBody, {
      name,
      description: description.trim() || null,
      // The Owner's permissions cannot change; it is sent what it holds.
      permissions: isOwner ? (item?.permissions ?? []) : permissions,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {allPermissions.error ? (
          <FormError
            message={`Failed to load permissions for the form. ${errorMessage(allPermissions.error, '')}`.trim()}
          />
        ) : null}
        <FormError message={formError} />
        <TextInput
          label="Name"
          required
          value={name}
          disabled={item?.isBuiltIn}
          description={item?.isBuiltIn ? 'Built-in roles keep their name.' : undefined}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearError('name');
          }}
          error={fieldErrors.name}
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
        {isOwner ? (
          <Alert variant="light" color="violet" icon={<IconCrown size={18} aria-hidden />}>
            The Owner role always holds every permission.
          </Alert>
        ) : null}
        <PermissionChecklist
          label="Permissions"
          permissions={allPermissions.data}
          failed={allPermissions.isError}
          value={permissions}
          allLocked={isOwner}
          onChange={(ids) => {
            setPermissions(ids);
            clearError('permissions');
          }}
          error={fieldErrors.permissions}
        />
        <FormActions itemTitle="Role" isEdit={isEdit} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
