import { Alert, Anchor, Text } from '@mantine/core';
import { canAccess, SCREENS, TRIAL_BANNER_ROLES } from '@pos/contracts/permissions';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/session-context';
import { SUBSCRIPTION_TAB_PATH } from '../lib/paths';

function localDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString();
}

/** Spec 1 §1: Owner, organization admins and managers on a trial are asked to upgrade. */
export function TrialBanner() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const sub = user.subscription;
  // An ended trial is the expiry banner's to tell.
  if (!sub?.isTrial || sub.status === 'expired' || !TRIAL_BANNER_ROLES.includes(user.role ?? '')) {
    return null;
  }
  const until = localDate(sub.trialEndsAt);
  // A manager cannot open the settings; a link there would only lead to "Access Denied".
  const mayUpgrade = canAccess(user, SCREENS.settings.access);
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="lg"
      icon={<IconHourglassHigh aria-hidden />}
      // A standing notice, not an urgent message: keep it out of the "alert" role.
      role="region"
      aria-label={t('Trial period')}
    >
      <Text size="sm">
        {until
          ? t(
              'You are currently on a trial period until {{until}}. Upgrade your plan for uninterrupted service.',
              { until },
            )
          : t('You are currently on a trial period. Upgrade your plan for uninterrupted service.')}
        {mayUpgrade ? (
          <>
            {' '}
            <Anchor component={Link} to={SUBSCRIPTION_TAB_PATH} fw={600} size="sm">
              {t('Upgrade')}
            </Anchor>
          </>
        ) : null}
      </Text>
    </Alert>
  );
}
