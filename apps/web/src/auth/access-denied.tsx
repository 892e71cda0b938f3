import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AccessDenied({ permission }: { permission: string | null }) {
  const { t } = useTranslation('common');
  return (
    <Center py={64}>
      <Paper withBorder p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconLock size={30} aria-hidden />
          </ThemeIcon>
          {/* The page's own heading: the screen it stands in for has none of its own. */}
          <Title order={1} fz="h2">
            {t('Access Denied')}
          </Title>
          <Text c="dimmed">
            {t('You do not have the necessary permission to view this page: "{{permission}}".', {
              permission: permission ?? '',
            })}
          </Text>
          <Button component={Link} to="/dashboard">
            {t('Go to Dashboard')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
