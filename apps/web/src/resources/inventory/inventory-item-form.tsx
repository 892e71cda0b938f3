import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  type TInventoryItemRow,
  ZInventoryItemBody,
} from '@pos/contracts/inventory';
import type { TProductOption } from '@pos/contracts/products';
import { useEffect, useState } from 'react';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { useFormSubmit } from '../../components/resource-list/use-form-submit';
import { PRODUCT_PICKER } from '../products/products-sources';
import { itemLabel } from './inventory-cells';
import { LOCATIONS_FAILED, LocationSelect, useLocations } from './location-select';
import { locationIds, storeValue, warehouseValue } from './locations';
import { ProductFields } from './product-fields';
import { parseQuantity } from './quantity';

const FIELDS = ['productId', 'variationId', 'quantity', 'remarks', 'storeId', 'warehouseId'];
const MESSAGES = {
  created: INVENTORY_MESSAGES.itemCreated,
  updated: INVENTORY_MESSAGES.itemUpdated,
};

/**
 * Sets how many units of a product (or variation) a location holds; the API books the difference
 * in the ledger. Editing changes the quantity and remarks only: moving stock elsewhere is a
 * transfer, so product and location are shown, not editable.
 */
export function InventoryItemForm({
  item,
  resource,
  onClose,
}: ResourceFormProps<TInventoryItemRow>) {
  const isEdit = item !== null;
  const products = useOptions<TProductOption>(isEdit ? null : PRODUCT_PICKER);
  const locations = useLocations();
  const [productId, setProductId] = useState<string | null>(item?.productId ?? null);
  const [variationId, setVariationId] = useState<string | null>(item?.variationId ?? null);
  const [location, setLocation] = useState<string | null>(
    item?.storeId
      ? storeValue(item.storeId)
      : item?.warehouseId
        ? warehouseValue(item.warehouseId)
        : null,
  );
  const [quantity, setQuantity] = useState(item ? String(item.quantity) : '');
  const [remarks, setRemarks] = useState(item?.remarks ?? '');

  // A new item starts at the default store, as the API would pick with no location.
  const { defaultValue } = locations;
  const [located, setLocated] = useState(isEdit);
  useEffect(() => {
    if (!located && defaultValue) {
      setLocation(defaultValue);
      setLocated(true);
    }
  }, [located, defaultValue]);

  const { submit, fieldErrors, formError, busy, clearError } = useFormSubmit({
    resource,
    id: item?._id,
    fields: FIELDS,
    messages: MESSAGES,
    onDone: onClose,
  });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    submit(ZInventoryItemBody, {
      productId: productId ?? '',
      variationId,
      quantity: parseQuantity(quantity) as number,
      remarks: remarks.trim() || null,
      ...locationIds(location),
    });
  };

  const loadError = products.error
    ? INVENTORY_MESSAGES.loadFailed
    : !isEdit && locations.failed
      ? LOCATIONS_FAILED
      : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={loadError} />
        <FormError message={formError} />
        {item ? (
          <>
            <TextInput label="Product" value={itemLabel(item)} readOnly variant="filled" />
            <TextInput label="Location" value={item.locationName} readOnly variant="filled" />
          </>
        ) : (
          <>
            <ProductFields
              products={products.data ?? []}
              loading={products.isLoading}
              productId={productId}
              variationId={variationId}
              onChange={(p, v) => {
                setProductId(p);
                setVariationId(v);
                clearError('productId');
                clearError('variationId');
              }}
              errors={fieldErrors}
              autoFocus
            />
            <LocationSelect
              locations={locations}
              label="Location"
              placeholder="Default store"
              description="Where the stock is: a store or a warehouse."
              value={location}
              onChange={(v) => {
                setLocation(v);
                clearError('storeId');
                clearError('warehouseId');
              }}
              clearable
              error={fieldErrors.storeId ?? fieldErrors.warehouseId}
            />
          </>
        )}
        <TextInput
          label="Quantity"
          required
          description={isEdit ? `Units held now: ${item.quantity}` : 'Units held at this location.'}
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.currentTarget.value);
            clearError('quantity');
          }}
          error={fieldErrors.quantity}
          data-autofocus={isEdit || undefined}
        />
        <Textarea
          label="Remarks"
          autosize
          minRows={2}
          maxRows={4}
          maxLength={500}
          value={remarks}
          onChange={(e) => {
            setRemarks(e.currentTarget.value);
            clearError('remarks');
          }}
          error={fieldErrors.remarks}
        />
        <FormActions itemTitle="Inventory Item" isEdit={isEdit} busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
