// i18n-pending — words still written here, not yet from the catalogs
import { Badge } from '@mantine/core';
import { column, NameWithDefault } from '../../components/resource-list/columns';
import type { ColumnDef, FilterDef } from '../../components/resource-list/types';

/** Active (green) or Inactive (grey), as the Stores screen shows every location. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** An empty optional text shows as a dash. */
export const orDash = (value: string | null) => value || '—';

/** The status filter of both tabs: All (no value), Active or Inactive. */
export const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

interface LocationRow {
  _id: string;
  name: string;
  location: string | null;
  isActive: boolean;
  isDefault?: boolean;
}

/** What both tabs show: name (with the default store's badge), location and status. */
export const LOCATION_COLUMNS = {
  name: column('name', 'Name', (l: LocationRow) => <NameWithDefault {...l} />, {
    sortKey: 'name',
  }),
  location: column('location', 'Location', (l: LocationRow) => orDash(l.location), {
    sortKey: 'location',
  }),
  status: column('status', 'Status', (l: LocationRow) => <ActiveBadge active={l.isActive} />),
} satisfies Record<string, ColumnDef<LocationRow, 'name' | 'location'>>;

/** Both tabs filter by name and status. */
export const locationFilters = (namePlaceholder: string): FilterDef<'name' | 'isActive'>[] => [
  { kind: 'text', param: 'name', label: 'Name', placeholder: namePlaceholder },
  {
    kind: 'select',
    param: 'isActive',
    label: 'Status',
    placeholder: 'All',
    options: STATUS_OPTIONS,
  },
];
