import { Button, Tabs } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import {
  IconBuilding,
  IconCreditCard,
  IconFileImport,
  IconPlugConnected,
  IconSettings,
  IconWebhook,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { serverText } from '../../lib/i18n';
import { GeneralSettingsTab } from './general-settings-tab';
import { OrganizationTab } from './organization-tab';

const TABS = ['organization', 'subscription', 'general'] as const;
type Tab = (typeof TABS)[number];

/** `?tab=` opens a tab (a link from the expiry banner opens the subscription); else the first. */
const tabOf = (params: URLSearchParams): Tab => {
  const tab = params.get('tab');
  return TABS.includes(tab as Tab) ? (tab as Tab) : 'organization';
};

/**
 * Application Settings (spec 2 §2): organization profile, subscription, general settings. The
 * subscription tab is the subscription feature's, given by router.tsx, as features do not import
 * each other (ARCHITECTURE, "The web app's features").
 */
export default function SettingsPage({ SubscriptionTab }: { SubscriptionTab: ComponentType }) {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  return (
    <PageFrame
      title={t('Application Settings')}
      actions={
        <>
          <Button
            component={Link}
            to={SCREENS.apiKeys.path}
            variant="default"
            leftSection={<IconPlugConnected size={16} aria-hidden />}
          >
            {serverText(SCREENS.apiKeys.label)}
          </Button>
          <Button
            component={Link}
            to={SCREENS.webhooks.path}
            variant="default"
            leftSection={<IconWebhook size={16} aria-hidden />}
          >
            {serverText(SCREENS.webhooks.label)}
          </Button>
          <Button
            component={Link}
            to={`${SCREENS.settings.path}/import`}
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
          >
            {t('Import from another POS')}
          </Button>
        </>
      }
    >
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'organization' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="organization" leftSection={<IconBuilding size={16} aria-hidden />}>
            {t('Organization Profile')}
          </Tabs.Tab>
          <Tabs.Tab value="subscription" leftSection={<IconCreditCard size={16} aria-hidden />}>
            {t('Subscription')}
          </Tabs.Tab>
          <Tabs.Tab value="general" leftSection={<IconSettings size={16} aria-hidden />}>
            {t('General Settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="organization">
          <OrganizationTab />
        </Tabs.Panel>
        <Tabs.Panel value="subscription">
          <SubscriptionTab />
        </Tabs.Panel>
        <Tabs.Panel value="general">
          <GeneralSettingsTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
