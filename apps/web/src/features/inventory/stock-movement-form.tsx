import { Alert, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  MOVEMENT_INPUT_TYPES,
  type TStockHistoryRow,
  ZAddByBarcodeBody,
} from '@pos/contracts/inventory';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, hasErrorCode } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import {
  LOCATIONS_FAILED,
  LocationSelect,
  useLocations,
  usePreselectDefault,
} from '../../components/location-select';
import { FormActions } from '../../components/resource-list/form-actions';
import { SAVE_FAILED } from '../../components/resource-list/use-resource-form';
import type { FieldErrors } from '../../lib/form-errors';
import { msg } from '../../lib/i18n';
import { locationIds } from '../../lib/locations';
import { useZodForm } from '../../lib/use-zod-form';
import { type MovementAnswer, useMoveByBarcode } from './api';
import { itemLabel } from './inventory-cells';
import { parseQuantity } from './quantity';
import { locationError, QuantityInput, RemarksInput } from './stock-fields';

const FIELDS = ['barcode', 'quantity', 'type', 'unitCost', 'storeId', 'warehouseId', 'remarks'];
/** Where focus goes after a failed check: the first field with a message. */
const FOCUS_ORDER = ['barcode', 'quantity', 'type'] as const;

/** The movement types in words (the same words as the contracts' `MOVEMENT_INPUT_TYPES`). */
const TYPE_LABELS: Record<keyof typeof MOVEMENT_INPUT_TYPES, string> = {
  purchase: msg('Purchase (stock in)'),
  sale_return: msg('Sale return'),
  adjustment_in: msg('Adjustment in'),
  adjustment_out: msg('Adjustment out'),
  damage: msg('Damage'),
};
const TYPES = Object.keys(MOVEMENT_INPUT_TYPES) as (keyof typeof MOVEMENT_INPUT_TYPES)[];

interface Done {
  message: string;
  row: TStockHistoryRow;
}

/**
 * Stock in or out by barcode, built for a USB scanner (a keyboard that types the code and presses
 * Enter): Enter in the barcode moves on to the quantity, or books the movement when the quantity
 * is there already. After each movement the barcode and quantity are cleared, type and location
 * are kept and the barcode has focus again, so a clerk scans item after item.
 */
export function StockMovementForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const locations = useLocations();
  const form = useZodForm({
    initial: {
      barcode: '',
      quantity: '',
      type: null as string | null,
      location: null as string | null,
      /** A purchase's cost per unit (kept from scan to scan, like the type). */
      unitCost: '' as string | number,
      remarks: '',
    },
    schema: ZAddByBarcodeBody,
    toInput: ({ location, unitCost, ...v }) => ({
      ...v,
      quantity: parseQuantity(v.quantity),
      type: v.type ?? undefined,
      // Only a purchase has a cost; blank: the item's cost stays as it is.
      ...(v.type === 'purchase' && unitCost !== '' ? { unitCost: Number(unitCost) } : {}),
      remarks: v.remarks.trim() || null,
      ...locationIds(location),
    }),
    fields: FIELDS,
  });
  const [done, setDone] = useState<Done | null>(null);
  const move = useMoveByBarcode();

  const formRef = useRef<HTMLFormElement>(null);
  const refs = {
    barcode: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    type: useRef<HTMLInputElement>(null),
  };

  // The default store is preselected once the stores are known (no location means it too).
  const { setValues } = form;
  const preselect = useCallback(
    (location: string) => setValues((v) => ({ ...v, location })),
    [setValues],
  );
  usePreselectDefault(locations, preselect, false);

  const focusFirstError = (found: FieldErrors) => {
    const first = FOCUS_ORDER.find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  const onSaved = (answer: MovementAnswer) => {
    const row = answer.data[0];
    if (row) setDone({ message: answer.message || INVENTORY_MESSAGES.movementDone, row });
    setValues((v) => ({ ...v, barcode: '', quantity: '' }));
    refs.barcode.current?.focus();
  };

  const onFailed = (error: unknown) => {
    const byField = form.serverError(error, SAVE_FAILED);
    if (Object.keys(byField).length) return focusFirstError(byField);
    // An unknown code is said under the barcode; any refusal (not enough stock) above the
    // form. The code is selected either way, so the next scan replaces it.
    if (hasErrorCode(error, 'BARCODE_UNKNOWN')) {
      form.setFormError(null);
      form.setErrors({ barcode: errorMessage(error, INVENTORY_MESSAGES.barcodeUnknown) });
    }
    refs.barcode.current?.select();
  };

  const onSubmit = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (move.isPending) return;
    setDone(null);
    const check = form.validate();
    if (!check.ok) return focusFirstError(check.errors);
    move.mutate(check.data, { onSuccess: onSaved, onError: onFailed });
  };

  const onBarcodeKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter never submits from here by itself: an empty scan or a code without a quantity.
    e.preventDefault();
    if (!form.values.barcode.trim()) {
      form.setErrors((x) => ({ ...x, barcode: INVENTORY_MESSAGES.barcodeRequired }));
      return;
    }
    if (form.values.quantity.trim()) formRef.current?.requestSubmit();
    else refs.quantity.current?.focus();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={locations.failed ? LOCATIONS_FAILED : null} />
        <FormError message={form.formError} />
        {done ? <MovementDone done={done} /> : null}
        <TextInput
          ref={refs.barcode}
          label={t('Barcode')}
          required
          description={t('Scan, or type the SKU and press Enter.')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          {...form.text('barcode')}
          onKeyDown={onBarcodeKey}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <QuantityInput ref={refs.quantity} {...form.text('quantity')} />
          <Select
            ref={refs.type}
            label={t('Type')}
            required
            placeholder={t('Choose the movement')}
            data={TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
            {...form.field('type')}
          />
        </SimpleGrid>
        {form.values.type === 'purchase' ? (
          <NumberInput
            label={t('Unit cost')}
            description={t(
              "What one unit cost: the item's cost price moves to the average. Blank: unchanged.",
            )}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            step={0.01}
            decimalScale={4}
            min={0}
            allowNegative={false}
            {...form.field('unitCost')}
          />
        ) : null}
        <LocationSelect
          locations={locations}
          label={t('Location')}
          placeholder={t('Default store')}
          {...form.field('location', ['storeId', 'warehouseId'])}
          error={locationError(form.errors)}
          clearable
        />
        <RemarksInput {...form.text('remarks')} />
        <FormActions
          submitLabel={t('Save Movement')}
          cancelLabel={t('Close')}
          busy={move.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** What the last movement did: the item, the change and the stock now at the location. */
function MovementDone({ done }: { done: Done }) {
  const { t } = useTranslation('inventory');
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={done.message}
      role="status"
    >
      <Text size="sm">
        {itemLabel(done.row)}
        {done.row.productSku ? ` (${done.row.productSku})` : ''}:{' '}
        {done.row.quantityChanged > 0 ? '+' : ''}
        {done.row.quantityChanged}
      </Text>
      <Text size="sm" fw={600}>
        {t('Stock at {{location}}: {{stock}}', {
          location: done.row.locationName,
          stock: done.row.stockAfterMovement,
        })}
      </Text>
    </Alert>
  );
}
