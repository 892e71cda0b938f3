import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red "Error:" box of spec 1 §2, used wherever a screen failed to load. */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" title="Error:" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
