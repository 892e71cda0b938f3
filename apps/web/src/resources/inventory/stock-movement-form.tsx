import { Alert, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  INVENTORY_MESSAGES,
  MOVEMENT_INPUT_TYPES,
  type TAddByBarcodeBody,
  type TStockHistoryRow,
  ZAddByBarcodeBody,
} from '@pos/contracts/inventory';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { FormActions } from '../../components/resource-list/form-actions';
import { SAVE_FAILED } from '../../components/resource-list/use-form-submit';
import { type FieldErrors, issuesToFieldErrors, splitServerDetails } from '../../lib/form-errors';
import { itemLabel } from './inventory-cells';
import { LOCATIONS_FAILED, LocationSelect, useLocations } from './location-select';
import { locationIds } from './locations';
import { parseQuantity } from './quantity';
import { useStockMutation } from './stock-mutations';

const FIELDS = ['barcode', 'quantity', 'type', 'storeId', 'warehouseId', 'remarks'];
/** Where focus goes after a failed check: the first field with a message. */
const FOCUS_ORDER = ['barcode', 'quantity', 'type'] as const;

const TYPE_OPTIONS = Object.entries(MOVEMENT_INPUT_TYPES).map(([value, t]) => ({
  value,
  label: t.label,
}));

/**
 * Stock in or out by barcode, built for a USB scanner (a keyboard that types the code and presses
 * Enter): Enter in the barcode moves on to the quantity, or books the movement when the quantity
 * is there already. After each movement the barcode and quantity are cleared, type and location
 * are kept and the barcode has focus again, so a clerk scans item after item.
 */
export function StockMovementForm({ onClose }: { onClose: () => void }) {
  const locations = useLocations();
  const [barcode, setBarcode] = useState('');
  const [quantity, setQuantity] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; row: TStockHistoryRow } | null>(null);
  const move = useStockMutation<TAddByBarcodeBody>('/inventory-log/add-by-barcode');

  const form = useRef<HTMLFormElement>(null);
  const refs = {
    barcode: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    type: useRef<HTMLInputElement>(null),
  };

  // The default store is preselected once the stores are known (no location means it too).
  const { defaultValue } = locations;
  const [located, setLocated] = useState(false);
  useEffect(() => {
    if (!located && defaultValue) {
      setLocation(defaultValue);
      setLocated(true);
    }
  }, [located, defaultValue]);

  const clearError = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _, ...rest } = e;
      return rest;
    });

  const focusFirstError = (found: FieldErrors) => {
    const first = FOCUS_ORDER.find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (move.isPending) return;
    setDone(null);
    const parsed = ZAddByBarcodeBody.safeParse({
      barcode,
      quantity: parseQuantity(quantity) as number,
      type: type ?? undefined,
      remarks: remarks.trim() || null,
      ...locationIds(location),
    });
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues);
      setErrors(found);
      setFormError(found._form ?? null);
      focusFirstError(found);
      return;
    }
    setErrors({});
    setFormError(null);
    move.mutate(parsed.data, {
      onSuccess: (answer) => {
        const row = answer.data[0];
        if (row) setDone({ message: answer.message || INVENTORY_MESSAGES.movementDone, row });
        setBarcode('');
        setQuantity('');
        refs.barcode.current?.focus();
      },
      onError: (error) => {
        const { fieldErrors, unmatched } = splitServerDetails(
          error instanceof ApiError ? error.details : undefined,
          FIELDS,
        );
        const message = errorMessage(error, SAVE_FAILED);
        if (Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          setFormError(unmatched[0] ?? null);
          focusFirstError(fieldErrors);
          return;
        }
        // An unknown code is said under the barcode; any refusal (not enough stock) above the
        // form. The code is selected either way, so the next scan replaces it.
        if (message === INVENTORY_MESSAGES.barcodeUnknown) setErrors({ barcode: message });
        else setFormError(message);
        refs.barcode.current?.select();
      },
    });
  };

  const onBarcodeKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter never submits from here by itself: an empty scan or a code without a quantity.
    e.preventDefault();
    if (!barcode.trim()) {
      setErrors((x) => ({ ...x, barcode: INVENTORY_MESSAGES.barcodeRequired }));
      return;
    }
    if (quantity.trim()) form.current?.requestSubmit();
    else refs.quantity.current?.focus();
  };

  const busy = move.isPending;
  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={locations.failed ? LOCATIONS_FAILED : null} />
        <FormError message={formError} />
        {done ? (
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
              Stock at {done.row.locationName}: {done.row.stockAfterMovement}
            </Text>
          </Alert>
        ) : null}
        <TextInput
          ref={refs.barcode}
          label="Barcode"
          required
          description="Scan, or type the SKU and press Enter."
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={barcode}
          onChange={(e) => {
            setBarcode(e.currentTarget.value);
            clearError('barcode');
          }}
          onKeyDown={onBarcodeKey}
          error={errors.barcode}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            ref={refs.quantity}
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
          <Select
            ref={refs.type}
            label="Type"
            required
            placeholder="Choose the movement"
            data={TYPE_OPTIONS}
            value={type}
            onChange={(v) => {
              setType(v);
              clearError('type');
            }}
            error={errors.type}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <LocationSelect
          locations={locations}
          label="Location"
          placeholder="Default store"
          value={location}
          onChange={(v) => {
            setLocation(v);
            clearError('storeId');
            clearError('warehouseId');
          }}
          clearable
          error={errors.storeId ?? errors.warehouseId}
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
        <FormActions
          submitLabel="Save Movement"
          cancelLabel="Close"
          busy={busy}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
