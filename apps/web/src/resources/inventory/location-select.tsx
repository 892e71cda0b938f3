import { Select, type SelectProps } from '@mantine/core';
import type { TStoreRow, TWarehouseRow } from '@pos/contracts/stores';
import { useMemo } from 'react';
import { useOptions } from '../../components/resource-list/resource-queries';
import { ACTIVE_STORES, ACTIVE_WAREHOUSES } from './inventory-sources';
import { locationGroups, storeValue } from './locations';

/** Spec 2 §8. */
export const LOCATIONS_FAILED = 'Failed to load stores/warehouses.';

/** The active stores and warehouses stock can be at, and the default store among them. */
export function useLocations() {
  const stores = useOptions<TStoreRow>(ACTIVE_STORES);
  const warehouses = useOptions<TWarehouseRow>(ACTIVE_WAREHOUSES);
  const groups = useMemo(
    () => locationGroups(stores.data ?? [], warehouses.data ?? []),
    [stores.data, warehouses.data],
  );
  const defaultStore = stores.data?.find((s) => s.isDefault) ?? null;
  return {
    groups,
    defaultValue: defaultStore ? storeValue(defaultStore._id) : null,
    loading: stores.isLoading || warehouses.isLoading,
    failed: Boolean(stores.error || warehouses.error),
  };
}

/** A store or warehouse, grouped by kind. */
export function LocationSelect({
  locations,
  ...props
}: { locations: ReturnType<typeof useLocations> } & Omit<SelectProps, 'data'>) {
  return (
    <Select
      data={locations.groups}
      searchable
      nothingFoundMessage="No active locations"
      comboboxProps={{ withinPortal: true }}
      {...props}
      placeholder={locations.loading ? 'Loading locations...' : props.placeholder}
    />
  );
}
