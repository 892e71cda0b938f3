import { SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVENTORY_MESSAGES, ZTransferBody } from '@pos/contracts/inventory';
import type { TProductOption } from '@pos/contracts/products';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PICKER } from '../../api/options';
import { LOCATIONS_FAILED, LocationSelect, useLocations } from '../../components/location-select';
import { ResourceFormFrame } from '../../components/resource-list/resource-form-frame';
import { useOptions } from '../../components/resource-list/resource-queries';
import { SAVE_FAILED } from '../../components/resource-list/use-resource-form';
import type { FieldErrors } from '../../lib/form-errors';
import { prefixedLocationIds } from '../../lib/locations';
import { useZodForm } from '../../lib/use-zod-form';
import { useAvailable, useTransfer } from './api';
import { ProductFields } from './product-fields';
import { parseQuantity } from './quantity';
import { locationError, QuantityInput, RemarksInput } from './stock-fields';

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

/** Moves units of one product (or variation) from one store or warehouse to another. */
export function TransferForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const products = useOptions<TProductOption>(PRODUCT_PICKER);
  const locations = useLocations();
  const form = useZodForm({
    initial: {
      productId: null as string | null,
      variationId: null as string | null,
      from: null as string | null,
      to: null as string | null,
      quantity: '',
      remarks: '',
    },
    schema: ZTransferBody,
    toInput: ({ from, to, ...v }) => ({
      ...v,
      productId: v.productId ?? '',
      quantity: parseQuantity(v.quantity),
      remarks: v.remarks.trim() || null,
      ...prefixedLocationIds('from', from),
      ...prefixedLocationIds('to', to),
    }),
    fields: FIELDS,
  });
  const { productId, variationId, from, to } = form.values;
  const transfer = useTransfer();
  const available = useAvailable(productId, variationId, from);

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    const check = form.validate();
    if (!check.ok) {
      // The schema checks the locations only once every field is valid: say it all at once.
      form.showErrors({ ...locationErrors(from, to), ...check.errors });
      return;
    }
    transfer.mutate(check.data, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          message: answer.message || INVENTORY_MESSAGES.transferDone,
        });
        onClose();
      },
      onError: (error) => form.serverError(error, SAVE_FAILED),
    });
  };

  const loadError = products.error
    ? INVENTORY_MESSAGES.loadFailed
    : locations.failed
      ? LOCATIONS_FAILED
      : null;

  return (
    <ResourceFormFrame
      form={{ submit, formError: form.formError, busy: transfer.isPending, close: onClose }}
      submitLabel={t('Transfer Stock')}
      loadError={loadError}
    >
      <ProductFields
        products={products.data ?? []}
        loading={products.isLoading}
        productId={productId}
        variationId={variationId}
        onChange={(p, v) => {
          form.setValues((values) => ({ ...values, productId: p, variationId: v }));
          form.clearErrors('productId', 'variationId');
        }}
        errors={form.errors}
        autoFocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <LocationSelect
          locations={locations}
          label={t('From')}
          required
          placeholder={t('Move stock from')}
          description={
            available === null ? undefined : t('Available here: {{available}}', { available })
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.field('from', ['fromStoreId', 'fromWarehouseId', 'toStoreId'])}
          error={locationError(form.errors, 'from')}
        />
        <LocationSelect
          locations={locations}
          label={t('To')}
          required
          placeholder={t('Move stock to')}
          {...form.field('to', ['toStoreId', 'toWarehouseId'])}
          error={locationError(form.errors, 'to')}
        />
      </SimpleGrid>
      <QuantityInput {...form.text('quantity')} />
      <RemarksInput {...form.text('remarks')} />
    </ResourceFormFrame>
  );
}
