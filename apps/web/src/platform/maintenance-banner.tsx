import { Alert, Anchor, Text } from '@mantine/core';
import { isOperatorRole, SCREENS } from '@pos/contracts/permissions';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/session-context';
import { usePlatformInfo } from './platform-info';

/**
 * Operators keep working during maintenance, so nothing else would remind them that every
 * organization is locked out until they switch it off.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const { data, isPlaceholderData } = usePlatformInfo();
  if (!isOperatorRole(user.role) || isPlaceholderData || !data?.maintenanceMode) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="lg"
      icon={<IconTool aria-hidden />}
      // It stays on every page: a landmark to find, not an alert announced at each navigation.
      role="region"
      aria-label={t('Maintenance mode')}
    >
      <Text size="sm">
        <Text span fw={700} size="sm">
          {t('Maintenance mode is on.')}
        </Text>{' '}
        {t('Organization users see the maintenance page and cannot sign in.')}{' '}
        <Anchor component={Link} to={SCREENS.adminSettings.path} fw={600} size="sm">
          {t('Platform Settings')}
        </Anchor>
      </Text>
    </Alert>
  );
}
