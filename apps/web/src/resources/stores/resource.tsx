import type { TStoreRow } from '@pos/contracts/stores';
import { defineResource } from '../../components/resource-list/types';
import { ActiveBadge, LocationNameCell, orDash, STATUS_OPTIONS } from './location-cells';
import { StoreForm } from './store-form';

/** Spec 2 §2 Stores: name, location, contact person and phone, Active/Inactive. */
export const storesResource = defineResource<TStoreRow>({
  title: 'Stores',
  itemTitle: 'Store',
  screen: 'stores',
  endpoint: '/stores',
  queryKeyRoot: 'stores',
  // The inventory screen names locations.
  alsoInvalidates: ['inventory-items'],
  columns: [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (s) => <LocationNameCell name={s.name} isDefault={s.isDefault} />,
    },
    { key: 'location', header: 'Location', sortKey: 'location', render: (s) => orDash(s.location) },
    { key: 'contactPerson', header: 'Contact Person', render: (s) => orDash(s.contactPerson) },
    {
      key: 'contactPhone',
      header: 'Contact Phone',
      nowrap: true,
      render: (s) => orDash(s.contactPhone),
    },
    { key: 'status', header: 'Status', render: (s) => <ActiveBadge active={s.isActive} /> },
  ],
  filters: [
    { kind: 'text', param: 'name', label: 'Name', placeholder: 'Store name' },
    {
      kind: 'select',
      param: 'isActive',
      label: 'Status',
      placeholder: 'All',
      options: STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: 'Search name, location or contact',
  defaultSort: 'name',
  form: StoreForm,
  itemName: (s) => s.name,
  // The API refuses it anyway: stock and register sales need a default store.
  canDelete: (s) => !s.isDefault,
});
