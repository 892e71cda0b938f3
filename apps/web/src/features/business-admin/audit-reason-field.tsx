import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';

/** The reason an operator's action on an organization is kept in the audit log with (required). */
export function AuditReasonField(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('business-admin');
  return (
    <Textarea
      label={t('Reason')}
      description={t('Kept in the audit log with your name.')}
      withAsterisk
      autosize
      minRows={2}
      maxLength={500}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error ? serverText(props.error) : null}
      data-autofocus={props.autoFocus || undefined}
    />
  );
}
