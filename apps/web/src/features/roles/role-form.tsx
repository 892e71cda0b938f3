import { Alert, NumberInput } from '@mantine/core';
import { ROLE_MESSAGES, type TRoleRow, ZRoleBody } from '@pos/contracts/roles';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_OPTIONS } from '../../api/options';
import { PermissionChecklist, type PermissionItem } from '../../components/permission-checklist';
import {
  DescriptionInput,
  loadFailedText,
  NameInput,
  ResourceFormFrame,
} from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';

/** A role: name, description and the permissions it grants (spec 2 §2). */
export function RoleForm(props: ResourceFormProps<TRoleRow>) {
  const { t } = useTranslation('roles');
  const { item } = props;
  const isOwner = item?.isOwner ?? false;
  const allPermissions = useOptions<PermissionItem>(PERMISSION_OPTIONS);
  const form = useResourceForm(props, {
    initial: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      permissions: item?.permissions ?? [],
      maxDiscountPercent: item?.maxDiscountPercent ?? ('' as number | string),
    },
    schema: ZRoleBody,
    toInput: (v) => ({
      ...v,
      description: v.description.trim() || null,
      // Blank: no limit (docs/DESIGN.md, "Money"); the Owner has none.
      maxDiscountPercent:
        isOwner || v.maxDiscountPercent === '' ? null : Number(v.maxDiscountPercent),
      // The Owner's permissions cannot change; it is sent what it holds.
      permissions: isOwner ? (item?.permissions ?? []) : v.permissions,
    }),
    messages: ROLE_MESSAGES,
  });

  const loadError = allPermissions.error
    ? loadFailedText(t('Failed to load permissions for the form.'), allPermissions.error)
    : null;
  return (
    <ResourceFormFrame form={form} itemTitle={t('Role')} loadError={loadError}>
      <NameInput
        disabled={item?.isBuiltIn}
        description={item?.isBuiltIn ? t('Built-in roles keep their name.') : undefined}
        {...form.text('name')}
      />
      <DescriptionInput {...form.text('description')} />
      {isOwner ? null : (
        <NumberInput
          label={t('Discount limit (%)')}
          description={t(
            "The largest line or sale discount its users give without a manager's approval. Blank: no limit.",
          )}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={0}
          max={100}
          step={1}
          decimalScale={2}
          allowNegative={false}
          maw={260}
          {...form.field('maxDiscountPercent')}
        />
      )}
      {isOwner ? (
        <Alert variant="light" color="violet" icon={<IconCrown size={18} aria-hidden />}>
          {t('The Owner role always holds every permission.')}
        </Alert>
      ) : null}
      <PermissionChecklist
        label={t('Permissions')}
        permissions={allPermissions.data}
        failed={allPermissions.isError}
        allLocked={isOwner}
        {...form.field('permissions')}
      />
    </ResourceFormFrame>
  );
}
