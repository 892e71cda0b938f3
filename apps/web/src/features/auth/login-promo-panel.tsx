import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconCashRegister, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../platform/site-name';

/** The side panel of the sign-in page on large screens: what the product does, nothing made up. */
export function LoginPromoPanel() {
  const { t } = useTranslation('auth');
  const siteName = useSiteName();
  const point = (icon: ReactNode) => (
    <ThemeIcon size={36} radius="md" variant="white" aria-hidden>
      {icon}
    </ThemeIcon>
  );
  return (
    <Stack
      justify="center"
      h="100%"
      p={56}
      c="white"
      gap="xl"
      style={{
        background:
          'linear-gradient(145deg, var(--mantine-color-indigo-7) 0%, var(--mantine-color-indigo-9) 60%, var(--mantine-color-violet-9) 100%)',
      }}
    >
      <Stack gap="xs" maw={480}>
        <Title order={2} fz={34} c="white">
          {siteName}
        </Title>
        <Text fz="lg" c="indigo.1">
          {t('The back office for retailers with one store or many.')}
        </Text>
      </Stack>
      <List spacing="lg" center maw={480} c="white">
        <List.Item icon={point(<IconBuildingWarehouse size={20} />)}>
          <Text fw={600}>{t('Stock per store and warehouse')}</Text>
          <Text size="sm" c="indigo.1">
            {t('Every movement is written to a ledger, so you always know why a number changed.')}
          </Text>
        </List.Item>
        <List.Item icon={point(<IconCashRegister size={20} />)}>
          <Text fw={600}>{t('Registers, sales and refunds')}</Text>
          <Text size="sm" c="indigo.1">
            {t(
              'Ring up sales with your taxes and currency; a refund puts the items back in stock.',
            )}
          </Text>
        </List.Item>
        <List.Item icon={point(<IconShieldLock size={20} />)}>
          <Text fw={600}>{t('Roles and permissions')}</Text>
          <Text size="sm" c="indigo.1">
            {t('Give each member of your team exactly the screens they need.')}
          </Text>
        </List.Item>
      </List>
    </Stack>
  );
}
