import { Box, Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../layout/brand';
import { serverText } from '../lib/i18n';

interface MaintenancePageProps {
  /** The platform's maintenance message. */
  message: string;
  /** Asks the platform again; the app comes back by itself once maintenance is over. */
  onRetry: () => void;
  checking: boolean;
  /** Set once a re-check found maintenance still on, so the click visibly did something. */
  stillOnAt: Date | null;
  onSignOut: () => void;
}

/** Replaces the whole signed-in app for organization users while the platform is in maintenance. */
export function MaintenancePage({
  message,
  onRetry,
  checking,
  stillOnAt,
  onSignOut,
}: MaintenancePageProps) {
  const { t } = useTranslation('common');
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={520}>
        <Stack gap="lg">
          <Box>
            <Brand />
          </Box>
          <Stack gap="md" align="center" ta="center">
            <ThemeIcon size={64} radius="xl" color="orange" variant="light" aria-hidden>
              <IconTool size={34} stroke={1.6} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t('Down for maintenance')}
            </Title>
            {/* Read out when the page replaces the app, and again when a re-check changes it. */}
            <Text size="md" role="status" style={{ whiteSpace: 'pre-line' }}>
              {serverText(message)}
            </Text>
            {stillOnAt && !checking ? (
              <Text size="sm" c="dimmed">
                {t(
                  'Still in maintenance at {{time}}. This page comes back by itself when it is over.',
                  { time: stillOnAt.toLocaleTimeString() },
                )}
              </Text>
            ) : null}
          </Stack>
          <Group justify="center" gap="sm">
            <Button onClick={onRetry} loading={checking}>
              {t('Try again')}
            </Button>
            <Button variant="default" onClick={onSignOut}>
              {t('Sign out')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
