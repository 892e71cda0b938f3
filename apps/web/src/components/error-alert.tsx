import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverText } from '../lib/i18n';
import { useSharedT } from './shared-text';

/**
 * The red "Error:" box of spec 1 §2, used wherever a screen failed to load. `message`: the API's
 * or a contract's sentence (shown through `server`), or a text already translated.
 */
export function ErrorAlert({ message }: { message: string }) {
  const t = useSharedT();
  return (
    <Alert color="red" variant="light" title={t('Error:')} icon={<IconAlertCircle aria-hidden />}>
      {t(serverText(message))}
    </Alert>
  );
}

/** A screen whose data could not be loaded: the error and a Retry Loading button (spec 2 §8). */
export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useSharedT();
  return (
    <Stack gap="sm">
      <ErrorAlert message={message} />
      <Group>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          {t('Retry Loading')}
        </Button>
      </Group>
    </Stack>
  );
}
