import { Avatar, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PROFILE_MESSAGES, type TProfileUser } from '@pos/contracts/auth';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { RoleBadge } from '../../components/role-badge';
import { notifySuccess } from '../../lib/notify-success';
import { resendVerification } from './api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function OrNotSet({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation('profile');
  return value?.trim() ? (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('Not set')}
    </Text>
  );
}

/** The read half of Account Settings: who the user is, and the e-mail's verification state. */
export function ProfileCard({ user }: { user: TProfileUser }) {
  const { t } = useTranslation('profile');
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => notifySuccess(message || PROFILE_MESSAGES.sent),
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('Profile')}>
      <Stack gap="md">
        <Stack align="center" gap={6}>
          <Avatar
            src={user.profilePic}
            name={user.name || user.username}
            color="initials"
            size={96}
            radius={96}
            alt={user.profilePic ? t('Photo of {{name}}', { name: user.name }) : undefined}
          />
          <Title order={2} fz="xl" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.username}
          </Text>
        </Stack>
        <Divider />
        <Row label={t('Email')}>
          <Group gap="xs" wrap="wrap">
            <OrNotSet value={user.email} />
            {user.email ? (
              <Badge color={user.isEmailVerified ? 'green' : 'orange'} variant="light" tt="none">
                {user.isEmailVerified ? t('Verified') : t('Not verified')}
              </Badge>
            ) : null}
          </Group>
        </Row>
        {user.email && !user.isEmailVerified ? (
          <Stack gap="xs">
            <FormError
              message={
                resend.isError ? failureText(resend.error, PROFILE_MESSAGES.sendFailed) : null
              }
            />
            <Button
              variant="light"
              size="xs"
              leftSection={<IconMailForward size={14} aria-hidden />}
              onClick={() => user.email && resend.mutate(user.email)}
              disabled={resend.isPending}
              aria-busy={resend.isPending}
            >
              {resend.isPending ? t('Sending...') : t('Resend verification email')}
            </Button>
          </Stack>
        ) : null}
        <Row label={t('Phone')}>
          <OrNotSet value={user.phone} />
        </Row>
        <Row label={t('Organization')}>
          <OrNotSet value={user.organizationName} />
        </Row>
        <Row label={t('Role')}>
          <RoleBadge role={user.role} />
        </Row>
      </Stack>
    </Paper>
  );
}
