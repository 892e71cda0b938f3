import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { column, NameWithDefault } from '../../components/resource-list/columns';
import type { ColumnDef, FilterDef } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';

/** Active (green) or Inactive (grey), as the Stores screen shows every location. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('stores');
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? t('Active') : t('Inactive')}
    </Badge>
  );
}

/** An empty optional text shows as a dash. */
export const orDash = (value: string | null) => value || '—';

/** The status filter of both tabs: All (no value), Active or Inactive. */
export const STATUS_OPTIONS = [
  { value: 'true', label: msg('Active') },
  { value: 'false', label: msg('Inactive') },
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
  name: column('name', msg('Name'), (l: LocationRow) => <NameWithDefault {...l} />, {
    sortKey: 'name',
  }),
  location: column('location', msg('Location'), (l: LocationRow) => orDash(l.location), {
    sortKey: 'location',
  }),
  status: column('status', msg('Status'), (l: LocationRow) => <ActiveBadge active={l.isActive} />),
} satisfies Record<string, ColumnDef<LocationRow, 'name' | 'location'>>;

/** Both tabs filter by name and status. */
export const locationFilters = (namePlaceholder: string): FilterDef<'name' | 'isActive'>[] => [
  { kind: 'text', param: 'name', label: msg('Name'), placeholder: namePlaceholder },
  {
    kind: 'select',
    param: 'isActive',
    label: msg('Status'),
    placeholder: msg('All'),
    options: STATUS_OPTIONS,
  },
];
