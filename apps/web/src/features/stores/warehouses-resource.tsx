// i18n-pending — words still written here, not yet from the catalogs
import type { TWarehouseRow } from '@pos/contracts/stores';
import { defineResource } from '../../components/resource-list/types';
import { type LocationsQuery, warehousesApi } from './api';
import { LOCATION_COLUMNS, locationFilters } from './location-cells';
import { WarehouseForm } from './warehouse-form';

/** The Warehouses tab of the Stores screen: name, location, Active/Inactive. */
export const warehousesResource = defineResource<TWarehouseRow, LocationsQuery>({
  ...warehousesApi,
  title: 'Warehouses',
  itemTitle: 'Warehouse',
  screen: 'stores',
  columns: [LOCATION_COLUMNS.name, LOCATION_COLUMNS.location, LOCATION_COLUMNS.status],
  filters: locationFilters('Warehouse name'),
  searchPlaceholder: 'Search name or location',
  defaultSort: 'name',
  form: WarehouseForm,
  itemName: (w) => w.name,
});
