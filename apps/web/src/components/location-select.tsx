import { Select, type SelectProps } from '@mantine/core';
import type { TStoreRow, TWarehouseRow } from '@pos/contracts/stores';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STORES, ACTIVE_WAREHOUSES } from '../api/options';
import { msg } from '../lib/i18n';
import { locationGroups, storeValue } from '../lib/locations';
import { useOptions } from './resource-list/resource-queries';

/** Spec 2 §8. */
export const LOCATIONS_FAILED = msg('Failed to load stores/warehouses.');

/** The active stores and warehouses stock can be at, and the default store among them. */
export function useLocations() {
  const { t } = useTranslation('common');
  const stores = useOptions<TStoreRow>(ACTIVE_STORES);
  const warehouses = useOptions<TWarehouseRow>(ACTIVE_WAREHOUSES);
  const groups = useMemo(
    () => locationGroups(stores.data ?? [], warehouses.data ?? [], t),
    [stores.data, warehouses.data, t],
  );
  const defaultStore = stores.data?.find((s) => s.isDefault) ?? null;
  return {
    groups,
    defaultValue: defaultStore ? storeValue(defaultStore._id) : null,
    loading: stores.isLoading || warehouses.isLoading,
    failed: Boolean(stores.error || warehouses.error),
  };
}

/**
 * Picks the default store once the stores are known (no location means it to the API too),
 * unless the form starts with a location of its own.
 */
export function usePreselectDefault(
  locations: ReturnType<typeof useLocations>,
  select: (value: string) => void,
  hasLocation: boolean,
) {
  const { defaultValue } = locations;
  const [located, setLocated] = useState(hasLocation);
  useEffect(() => {
    if (!located && defaultValue) {
      select(defaultValue);
      setLocated(true);
    }
  }, [located, defaultValue, select]);
}

/** A store or warehouse, grouped by kind. */
export function LocationSelect({
  locations,
  ...props
}: { locations: ReturnType<typeof useLocations> } & Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('common');
  return (
    <Select
      data={locations.groups}
      searchable
      nothingFoundMessage={t('No active locations')}
      {...props}
      placeholder={locations.loading ? t('Loading locations...') : props.placeholder}
    />
  );
}
