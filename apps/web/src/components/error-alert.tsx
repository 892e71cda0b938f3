// i18n-pending — words still written here, not yet from the catalogs
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red "Error:" box of spec 1 §2, used wherever a screen failed to load. */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" title="Error:" icon={<IconAlertCircle aria-hidden />}>
      {message}
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
  return (
    <Stack gap="sm">
      <ErrorAlert message={message} />
      <Group>
        <Button variant="default" onClick={onRetry} loading={retrying}>
          Retry Loading
        </Button>
      </Group>
    </Stack>
  );
}
