import type { TStoreRow } from '@pos/contracts/stores';
import { column } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { type LocationsQuery, storesApi } from './api';
import { LOCATION_COLUMNS, locationFilters, orDash } from './location-cells';
import { StoreForm } from './store-form';

/** Spec 2 §2 Stores: name, location, contact person and phone, Active/Inactive. */
export const storesResource = defineResource<TStoreRow, LocationsQuery>({
  ...storesApi,
  namespace: 'stores',
  title: msg('Stores'),
  itemTitle: msg('Store'),
  screen: 'stores',
  columns: [
    LOCATION_COLUMNS.name,
    LOCATION_COLUMNS.location,
    column('contactPerson', msg('Contact Person'), (s) => orDash(s.contactPerson)),
    column('contactPhone', msg('Contact Phone'), (s) => orDash(s.contactPhone), {
      nowrap: true,
    }),
    LOCATION_COLUMNS.status,
  ],
  filters: locationFilters(msg('Store name')),
  searchPlaceholder: msg('Search name, location or contact'),
  defaultSort: 'name',
  form: StoreForm,
  itemName: (s) => s.name,
  // The API refuses it anyway: stock and register sales need a default store.
  canDelete: (s) => !s.isDefault,
});
