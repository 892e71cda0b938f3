import { Switch } from '@mantine/core';
import { STORE_MESSAGES, type TWarehouseRow, ZWarehouseBody } from '@pos/contracts/stores';
import { useTranslation } from 'react-i18next';
import { ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { NameAndLocationInputs } from './location-fields';

const MESSAGES = {
  created: STORE_MESSAGES.warehouseCreated,
  updated: STORE_MESSAGES.warehouseUpdated,
};

/** A warehouse: name, location and Active. */
export function WarehouseForm(props: ResourceFormProps<TWarehouseRow>) {
  const { t } = useTranslation('stores');
  const { item } = props;
  const form = useResourceForm(props, {
    initial: {
      name: item?.name ?? '',
      location: item?.location ?? '',
      isActive: item?.isActive ?? true,
    },
    schema: ZWarehouseBody,
    toInput: (v) => ({ ...v, location: v.location.trim() || null }),
    messages: MESSAGES,
  });
  return (
    <ResourceFormFrame form={form} itemTitle={t('Warehouse')}>
      <NameAndLocationInputs name={form.text('name')} location={form.text('location')} />
      <Switch
        label={t('Active')}
        description={t('Inactive warehouses keep their history but take no new stock.')}
        {...form.checkbox('isActive')}
      />
    </ResourceFormFrame>
  );
}
