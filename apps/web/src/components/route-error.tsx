// i18n-pending — words still written here, not yet from the catalogs
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * The last line of defence for a render error or a page chunk that failed to load (typically
 * after a new version was deployed): say so and offer a reload instead of a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
