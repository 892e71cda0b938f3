import type { TWarehouseRow } from '@pos/contracts/stores';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type LocationsQuery, warehousesApi } from './api';
import { LOCATION_COLUMNS, locationFilters } from './location-cells';
import { WarehouseForm } from './warehouse-form';

/** The Warehouses tab of the Stores screen: name, location, Active/Inactive. */
export const warehousesResource = defineResource<TWarehouseRow, LocationsQuery>({
  ...warehousesApi,
  namespace: 'stores',
  title: msg('Warehouses'),
  itemTitle: msg('Warehouse'),
  screen: 'stores',
  columns: [LOCATION_COLUMNS.name, LOCATION_COLUMNS.location, LOCATION_COLUMNS.status],
  filters: locationFilters(msg('Warehouse name')),
  searchPlaceholder: msg('Search name or location'),
  defaultSort: 'name',
  form: WarehouseForm,
  itemName: (w) => w.name,
});
