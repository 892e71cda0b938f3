import { Alert, Anchor, Text } from '@mantine/core';
import { canAccess, SCREENS } from '@pos/contracts/permissions';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/session-context';
import { SUBSCRIPTION_TAB_PATH } from '../lib/paths';

/**
 * DESIGN §8: an expired subscription still signs in and pays, but every other write is refused
 * (402). Everyone is told why their changes fail; those who may open the settings get the way
 * to renew.
 */
export function ExpiredBanner() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  if (user.subscription?.status !== 'expired') return null;
  // Others would only meet "Access Denied" behind the link.
  const mayRenew = canAccess(user, SCREENS.settings.access);
  return (
    <Alert
      // red.9: white text on it keeps a 4.5:1 contrast.
      color="red.9"
      variant="filled"
      mb="lg"
      icon={<IconAlertTriangle aria-hidden />}
      // It stays on every page: a landmark to find, not an alert announced at each navigation.
      role="region"
      aria-label={t('Subscription expired')}
    >
      <Text size="sm" c="white">
        {t('Your subscription has expired. Changes are blocked until it is renewed.')}
        {mayRenew ? (
          <>
            {' '}
            <Anchor
              component={Link}
              to={SUBSCRIPTION_TAB_PATH}
              c="white"
              fw={700}
              size="sm"
              underline="always"
            >
              {t('Upgrade')}
            </Anchor>
          </>
        ) : (
          ` ${t('Ask your administrator to renew it.')}`
        )}
      </Text>
    </Alert>
  );
}
