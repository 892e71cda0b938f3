import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The whole-window wait, e.g. while the stored session is being checked (spec 1 §2). */
export function FullPageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text c="dimmed">{t('Loading...')}</Text>
      </Stack>
    </Center>
  );
}
