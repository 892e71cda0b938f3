import type { TWarehouseRow } from '@pos/contracts/stores';
import { defineResource } from '../../components/resource-list/types';
import { ActiveBadge, LocationNameCell, orDash, STATUS_OPTIONS } from './location-cells';
import { WarehouseForm } from './warehouse-form';

/** The Warehouses tab of the Stores screen: name, location, Active/Inactive. */
export const warehousesResource = defineResource<TWarehouseRow>({
  title: 'Warehouses',
  itemTitle: 'Warehouse',
  screen: 'stores',
  endpoint: '/warehouses',
  queryKeyRoot: 'warehouses',
  alsoInvalidates: ['inventory-items'],
  columns: [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (w) => <LocationNameCell name={w.name} />,
    },
    { key: 'location', header: 'Location', sortKey: 'location', render: (w) => orDash(w.location) },
    { key: 'status', header: 'Status', render: (w) => <ActiveBadge active={w.isActive} /> },
  ],
  filters: [
    { kind: 'text', param: 'name', label: 'Name', placeholder: 'Warehouse name' },
    {
      kind: 'select',
      param: 'isActive',
      label: 'Status',
      placeholder: 'All',
      options: STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: 'Search name or location',
  defaultSort: 'name',
  form: WarehouseForm,
  itemName: (w) => w.name,
});
