import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INVENTORY_MESSAGES,
  type TInventoryItemRow,
  type TTransferBody,
  ZTransferBody,
} from '@pos/contracts/inventory';
import type { TListResponse } from '@pos/contracts/list';
import type { TProductOption } from '@pos/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { api } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions } from '../../components/resource-list/resource-queries';
import { SAVE_FAILED } from '../../components/resource-list/use-form-submit';
import { type FieldErrors, issuesToFieldErrors, splitServerDetails } from '../../lib/form-errors';
import { PRODUCT_PICKER } from '../products/products-sources';
import { INVENTORY_API } from './inventory-sources';
import { LOCATIONS_FAILED, LocationSelect, useLocations } from './location-select';
import { locationIds, prefixedLocationIds } from './locations';
import { ProductFields } from './product-fields';
import { parseQuantity } from './quantity';
import { useStockMutation } from './stock-mutations';

const FIELDS = [
  'productId',
  'variationId',
  'quantity',
  'remarks',
  'fromStoreId',
  'fromWarehouseId',
  'toStoreId',
  'toWarehouseId',
];

function locationErrors(from: string | null, to: string | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!from) errors.fromStoreId = INVENTORY_MESSAGES.fromRequired;
  if (!to) errors.toStoreId = INVENTORY_MESSAGES.toRequired;
  if (from && from === to) errors.toStoreId = INVENTORY_MESSAGES.sameLocation;
  return errors;
}

/** Units of the item held at a location now (0 when it has none there); null while unknown. */
function useAvailable(productId: string | null, variationId: string | null, from: string | null) {
  const { storeId, warehouseId } = locationIds(from);
  const query = { productId, storeId, warehouseId, limit: 1000 };
  const enabled = Boolean(productId && (storeId || warehouseId));
  const levels = useQuery({
    queryKey: resourceKeys(INVENTORY_API.queryKeyRoot).list(query),
    queryFn: ({ signal }) =>
      api.get<TListResponse<TInventoryItemRow>>(INVENTORY_API.endpoint, query, { signal }),
    enabled,
  });
  if (!enabled || !levels.data) return null;
  const level = levels.data.data.find((r) => r.variationId === variationId);
  return level?.quantity ?? 0;
}

/** Moves units of one product (or variation) from one store or warehouse to another. */
export function TransferForm({ onClose }: { onClose: () => void }) {
  const products = useOptions<TProductOption>(PRODUCT_PICKER);
  const locations = useLocations();
  const [productId, setProductId] = useState<string | null>(null);
  const [variationId, setVariationId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const transfer = useStockMutation<TTransferBody>('/inventory-log/transfer');
  const available = useAvailable(productId, variationId, from);

  const clearError = (...fields: string[]) =>
    setErrors((e) => {
      if (!fields.some((f) => f in e)) return e;
      return Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k)));
    });

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZTransferBody.safeParse({
      productId: productId ?? '',
      variationId,
      quantity: parseQuantity(quantity) as number,
      remarks: remarks.trim() || null,
      ...prefixedLocationIds('from', from),
      ...prefixedLocationIds('to', to),
    });
    if (!parsed.success) {
      // The schema checks the locations only once every field is valid: say it all at once.
      const found = { ...locationErrors(from, to), ...issuesToFieldErrors(parsed.error.issues) };
      setErrors(found);
      setFormError(found._form ?? null);
      return;
    }
    setErrors({});
    setFormError(null);
    transfer.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: answer.message || INVENTORY_MESSAGES.transferDone,
        });
        onClose();
      },
      onError: (error) => {
        const { fieldErrors, unmatched } = splitServerDetails(
          error instanceof ApiError ? error.details : undefined,
          FIELDS,
        );
        setErrors(fieldErrors);
        setFormError(
          Object.keys(fieldErrors).length
            ? (unmatched[0] ?? null)
            : errorMessage(error, SAVE_FAILED),
        );
      },
    });
  };

  const loadError = products.error
    ? INVENTORY_MESSAGES.loadFailed
    : locations.failed
      ? LOCATIONS_FAILED
      : null;
  const busy = transfer.isPending;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={loadError} />
        <FormError message={formError} />
        <ProductFields
          products={products.data ?? []}
          loading={products.isLoading}
          productId={productId}
          variationId={variationId}
          onChange={(p, v) => {
            setProductId(p);
            setVariationId(v);
            clearError('productId', 'variationId');
          }}
          errors={errors}
          autoFocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LocationSelect
            locations={locations}
            label="From"
            required
            placeholder="Move stock from"
            description={available === null ? undefined : `Available here: ${available}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={from}
            onChange={(v) => {
              setFrom(v);
              clearError('fromStoreId', 'fromWarehouseId', 'toStoreId');
            }}
            error={errors.fromStoreId ?? errors.fromWarehouseId}
          />
          <LocationSelect
            locations={locations}
            label="To"
            required
            placeholder="Move stock to"
            value={to}
            onChange={(v) => {
              setTo(v);
              clearError('toStoreId', 'toWarehouseId');
            }}
            error={errors.toStoreId ?? errors.toWarehouseId}
          />
        </SimpleGrid>
        <TextInput
          label="Quantity"
          required
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.currentTarget.value);
            clearError('quantity');
          }}
          error={errors.quantity}
        />
        <TextInput
          label="Remarks"
          maxLength={500}
          value={remarks}
          onChange={(e) => {
            setRemarks(e.currentTarget.value);
            clearError('remarks');
          }}
          error={errors.remarks}
        />
        <FormActions submitLabel="Transfer Stock" busy={busy} onCancel={onClose} />
      </Stack>
    </form>
  );
}
