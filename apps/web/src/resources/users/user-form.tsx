import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type TUserRow,
  USER_MESSAGES,
  ZUserCreateBody,
  ZUserUpdateBody,
} from '@pos/contracts/users';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { PermissionChecklist, type PermissionItem } from '../../components/permission-checklist';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';
import { PERMISSION_OPTIONS, ROLE_OPTIONS } from './users-sources';

const FIELDS = ['name', 'username', 'email', 'password', 'role', 'permissions'] as const;
const LOAD_FAILED = 'Failed to load roles/permissions for the form.';

/** Spec 1 "User form": name, username, email, password, role and individual permissions. */
export function UserForm({ item, resource, onClose }: ResourceFormProps<TUserRow>) {
  const isEdit = item !== null;
  const [name, setName] = useState(item?.name ?? '');
  const [username, setUsername] = useState(item?.username ?? '');
  const [email, setEmail] = useState(item?.email ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<string | null>(item?.userRole ?? null);
  const [permissions, setPermissions] = useState<string[]>(item?.permissions ?? []);

  const roles = useOptions(ROLE_OPTIONS);
  const allPermissions = useOptions<PermissionItem>(PERMISSION_OPTIONS);
  const loadError = roles.error ?? allPermissions.error;

  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: USER_MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const values = { name, username, email, role: role ?? '', permissions };
    if (!isEdit) submit(ZUserCreateBody, { ...values, password });
    // A blank password on edit keeps the current one and is not sent (spec 1 §5).
    else submit(ZUserUpdateBody, password ? { ...values, password } : values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {loadError ? (
          <FormError message={`${LOAD_FAILED} ${errorMessage(loadError, '')}`.trim()} />
        ) : null}
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clearError('name');
            }}
            error={fieldErrors.name}
            data-autofocus
          />
          <TextInput
            label="Username"
            required
            autoComplete="off"
            value={username}
            onChange={(e) => {
              setUsername(e.currentTarget.value);
              clearError('username');
            }}
            error={fieldErrors.username}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              clearError('email');
            }}
            error={fieldErrors.email}
          />
          <PasswordInput
            label="Password"
            required={!isEdit}
            autoComplete="new-password"
            description={isEdit ? 'Leave blank to keep the current password.' : undefined}
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              clearError('password');
            }}
            error={fieldErrors.password}
          />
        </SimpleGrid>
        <Select
          label="Role"
          required
          placeholder={roles.isLoading ? 'Loading roles...' : 'Choose a role'}
          data={(roles.data ?? []).map((o) => ({
            value: o._id,
            label: ROLE_OPTIONS.label?.(o) ?? o.name,
          }))}
          value={role}
          onChange={(v) => {
            setRole(v);
            clearError('role');
          }}
          allowDeselect={false}
          error={fieldErrors.role}
        />
        <PermissionChecklist
          label="Permissions"
          description="Granted to this user in addition to the role's permissions."
          permissions={allPermissions.data}
          failed={allPermissions.isError}
          value={permissions}
          onChange={(ids) => {
            setPermissions(ids);
            clearError('permissions');
          }}
          error={fieldErrors.permissions}
        />
        <FormActions itemTitle="User" isEdit={isEdit} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
