import { NumberInput, Stack, Text } from '@mantine/core';
import type { TLoyalty } from '@pos/contracts/loyalty';
import { useTranslation } from 'react-i18next';
import { pointsCents, pointsStep } from './points';

/*
 * The register's Points tender (docs/guide/stored-value.md, "Loyalty points"): the cashier types
 * points, never money; what they pay is shown beside them, by the shop's terms.
 */

/** A whole number of points, typed. */
export function PointsField({
  label,
  value,
  onPoints,
  disabled,
  'aria-label': ariaLabel,
  step = 1,
}: {
  label?: string | undefined;
  value: string;
  onPoints: (text: string) => void;
  disabled: boolean;
  'aria-label'?: string;
  step?: number;
}) {
  return (
    <NumberInput
      label={label}
      aria-label={ariaLabel}
      min={0}
      step={step}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      value={value}
      onChange={(v) => onPoints(typeof v === 'number' ? String(v) : v.replaceAll(',', ''))}
      disabled={disabled}
      hideControls
      style={{ flex: 1 }}
    />
  );
}

/** One Points payment: the points to redeem, what they pay, what the customer holds. */
export function PointsPayment({
  points,
  onPoints,
  held,
  loyalty,
  money,
  disabled,
}: {
  points: string;
  onPoints: (text: string) => void;
  /** The customer's points (null while they are read). */
  held: number | null;
  loyalty: TLoyalty;
  money: (cents: number) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const n = Number(points);
  const cents = points.trim() !== '' && Number.isInteger(n) ? pointsCents(n, loyalty) : 0;
  return (
    <Stack gap={4}>
      <PointsField
        label={t('Points to redeem')}
        value={points}
        onPoints={onPoints}
        disabled={disabled}
        step={pointsStep(loyalty.redeemValue)}
      />
      <Text size="sm" aria-live="polite" data-testid="points-value">
        {t('Worth {{value}}', { value: money(cents) })}
        <Text span size="sm" c="dimmed">
          {held === null
            ? ` · ${t('reading the customer’s points…')}`
            : ` · ${t('holds {{held}} points · at least {{min}} at a time', {
                held: held.toLocaleString(),
                min: loyalty.minRedeem.toLocaleString(),
              })}`}
        </Text>
      </Text>
    </Stack>
  );
}
