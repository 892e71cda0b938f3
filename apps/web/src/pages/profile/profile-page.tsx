import { Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { PROFILE_MESSAGES, type TProfileUser } from '@pos/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../auth/session-context';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { getProfile } from './profile-api';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';

/** Account Settings (spec 2 §2): the profile card and its edit form, side by side on wide screens. */
export default function ProfilePage() {
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
    select: (answer) => answer.user,
    // The verified flag may have changed in the mail's tab since the last visit.
    staleTime: 0,
  });

  // The header reads the session's copy; keep it as fresh as what this page shows.
  useEffect(() => {
    if (profile.data) updateUser(profile.data);
  }, [profile.data, updateUser]);

  // The effect above then hands the saved user to the session, so the header shows it at once.
  const onSaved = (user: TProfileUser) => queryClient.setQueryData(queryKeys.profile, { user });

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
            Retry
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
          <ProfileForm key={user._id} user={user} onSaved={onSaved} />
        </Grid.Col>
      </Grid>
    );
  }

  return <PageFrame title="Account Settings">{body}</PageFrame>;
}
