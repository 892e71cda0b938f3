import { Burger, Divider, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/session-context';
import { Brand } from './brand';
import { NotificationsBell } from './notifications-bell';
import { ProfileMenu } from './profile-menu';

interface AppHeaderProps {
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  drawerOpened: boolean;
  onOpenDrawer: () => void;
}

export function AppHeader({
  sidebarCollapsed,
  onToggleSidebar,
  drawerOpened,
  onOpenDrawer,
}: AppHeaderProps) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={drawerOpened}
          onClick={onOpenDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('Open navigation')}
          aria-expanded={drawerOpened}
        />
        <Burger
          opened={false}
          onClick={onToggleSidebar}
          visibleFrom="sm"
          size="sm"
          aria-label={t('Toggle sidebar')}
          aria-expanded={!sidebarCollapsed}
        />
        <Brand />
        {user.organizationName ? (
          <Group gap="sm" wrap="nowrap" visibleFrom="sm" miw={0}>
            <Divider orientation="vertical" />
            <Text c="dimmed" size="sm" fw={500} truncate="end" maw={260}>
              {user.organizationName}
            </Text>
          </Group>
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationsBell />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
