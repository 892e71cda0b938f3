import { TextInput } from '@mantine/core';
import {
  PERMISSION_MESSAGES,
  type TPermissionRow,
  ZPermissionBody,
} from '@pos/contracts/permission-entity';
import { useTranslation } from 'react-i18next';
import {
  DescriptionInput,
  ResourceFormFrame,
} from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';

/** A permission of the catalogue; the name is sent as `permissionName` (spec 2 §7). */
export function PermissionForm(props: ResourceFormProps<TPermissionRow>) {
  const { t } = useTranslation('permissions');
  const { item } = props;
  const form = useResourceForm(props, {
    initial: { permissionName: item?.name ?? '', description: item?.description ?? '' },
    schema: ZPermissionBody,
    toInput: (v) => ({ ...v, description: v.description.trim() || null }),
    messages: PERMISSION_MESSAGES,
  });
  return (
    <ResourceFormFrame form={form} itemTitle={t('Permission')}>
      <TextInput
        label={t('Permission name')}
        required
        placeholder={t('e.g. {{example}}', { example: 'view_reports' })}
        disabled={item?.isBuiltIn}
        description={
          item?.isBuiltIn
            ? t('Built-in permissions keep their name.')
            : t('Lowercase letters, digits and underscores.')
        }
        {...form.text('permissionName')}
        data-autofocus
      />
      <DescriptionInput {...form.text('description')} />
    </ResourceFormFrame>
  );
}
