import { Text } from '@mantine/core';
import { useGeneralSettings } from '../auth/use-general-settings';

/** An amount in the organization's currency, 2 decimals, digits lined up. */
export function MoneyCell({ amount }: { amount: number }) {
  const { formatMoney } = useGeneralSettings();
  return (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(amount)}
    </Text>
  );
}
