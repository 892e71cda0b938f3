import { Tabs } from '@mantine/core';
import { IconBuildingStore, IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { type ListFrameParts, ResourceList } from '../../components/resource-list/resource-list';
import { storesResource } from './resource';
import { warehousesResource } from './warehouses-resource';

type Tab = 'stores' | 'warehouses';

/** `?tab=warehouses` opens the second tab; anything else is the first. */
const tabOf = (params: URLSearchParams): Tab =>
  params.get('tab') === 'warehouses' ? 'warehouses' : 'stores';

/**
 * The Stores screen: stores and warehouses, one tab each. The tab lives in the URL next to the
 * list's own parameters, so a reload or a shared link opens the same tab, filters and page.
 */
export default function StoresPage() {
  const { t } = useTranslation('stores');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);

  const frame = ({ actions, body }: ListFrameParts) => (
    <PageFrame title={t('Stores')} actions={actions}>
      <Tabs
        value={tab}
        // Each tab has its own filters: switching starts the other list afresh.
        onChange={(next) => setParams(next === 'warehouses' ? { tab: 'warehouses' } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="stores" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            {t('Stores')}
          </Tabs.Tab>
          <Tabs.Tab
            value="warehouses"
            leftSection={<IconBuildingWarehouse size={16} aria-hidden />}
          >
            {t('Warehouses')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab}>{body}</Tabs.Panel>
      </Tabs>
    </PageFrame>
  );

  return tab === 'warehouses' ? (
    <ResourceList key="warehouses" definition={warehousesResource} frame={frame} />
  ) : (
    <ResourceList key="stores" definition={storesResource} frame={frame} />
  );
}
