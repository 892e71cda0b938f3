// i18n-pending — words still written here, not yet from the catalogs
import { TextInput } from '@mantine/core';

/** The customer's coupon code, at checkout and in Exchange mode; `error`: no promotion has it. */
export function CouponField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <TextInput
      label="Coupon code"
      placeholder="Optional"
      autoComplete="off"
      maxLength={40}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error ?? undefined}
      disabled={disabled}
    />
  );
}
