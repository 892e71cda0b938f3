import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverText } from '../lib/i18n';
import { useSharedT } from './shared-text';

/**
 * A form's failure message above its fields; nothing when there is none. `message`: the API's or
 * a contract's sentence (shown through `server`), a `common` key, or a text already translated.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  const t = useSharedT();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {t(serverText(message))}
    </Alert>
  );
}
