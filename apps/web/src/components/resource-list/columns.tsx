import { Badge, Group, Text } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PICKER } from '../../api/options';
import { formatDateTime } from '../../lib/dates';
import { shortId } from '../../lib/format';
import { msg } from '../../lib/i18n';
import type { ColumnDef, FilterDef, RowBase } from './types';

/**
 * The columns and filters many list screens share, so that a screen's definition names what it
 * shows instead of repeating how. Headers, labels and placeholders are catalog keys (`msg('…')`):
 * the list translates them (`components/shared-text.tsx`).
 */

/** A row's id, shortened and monospaced; the whole id on hover. */
export function ShortIdText({ id }: { id: string }) {
  return (
    <Text size="sm" ff="monospace" title={id}>
      {shortId(id)}
    </Text>
  );
}

/** A row's main text, a little bolder than the rest. */
export function StrongText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" fw={500}>
      {children}
    </Text>
  );
}

/** An optional text; dimmed `empty` (a dash) when there is none. */
export function OptionalText({
  value,
  empty = '—',
  lineClamp,
}: {
  value: string | null | undefined;
  empty?: string;
  lineClamp?: number;
}) {
  return (
    <Text size="sm" c={value ? undefined : 'dimmed'} lineClamp={lineClamp}>
      {value || empty}
    </Text>
  );
}

interface ColumnOptions<SortKey extends string> {
  sortKey?: SortKey;
  nowrap?: boolean;
}

/** The options of a column whose values stay on one line (ids, dates, amounts). */
export const NOWRAP = { nowrap: true } as const;

/** A column in one line: key, header, what a cell shows, and how it sorts. */
export const column = <Row, SortKey extends string = never>(
  key: string,
  header: string,
  render: (row: Row) => ReactNode,
  options: ColumnOptions<SortKey> = {},
): ColumnDef<Row, SortKey> => ({ key, header, render, ...options });

/** The row's short id: "ID", or "Customer ID" and the like. */
export const idColumn = <Row extends RowBase>(header: string = msg('ID')): ColumnDef<Row, never> =>
  column('id', header, (row) => <ShortIdText id={row._id} />, { nowrap: true });

/** The row's name, sortable by `name`. */
export const nameColumn = <Row extends { name: string }>(): ColumnDef<Row, 'name'> =>
  column('name', msg('Name'), (row) => <StrongText>{row.name}</StrongText>, { sortKey: 'name' });

/** An optional description (a dash when there is none). */
export const descriptionColumn = <Row extends { description: string | null }>(
  lineClamp?: number,
): ColumnDef<Row, never> =>
  column('description', msg('Description'), (row) => (
    <OptionalText value={row.description} lineClamp={lineClamp} />
  ));

/** A date and time; sortable when it names its sort key. */
export const dateTimeColumn = <Row, SortKey extends string = never>(
  key: string,
  header: string,
  value: (row: Row) => string,
  sortKey?: SortKey,
): ColumnDef<Row, SortKey> =>
  column(key, header, (row) => formatDateTime(value(row)), {
    nowrap: true,
    ...(sortKey ? { sortKey } : {}),
  });

/** The Name filter most lists have. */
export const nameFilter = (placeholder: string): FilterDef<'name'> => ({
  kind: 'text',
  param: 'name',
  label: msg('Name'),
  placeholder,
});

/** A uuid filter value; anything else in a link is dropped instead of sent. */
export const isId = (value: string) => ZId.safeParse(value).success;

/** The Product filter of the lists that show stock (inventory, stock history). */
export const PRODUCT_FILTER: FilterDef<'productId'> = {
  kind: 'select',
  param: 'productId',
  label: msg('Product'),
  placeholder: msg('All products'),
  options: PRODUCT_PICKER,
  isValid: isId,
};

/** Marks a row the app ships with (roles, permissions), which keeps its name. */
/** A name, with a "Default" badge on the one row that is the default (a store, a tax class). */
export function NameWithDefault({ name, isDefault }: { name: string; isDefault?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {isDefault ? (
        <Badge color="blue" variant="outline" size="sm">
          {t('Default')}
        </Badge>
      ) : null}
    </Group>
  );
}

export function BuiltInBadge() {
  const { t } = useTranslation('common');
  return (
    <Badge size="xs" variant="outline" color="gray">
      {t('Built-in')}
    </Badge>
  );
}
