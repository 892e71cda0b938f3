import { Alert, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { STORE_MESSAGES, type TStoreRow, ZStoreBody } from '@pos/contracts/stores';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { NameAndLocationInputs } from './location-fields';

const orNull = (text: string) => text.trim() || null;

/**
 * A store: name, location, contact, Active, and whether it is the default store (where product
 * stock and register sales go). The default can only be moved to a store, never switched off:
 * making another store the default is how it changes.
 */
export function StoreForm(props: ResourceFormProps<TStoreRow>) {
  const { t } = useTranslation('stores');
  const { item } = props;
  const wasDefault = item?.isDefault ?? false;
  const form = useResourceForm(props, {
    initial: {
      name: item?.name ?? '',
      location: item?.location ?? '',
      contactPerson: item?.contactPerson ?? '',
      contactPhone: item?.contactPhone ?? '',
      isActive: item?.isActive ?? true,
      /** Make this store the default (an existing default stays one). */
      isDefault: false,
    },
    schema: ZStoreBody,
    toInput: (v) => ({
      name: v.name,
      location: orNull(v.location),
      contactPerson: orNull(v.contactPerson),
      contactPhone: orNull(v.contactPhone),
      // The default store stays active (the API refuses otherwise).
      isActive: wasDefault || v.isDefault || v.isActive,
      ...(v.isDefault ? { isDefault: true } : {}),
    }),
    messages: STORE_MESSAGES,
  });
  const makeDefault = form.values.isDefault;

  return (
    <ResourceFormFrame form={form} itemTitle={t('Store')}>
      <NameAndLocationInputs name={form.text('name')} location={form.text('location')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('Contact Person')} maxLength={120} {...form.text('contactPerson')} />
        <TextInput
          label={t('Contact Phone')}
          type="tel"
          inputMode="tel"
          maxLength={30}
          {...form.text('contactPhone')}
        />
      </SimpleGrid>
      {wasDefault ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t(
            'This is the default store: product stock and register sales go here, and it stays active. To change that, make another store the default.',
          )}
        </Alert>
      ) : (
        <>
          <Switch
            label={t('Active')}
            description={
              makeDefault
                ? t('The default store is always active.')
                : t('Inactive stores keep their history but take no new stock or sales.')
            }
            {...form.checkbox('isActive')}
            checked={makeDefault || form.values.isActive}
            disabled={makeDefault}
          />
          <Switch
            label={t('Default store')}
            description={t(
              'Product stock and register sales will go to this store instead of the current default.',
            )}
            {...form.checkbox('isDefault')}
          />
        </>
      )}
    </ResourceFormFrame>
  );
}
