import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_MESSAGES, type TProfileUser } from '@pos/contracts/auth';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../lib/notify-success';
import { useSaveProfile } from './api';

/** Who gets the low-stock digest: whoever manages inventory. */
export const getsDigest = (user: TProfileUser) => user.permissions.includes('manage_inventory');

/** Account Settings' opt-out of the daily low-stock digest e-mail. */
export function DigestCard({ user }: { user: TProfileUser }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfile();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('E-mails')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('E-mails')}
        </Title>
        <Switch
          label={t('Low-stock digest e-mail')}
          description={t(
            'Once a day, the items that went down to their reorder level, by location.',
          )}
          checked={save.isPending ? Boolean(save.variables?.lowStockDigest) : user.lowStockDigest}
          disabled={save.isPending}
          onChange={(e) =>
            save.mutate(
              { lowStockDigest: e.currentTarget.checked },
              {
                onSuccess: ({ user: saved }) =>
                  notifySuccess(
                    saved.lowStockDigest
                      ? t('You will get the low-stock digest.')
                      : t('You will no longer get the low-stock digest.'),
                  ),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: errorMessage(error, PROFILE_MESSAGES.updateFailed),
                  }),
              },
            )
          }
        />
        {user.email ? null : (
          <Text size="sm" c="dimmed">
            {t('Add an e-mail address to your account to receive it.')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
