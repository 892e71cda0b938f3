import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** A number of units, typed as text (the contracts' schemas word what is wrong with it). */
export function QuantityInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label="Quantity" required inputMode="numeric" autoComplete="off" {...props} />;
}

/** A movement's note for the ledger. */
export function RemarksInput(props: TextInputProps) {
  return <TextInput label="Remarks" maxLength={500} {...props} />;
}

/** The errors of a location select, which the API names by kind. */
export const locationError = (errors: Record<string, string>, prefix = '') =>
  prefix
    ? (errors[`${prefix}StoreId`] ?? errors[`${prefix}WarehouseId`])
    : (errors.storeId ?? errors.warehouseId);
