import { Anchor, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSupplierRow } from '@pos/contracts/suppliers';
import { IconShoppingCartPlus, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { LoadFailed } from '../../../components/error-alert';
import { LocationSelect, useLocations } from '../../../components/location-select';
import { PageFrame } from '../../../components/page-frame';
import { FILTER_FLEX } from '../../../components/resource-list/filter-inputs';
import { useOptions } from '../../../components/resource-list/resource-queries';
import { locationIds } from '../../../lib/locations';
import { suppliersApi } from '../suppliers/api';
import { reorderQuery, useCreateReorderOrders } from './api';
import { ReorderGroup } from './reorder-group';
import {
  EMPTY_SELECTION,
  invalidQuantity,
  ordersBody,
  pickedLines,
  type Selection,
} from './reorder-selection';

const SUPPLIERS = { ...suppliersApi, query: { sort: 'name' } };

/**
 * Every item at or below its reorder level, per location, by supplier (docs/guide/purchasing.md);
 * the lines picked become one draft purchase order per supplier and location.
 */
export default function ReorderPage() {
  const { t } = useTranslation('purchasing');
  const navigate = useNavigate();
  const locations = useLocations();
  const suppliers = useOptions<TSupplierRow>(SUPPLIERS);
  const [location, setLocation] = useState<string | null>(null);
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const { storeId, warehouseId } = locationIds(location);
  const list = useQuery(
    reorderQuery({
      ...(storeId ? { storeId } : {}),
      ...(warehouseId ? { warehouseId } : {}),
      ...(supplierId ? { supplierId } : {}),
    }),
  );
  const create = useCreateReorderOrders();
  const groups = list.data?.data ?? [];
  const picked = pickedLines(selection, groups);
  const invalid = picked.some((l) => invalidQuantity(selection, l));

  const createOrders = () =>
    create.mutate(ordersBody(selection, picked), {
      onSuccess: ({ data }) => {
        setSelection(EMPTY_SELECTION);
        notifications.show({
          color: 'green',
          title: t('{{count}} purchase orders created', { count: data.length }),
          autoClose: 15_000,
          message: (
            <Stack gap={2}>
              {data.map((o) => (
                <Anchor
                  key={o._id}
                  href={`/purchase-orders/${o._id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(`/purchase-orders/${o._id}`);
                  }}
                >
                  {o.number}: {o.supplierName} → {o.locationName}
                </Anchor>
              ))}
            </Stack>
          ),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorMessage(error, t('Unable to create the purchase orders.')),
        }),
    });

  let content: React.ReactNode;
  if (list.isError) {
    content = (
      <LoadFailed
        message={t('Failed to load the items to reorder.')}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    content = <Skeleton h={200} />;
  } else if (!groups.length) {
    content = <Text c="dimmed">{t('No item is at or below its reorder level.')}</Text>;
  } else {
    content = (
      <Stack gap="lg" aria-busy={list.isPlaceholderData}>
        {list.data.truncated ? (
          <Text size="sm" c="dimmed">
            {t(
              'Showing the first lines of {{total}}: choose a location or a supplier to see the rest.',
              { total: list.data.total },
            )}
          </Text>
        ) : null}
        {groups.map((g) => (
          <ReorderGroup
            key={g.supplierId ?? 'none'}
            group={g}
            selection={selection}
            onChange={setSelection}
          />
        ))}
      </Stack>
    );
  }

  return (
    <PageFrame
      title={t('Reorder')}
      actions={
        <Button
          leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
          disabled={!picked.length || invalid}
          loading={create.isPending}
          onClick={createOrders}
        >
          {picked.length
            ? t('Create purchase orders ({{picked}})', { picked: picked.length })
            : t('Create purchase orders')}
        </Button>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(
            "Items at or below their reorder level even with what is on order and in drafts, with the product's reorder quantity (or what brings the stock to twice the level, counting what is coming) to order. One draft purchase order is made per supplier and location.",
          )}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <LocationSelect
            label={t('Location')}
            placeholder={t('All locations')}
            locations={locations}
            value={location}
            onChange={setLocation}
            clearable
            flex={FILTER_FLEX}
          />
          <Select
            label={t('Supplier')}
            placeholder={t('All suppliers')}
            data={(suppliers.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
            value={supplierId}
            onChange={setSupplierId}
            clearable
            searchable
            nothingFoundMessage={t('No suppliers')}
            leftSection={<IconTruck size={16} aria-hidden />}
            flex={FILTER_FLEX}
          />
        </Group>
        {content}
      </Stack>
    </PageFrame>
  );
}
