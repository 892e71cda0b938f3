import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  type TUserRow,
  USER_MESSAGES,
  ZUserCreateBody,
  ZUserUpdateBody,
} from '@pos/contracts/users';
import { useTranslation } from 'react-i18next';
import { PERMISSION_OPTIONS, ROLE_OPTIONS } from '../../api/options';
import { PermissionChecklist, type PermissionItem } from '../../components/permission-checklist';
import {
  loadFailedText,
  NameInput,
  ResourceFormFrame,
} from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { msg } from '../../lib/i18n';

const LOAD_FAILED = msg('Failed to load roles/permissions for the form.');

/** Spec 1 "User form": name, username, email, password, role and individual permissions. */
export function UserForm(props: ResourceFormProps<TUserRow>) {
  const { t } = useTranslation('users');
  const { item } = props;
  const isEdit = item !== null;
  const roles = useOptions(ROLE_OPTIONS);
  const allPermissions = useOptions<PermissionItem>(PERMISSION_OPTIONS);
  const loadError = roles.error ?? allPermissions.error;

  const form = useResourceForm(props, {
    initial: {
      name: item?.name ?? '',
      username: item?.username ?? '',
      email: item?.email ?? '',
      password: '',
      role: item?.userRole ?? null,
      permissions: item?.permissions ?? [],
    },
    schema: isEdit ? ZUserUpdateBody : ZUserCreateBody,
    toInput: ({ password, ...v }) => {
      const values = { ...v, role: v.role ?? '' };
      // A blank password on edit keeps the current one and is not sent (spec 1 §5).
      return isEdit && !password ? values : { ...values, password };
    },
    messages: USER_MESSAGES,
  });

  return (
    <ResourceFormFrame
      form={form}
      itemTitle={t('User')}
      loadError={loadError ? loadFailedText(t(LOAD_FAILED), loadError) : null}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameInput {...form.text('name')} />
        <TextInput label={t('Username')} required autoComplete="off" {...form.text('username')} />
        <TextInput label={t('Email')} type="email" autoComplete="off" {...form.text('email')} />
        <PasswordInput
          label={t('Password')}
          required={!isEdit}
          autoComplete="new-password"
          description={isEdit ? t('Leave blank to keep the current password.') : undefined}
          {...form.text('password')}
        />
      </SimpleGrid>
      <Select
        label={t('Role')}
        required
        placeholder={roles.isLoading ? t('Loading roles...') : t('Choose a role')}
        data={(roles.data ?? []).map((o) => ({
          value: o._id,
          label: ROLE_OPTIONS.label?.(o) ?? o.name,
        }))}
        {...form.field('role')}
        allowDeselect={false}
      />
      <PermissionChecklist
        label={t('Permissions')}
        description={t("Granted to this user in addition to the role's permissions.")}
        permissions={allPermissions.data}
        failed={allPermissions.isError}
        {...form.field('permissions')}
      />
    </ResourceFormFrame>
  );
}
