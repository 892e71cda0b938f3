import { Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useSharedT } from '../shared-text';
import { type ListRowsProps, useRowOpener } from './list-rows';
import { nextSort, sortDirectionOf } from './list-url-state';
import { RowActionButtons } from './row-actions';
import type { ColumnDef, RowBase } from './types';

const MIN_TABLE_WIDTH = 640;

export function ListTable<Row extends RowBase>({
  caption,
  columns,
  rows,
  skeletonRows,
  sort,
  onSort,
  actions,
  rowHref,
  stale,
}: ListRowsProps<Row>) {
  const t = useSharedT();
  const openRow = useRowOpener(rowHref);
  const columnCount = columns.length + (actions ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={MIN_TABLE_WIDTH}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={rows === undefined || stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Caption style={visuallyHidden}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            {actions ? (
              <Table.Th w={100} ta="right">
                {t('Actions')}
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Table.Tr key={i} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <Table.Td key={j}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr
                  key={row._id}
                  onClick={openRow?.(row)}
                  style={openRow ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                  {actions ? (
                    <Table.Td>
                      <RowActionButtons row={row} actions={actions} />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: {
  column: ColumnDef<Row>;
  sort: string | undefined;
  onSort: (sort: string) => void;
}) {
  const t = useSharedT();
  if (!column.sortKey) return <Table.Th>{t(column.header)}</Table.Th>;
  const sortKey = column.sortKey;
  const direction = sortDirectionOf(sort, sortKey);
  const Icon =
    direction === 'ascending'
      ? IconArrowUp
      : direction === 'descending'
        ? IconArrowDown
        : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sort ?? '', sortKey))}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
      >
        {t(column.header)}
        <Icon size={14} aria-hidden style={{ opacity: direction === 'none' ? 0.4 : 1 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
