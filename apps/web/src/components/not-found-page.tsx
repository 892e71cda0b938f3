import { Button, Center, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconError404 } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../auth/session-context';

/**
 * An address no page answers: said so, with the way home — the dashboard when signed in, the
 * sign-in page when not — instead of a silent redirect that leaves a mistyped link unexplained.
 */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const { pathname } = useLocation();
  const home =
    status === 'authenticated'
      ? { to: '/dashboard', label: t('Go to Dashboard') }
      : { to: '/login', label: t('Go to sign in') };
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconError404 size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {t('Page not found')}
          </Title>
          <Text c="dimmed">
            <Trans
              t={t}
              i18nKey="There is no page at <code>{{pathname}}</code>. The link may be mistyped, or the page may have moved."
              values={{ pathname }}
              components={{ code: <Code /> }}
            />
          </Text>
          <Button component={Link} to={home.to}>
            {home.label}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
