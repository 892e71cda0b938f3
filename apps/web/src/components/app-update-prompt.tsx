import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, useAppUpdate } from '../lib/app-update';

/**
 * "A new version is ready — reload" (ARCHITECTURE, "The web app's shell"), in a corner of every
 * page, signed in or not, unless something holds it back (the register's open cart,
 * lib/app-update.ts).
 *
 * The live region is always there, empty until the offer shows, so that a screen reader reads
 * the offer out when it appears; the offer itself is a named region, where axe wants content.
 * A bare `aria-live` rather than role="status": the page's own status messages stay the only
 * ones by that role.
 */
export function AppUpdatePrompt() {
  const { t } = useTranslation('common');
  const { ready, held, dismissed } = useAppUpdate();
  const shown = ready && !held && !dismissed;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <div aria-live="polite">
        {shown ? (
          <Paper
            component="section"
            aria-label={t('App update')}
            shadow="md"
            withBorder
            p="sm"
            maw={360}
          >
            <Text size="sm" fw={500}>
              {t('A new version is ready — reload to use it.')}
            </Text>
            <Group gap="xs" mt="xs" justify="flex-end">
              <Button variant="subtle" color="gray" size="xs" onClick={dismissUpdate}>
                {t('Later')}
              </Button>
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={applyUpdate}
              >
                {t('Reload')}
              </Button>
            </Group>
          </Paper>
        ) : null}
      </div>
    </Affix>
  );
}
