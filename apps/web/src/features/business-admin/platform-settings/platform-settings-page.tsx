import { Skeleton, Tabs } from '@mantine/core';
import { PLATFORM_SETTINGS_MESSAGES as M } from '@pos/contracts/platform-settings';
import { IconWorldCog } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/error-alert';
import { PageFrame } from '../../../components/page-frame';
import { platformSettingsQuery } from './api';
import { PlatformSettingsForm } from './platform-settings-form';

/** Business Admin → Platform Settings (spec 2 §2): one tab holding the settings form. */
export default function PlatformSettingsPage() {
  const { t } = useTranslation('business-admin');
  const settings = useQuery(platformSettingsQuery());

  let content: React.ReactNode;
  if (settings.isPending) content = <Skeleton height={560} />;
  else if (settings.isError) {
    content = (
      <LoadFailed
        message={M.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else content = <PlatformSettingsForm saved={settings.data} />;

  return (
    <PageFrame title={t('Platform Settings')}>
      <Tabs value="platform">
        <Tabs.List mb="md">
          <Tabs.Tab value="platform" leftSection={<IconWorldCog size={16} aria-hidden />}>
            {t('Platform Settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="platform">{content}</Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
