import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('register');
  return (
    <TextInput
      label={t('Coupon code')}
      placeholder={t('Optional')}
      autoComplete="off"
      maxLength={40}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error ? t(error) : undefined}
      disabled={disabled}
    />
  );
}
