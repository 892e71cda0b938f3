import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A quantity, typed as text (the contracts' schemas word what is wrong with it): whole units,
 * or 3 decimals of an item sold by a measure.
 */
export function QuantityInput(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('inventory');
  return (
    <TextInput label={t('Quantity')} required inputMode="decimal" autoComplete="off" {...props} />
  );
}

/** A movement's note for the ledger. */
export function RemarksInput(props: TextInputProps) {
  const { t } = useTranslation('inventory');
  return <TextInput label={t('Remarks')} maxLength={500} {...props} />;
}

/** The errors of a location select, which the API names by kind. */
export const locationError = (errors: Record<string, string>, prefix = '') =>
  prefix
    ? (errors[`${prefix}StoreId`] ?? errors[`${prefix}WarehouseId`])
    : (errors.storeId ?? errors.warehouseId);
