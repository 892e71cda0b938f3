import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * The last line of defence for a render error or a page chunk that failed to load (typically
 * after a new version was deployed): say so and offer a reload instead of a blank screen.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2}>{t('Something went wrong')}</Title>
        <Text c="dimmed">{t('This page could not be shown. Reloading usually fixes it.')}</Text>
        <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
      </Stack>
    </Center>
  );
}
