import { AppShell, Center, Drawer, Loader, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { SCREENS } from '@pos/contracts/permissions';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/session-context';
import { STORAGE_KEYS } from '../auth/session-storage';
import { PrintQueueProvider } from '../components/print-queue';
import { AnnouncementBanner } from '../platform/announcement-banner';
import { MaintenanceBanner } from '../platform/maintenance-banner';
import { MaintenanceGate } from '../platform/maintenance-gate';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { ExpiredBanner } from './expired-banner';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TrialBanner } from './trial-banner';

const SIDEBAR_WIDTH = 260;
const SIDEBAR_COLLAPSED_WIDTH = 72;

/**
 * Every signed-in page, unless the platform's maintenance takes the app away (DESIGN §9). The
 * confirmation dialogs (`modals.openConfirmModal`) belong to signed-in pages only: their
 * provider lives here, out of the sign-in page's JavaScript (≤ 200 KB gzipped, DESIGN §11).
 */
export function AppLayout() {
  return (
    <MaintenanceGate>
      <ModalsProvider>
        <AppFrame />
      </ModalsProvider>
    </MaintenanceGate>
  );
}

/**
 * Whether the desktop side menu is a narrow rail, remembered on this device: the register
 * keeps a choice of its own, a rail unless expanded there (its cart and keypad get the width;
 * docs/guide/dashboard-and-operators.md), every other page shares one, full unless collapsed.
 */
function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const { pathname } = useLocation();
  const onRegister = matchPath(SCREENS.register.path, pathname) !== null;
  const elsewhere = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
    deserialize: (v) => v === 'true',
    serialize: String,
  });
  const atRegister = useLocalStorage<boolean>({
    key: STORAGE_KEYS.registerSidebarCollapsed,
    defaultValue: true,
    getInitialValueInEffect: false,
    deserialize: (v) => v !== 'false',
    serialize: String,
  });
  const [collapsed, setCollapsed] = onRegister ? atRegister : elsewhere;
  return [collapsed, setCollapsed];
}

/** The frame of every signed-in page: header, side menu (or drawer on phones), banners, page. */
function AppFrame() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery('(min-width: 48em)');

  // The drawer belongs to phone widths; widening the window closes it.
  useEffect(() => {
    if (isDesktop) drawer.close();
  }, [isDesktop, drawer.close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        // Below `sm` the menu lives in the drawer, so the navbar never shows there.
        collapsed: { mobile: true },
      }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          sidebarCollapsed={collapsed}
          onToggleSidebar={() => setCollapsed(!collapsed)}
          drawerOpened={drawerOpened}
          onOpenDrawer={drawer.open}
        />
      </AppShell.Header>

      <AppShell.Navbar
        visibleFrom="sm"
        aria-label={t('Main navigation')}
        data-collapsed={collapsed || undefined}
      >
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          <SideMenu collapsed={collapsed} />
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={290}
        padding={0}
        title={
          <div>
            <Brand />
            {user.organizationName ? (
              <Text size="xs" c="dimmed" mt={4} ml={40}>
                {user.organizationName}
              </Text>
            ) : null}
          </div>
        }
        closeButtonProps={{ 'aria-label': t('Close navigation') }}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      >
        <nav aria-label={t('Main navigation')}>
          <SideMenu collapsed={false} onNavigate={drawer.close} />
        </nav>
      </Drawer>

      {/* The skip link's target; focusable by script only, so Tab does not stop on it. */}
      <AppShell.Main bg="var(--mantine-color-gray-0)" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <MaintenanceBanner />
        <AnnouncementBanner />
        <TrialBanner />
        <ExpiredBanner />
        <Suspense
          fallback={
            <Center py={80}>
              <Loader aria-label={t('Loading page')} />
            </Center>
          }
        >
          {/* This device's receipt printer and its queue: the register's, a shift's report. */}
          <PrintQueueProvider>
            <Outlet />
          </PrintQueueProvider>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
