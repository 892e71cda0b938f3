import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { canAccess, SCREENS } from '@pos/contracts/permissions';
import { IconChevronDown, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, useSession } from '../auth/session-context';

export function ProfileMenu() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const { signOut } = useSession();
  return (
    // Rendered in place, not portalled to <body>: it stays inside the header's landmark.
    <Menu position="bottom-end" width={240} shadow="md" withArrow withinPortal={false}>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3: the visible name is part of the accessible one). */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }} px={4} py={2}>
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={user.profilePic}
              name={user.name || user.username}
              color="initials"
              radius="xl"
              size={34}
              alt=""
              aria-hidden
            />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end">
              {user.name || user.username}
            </Text>
            <VisuallyHidden>{t('Open profile menu')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Signed in as {{username}}', { username: user.username })}</Menu.Label>
        <Menu.Item
          component={Link}
          to={SCREENS.profile.path}
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          {t('Your Profile')}
        </Menu.Item>
        {canAccess(user, SCREENS.settings.access) ? (
          <Menu.Item
            component={Link}
            to={SCREENS.settings.path}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('Settings')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          // Menu items take shade 6 of a theme colour (3.3:1 on white); the theme's red text reads.
          color="var(--mantine-color-red-text)"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => signOut('logout')}
        >
          {t('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
