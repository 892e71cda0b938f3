// i18n-pending — words still written here, not yet from the catalogs
import { Center, Loader, Stack, Text } from '@mantine/core';

/** The whole-window wait, e.g. while the stored session is being checked (spec 1 §2). */
export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
