import { Badge, Text } from '@mantine/core';
import { overShort, type ShiftStatus } from '@pos/contracts/shifts';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { serverText } from '../../lib/i18n';

/** A shift's status: open (green, still taking sales) or closed (grey). */
export function ShiftStatusBadge({ status }: { status: ShiftStatus }) {
  const { t } = useTranslation('shifts');
  return (
    <Badge color={status === 'open' ? 'green' : 'gray'} variant="light" tt="none" radius="sm">
      {status === 'open' ? t('Open') : t('Closed')}
    </Badge>
  );
}

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** An amount in the organization's currency, or a dimmed dash while it is not known. */
export function AmountText({ amount }: { amount: number | null }) {
  const { formatMoney } = useGeneralSettings();
  if (amount === null) {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Text span size="sm" style={numeric}>
      {formatMoney(amount)}
    </Text>
  );
}

/** Counted less expected: "Over $5.00" in green, "Short $2.50" in red, "Even". */
export function DifferenceText({
  difference,
  size = 'sm',
}: {
  difference: number | null;
  size?: string;
}) {
  const { formatMoney } = useGeneralSettings();
  if (difference === null) return <AmountText amount={null} />;
  const color = difference > 0 ? 'green' : difference < 0 ? 'red' : undefined;
  return (
    <Text span size={size} fw={difference === 0 ? undefined : 600} c={color} style={numeric}>
      {serverText(overShort(difference, formatMoney))}
    </Text>
  );
}
