import type { TStoreRow, TWarehouseRow } from '@pos/contracts/stores';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/**
 * A location in a select is one value for two kinds: `store:<id>` or `warehouse:<id>`. The API
 * takes `storeId` or `warehouseId` (with a prefix for transfers: `fromStoreId`, `toWarehouseId`).
 */
export type LocationValue = `store:${string}` | `warehouse:${string}`;

export const storeValue = (id: string): LocationValue => `store:${id}`;
export const warehouseValue = (id: string): LocationValue => `warehouse:${id}`;

export function locationIds(value: string | null | undefined): {
  storeId: string | null;
  warehouseId: string | null;
} {
  if (value?.startsWith('store:')) return { storeId: value.slice(6) || null, warehouseId: null };
  if (value?.startsWith('warehouse:'))
    return { storeId: null, warehouseId: value.slice(10) || null };
  return { storeId: null, warehouseId: null };
}

/** `{fromStoreId, fromWarehouseId}` and the like, for transfers. */
export function prefixedLocationIds<P extends string>(prefix: P, value: string | null) {
  const { storeId, warehouseId } = locationIds(value);
  return {
    [`${prefix}StoreId`]: storeId,
    [`${prefix}WarehouseId`]: warehouseId,
  } as Record<`${P}StoreId` | `${P}WarehouseId`, string | null>;
}

export interface LocationGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The grouped options of a location select; a kind with no location is left out. `t`: the
 * component's (so the words follow a change of language), else the app's current language.
 */
export function locationGroups(
  stores: readonly Pick<TStoreRow, '_id' | 'name' | 'isDefault'>[],
  warehouses: readonly Pick<TWarehouseRow, '_id' | 'name'>[],
  t: TFunction = i18n.t,
): LocationGroup[] {
  const groups: LocationGroup[] = [];
  if (stores.length) {
    groups.push({
      group: t('Stores', { ns: 'common' }),
      items: stores.map((s) => ({
        value: storeValue(s._id),
        label: s.isDefault ? t('{{name}} (default)', { ns: 'common', name: s.name }) : s.name,
      })),
    });
  }
  if (warehouses.length) {
    groups.push({
      group: t('Warehouses', { ns: 'common' }),
      items: warehouses.map((w) => ({ value: warehouseValue(w._id), label: w.name })),
    });
  }
  return groups;
}
