import { ActionIcon, Divider, NavLink, Stack, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/session-context';
import { STORAGE_KEYS } from '../auth/session-storage';
import { msg } from '../lib/i18n';
import { BUSINESS_ADMIN_ICON, SCREEN_ICONS } from './menu-icons';
import { activeKeyOf, type MenuEntry, menuFor } from './menu-model';

const GROUP_LABEL = msg('Business Admin');

interface SideMenuProps {
  /** Icons only, with the labels as tooltips (the collapsed desktop sidebar). */
  collapsed: boolean;
  /** Called after a link is followed, e.g. to close the mobile drawer. */
  onNavigate?: () => void;
}

export function SideMenu({ collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuFor(user), [user]);
  const activeKey = activeKeyOf(pathname, [...(menu.adminGroup ?? []), ...menu.main]);
  const [groupOpen, setGroupOpen] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.businessAdminMenuOpen,
    defaultValue: true,
    getInitialValueInEffect: false,
    // Anything but "false" (a missing or junk value) counts as the default, open.
    deserialize: (v) => v !== 'false',
    serialize: String,
  });

  const Item = collapsed ? IconItem : LabelledItem;
  const items = (entries: MenuEntry[]) =>
    entries.map((e) => (
      <Item key={e.key} entry={e} active={e.key === activeKey} onNavigate={onNavigate} />
    ));

  const GroupIcon = BUSINESS_ADMIN_ICON;
  const group = menu.adminGroup ? (
    collapsed ? (
      <>
        <Tooltip label={t(GROUP_LABEL)} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            aria-label={t(GROUP_LABEL)}
            aria-expanded={groupOpen}
            onClick={() => setGroupOpen(!groupOpen)}
          >
            <GroupIcon size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {groupOpen ? items(menu.adminGroup) : null}
        <Divider w="60%" my={4} />
      </>
    ) : (
      <>
        <NavLink
          component="button"
          type="button"
          label={t(GROUP_LABEL)}
          fw={600}
          leftSection={<GroupIcon size={20} stroke={1.6} aria-hidden />}
          rightSection={<IconChevronRight size={16} aria-hidden />}
          opened={groupOpen}
          onChange={setGroupOpen}
          aria-expanded={groupOpen}
          childrenOffset={12}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          {items(menu.adminGroup)}
        </NavLink>
        <Divider my={6} />
      </>
    )
  ) : null;

  return (
    <Stack gap={2} p={collapsed ? 'xs' : 'sm'} align={collapsed ? 'center' : 'stretch'}>
      {group}
      {items(menu.main)}
    </Stack>
  );
}

interface ItemProps {
  entry: MenuEntry;
  active: boolean;
  onNavigate?: () => void;
}

function LabelledItem({ entry, active, onNavigate }: ItemProps) {
  const { t } = useTranslation('common');
  const Icon = SCREEN_ICONS[entry.key];
  return (
    <NavLink
      component={Link}
      to={entry.path}
      label={t(entry.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

function IconItem({ entry, active, onNavigate }: ItemProps) {
  const { t } = useTranslation('common');
  const Icon = SCREEN_ICONS[entry.key];
  return (
    <Tooltip label={t(entry.label)} position="right" withArrow>
      <ActionIcon
        component={Link}
        to={entry.path}
        size={44}
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        aria-label={t(entry.label)}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Icon size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
