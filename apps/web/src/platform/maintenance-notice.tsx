import { Alert, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/i18n';
import { useMaintenanceMessage } from './use-maintenance-message';

/**
 * The sign-in page during maintenance: organization users are refused until it is over, so they
 * are told why before they try; operators read it and sign in anyway.
 */
export function MaintenanceNotice() {
  const { t } = useTranslation('common');
  const { message } = useMaintenanceMessage(false);
  if (!message) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconTool aria-hidden />}
      title={t('Down for maintenance')}
      // Named by its title; read out when it appears after a refused sign-in.
      role="status"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {serverText(message)}
      </Text>
    </Alert>
  );
}
