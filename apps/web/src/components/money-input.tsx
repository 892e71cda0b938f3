import { NumberInput, type NumberInputProps, Text } from '@mantine/core';

/**
 * A typed amount as the contract takes it: empty is missing, a number is that number. The
 * number field hands over text where a number would lose how it was typed ("115.50").
 */
export function amountOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.replaceAll(',', '').trim();
  if (text === '') return undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A money field: the currency in front, cents at most, never below zero. */
export function MoneyInput({
  currencySymbol,
  ...rest
}: NumberInputProps & { currencySymbol: string; 'data-autofocus'?: boolean }) {
  return (
    <NumberInput
      required
      leftSection={<Text size="sm">{currencySymbol}</Text>}
      decimalScale={2}
      min={0}
      allowNegative={false}
      thousandSeparator=","
      {...rest}
    />
  );
}
