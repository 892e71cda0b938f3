import { Textarea, TextInput } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  type TInventoryItemRow,
  ZInventoryItemBody,
} from '@pos/contracts/inventory';
import type { TProductOption } from '@pos/contracts/products';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PICKER } from '../../api/options';
import {
  LOCATIONS_FAILED,
  LocationSelect,
  useLocations,
  usePreselectDefault,
} from '../../components/location-select';
import { ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useResourceForm } from '../../components/resource-list/use-resource-form';
import { locationIds, storeValue, warehouseValue } from '../../lib/locations';
import { itemLabel } from './inventory-cells';
import { ProductFields } from './product-fields';
import { parseQuantity } from './quantity';
import { locationError, QuantityInput } from './stock-fields';

const FIELDS = ['productId', 'variationId', 'quantity', 'remarks', 'storeId', 'warehouseId'];
const MESSAGES = {
  created: INVENTORY_MESSAGES.itemCreated,
  updated: INVENTORY_MESSAGES.itemUpdated,
};

/** The select's value of the row's location. */
function locationOf(item: TInventoryItemRow | null): string | null {
  if (item?.storeId) return storeValue(item.storeId);
  return item?.warehouseId ? warehouseValue(item.warehouseId) : null;
}

/**
 * Sets how many units of a product (or variation) a location holds; the API books the difference
 * in the ledger. Editing changes the quantity and remarks only: moving stock elsewhere is a
 * transfer, so product and location are shown, not editable.
 */
export function InventoryItemForm(props: ResourceFormProps<TInventoryItemRow>) {
  const { item } = props;
  const { t } = useTranslation('inventory');
  const isEdit = item !== null;
  const products = useOptions<TProductOption>(isEdit ? null : PRODUCT_PICKER);
  const locations = useLocations();
  const form = useResourceForm(props, {
    initial: {
      productId: item?.productId ?? null,
      variationId: item?.variationId ?? null,
      location: locationOf(item),
      quantity: item ? String(item.quantity) : '',
      remarks: item?.remarks ?? '',
    },
    schema: ZInventoryItemBody,
    toInput: ({ location, ...v }) => ({
      ...v,
      productId: v.productId ?? '',
      quantity: parseQuantity(v.quantity),
      remarks: v.remarks.trim() || null,
      ...locationIds(location),
    }),
    fields: FIELDS,
    messages: MESSAGES,
  });
  // A new item starts at the default store, as the API would pick with no location.
  const { setValues } = form;
  const preselect = useCallback(
    (location: string) => setValues((v) => ({ ...v, location })),
    [setValues],
  );
  usePreselectDefault(locations, preselect, isEdit);

  const loadError = products.error
    ? INVENTORY_MESSAGES.loadFailed
    : !isEdit && locations.failed
      ? LOCATIONS_FAILED
      : null;

  return (
    <ResourceFormFrame form={form} itemTitle={t('Inventory Item')} loadError={loadError}>
      {item ? (
        <>
          <TextInput label={t('Product')} value={itemLabel(item)} readOnly variant="filled" />
          <TextInput label={t('Location')} value={item.locationName} readOnly variant="filled" />
        </>
      ) : (
        <>
          <ProductFields
            products={products.data ?? []}
            loading={products.isLoading}
            productId={form.values.productId}
            variationId={form.values.variationId}
            onChange={(productId, variationId) => {
              form.setValues((v) => ({ ...v, productId, variationId }));
              form.clearErrors('productId', 'variationId');
            }}
            errors={form.errors}
            autoFocus
          />
          <LocationSelect
            locations={locations}
            label={t('Location')}
            placeholder={t('Default store')}
            description={t('Where the stock is: a store or a warehouse.')}
            {...form.field('location', ['storeId', 'warehouseId'])}
            error={locationError(form.errors)}
            clearable
          />
        </>
      )}
      <QuantityInput
        description={
          isEdit
            ? t('Units held now: {{quantity}}', { quantity: item.quantity })
            : t('Units held at this location.')
        }
        {...form.text('quantity')}
        data-autofocus={isEdit || undefined}
      />
      <Textarea
        label={t('Remarks')}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={500}
        {...form.text('remarks')}
      />
    </ResourceFormFrame>
  );
}
