import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server answers once (an API key, a webhook's signing secret): what was made, the
 * secret to copy, how it is used, and Done. Nothing shows it again once this closes.
 */
export function SecretShownOnce({
  title,
  children,
  secret,
  testId,
  after,
  onDone,
}: {
  title: string;
  /** Why to copy it now, and what holding it allows. */
  children: ReactNode;
  secret: string;
  testId: string;
  /** How the other system uses it, under the secret. */
  after?: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md">
      <Alert color="teal" title={title}>
        {children}
      </Alert>
      <Code
        block
        fz="sm"
        data-testid={testId}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {secret}
      </Code>
      {after}
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('Copied') : t('Copy secret')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-autofocus>
          {t('Done')}
        </Button>
      </Group>
    </Stack>
  );
}
