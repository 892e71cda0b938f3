import { Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { PROFILE_MESSAGES } from '@pos/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-context';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { profileQuery } from './api';
import { DigestCard, getsDigest } from './digest-card';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';
import { canApprove, RegisterPinCard } from './register-pin-card';

/** Account Settings (spec 2 §2): the profile card and its edit form, side by side on wide screens. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { updateUser } = useSession();
  const profile = useQuery(profileQuery());

  // The header reads the session's copy; keep it as fresh as what this page shows (a save
  // puts the stored user in the cache, so the header shows it at once).
  useEffect(() => {
    if (profile.data) updateUser(profile.data);
  }, [profile.data, updateUser]);

  let body: React.ReactNode;
  if (profile.isPending) {
    body = (
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={380} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={380} />
        </Grid.Col>
      </Grid>
    );
  } else if (profile.isError) {
    body = (
      <Stack gap="sm">
        <ErrorAlert message={PROFILE_MESSAGES.loadFailed} />
        <Group>
          <Button
            variant="default"
            onClick={() => void profile.refetch()}
            loading={profile.isFetching}
          >
            {t('Retry')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    const user = profile.data;
    body = (
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <ProfileCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            <ProfileForm key={user._id} user={user} />
            {canApprove(user) ? <RegisterPinCard user={user} /> : null}
            {getsDigest(user) ? <DigestCard user={user} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  return <PageFrame title={t('Account Settings')}>{body}</PageFrame>;
}
