import { Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useSharedT } from '../shared-text';
import { type ListRowsProps, useRowOpener } from './list-rows';
import { RowActionButtons } from './row-actions';
import type { RowBase } from './types';

/**
 * The phone layout of a list: one card per row, the columns as label/value lines, the row's
 * buttons always in view (a wide table would hide them off to the right).
 */
export function ListCards<Row extends RowBase>({
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
  const [first, ...rest] = columns;
  const sortOptions = columns.flatMap((c) =>
    c.sortKey
      ? [
          { value: c.sortKey, label: t('{{column}} (ascending)', { column: t(c.header) }) },
          {
            value: `-${c.sortKey}`,
            label: t('{{column}} (descending)', { column: t(c.header) }),
          },
        ]
      : [],
  );

  return (
    <Stack gap="sm">
      {sortOptions.length ? (
        <Select
          label={t('Sort by')}
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          data={sortOptions}
          value={sortOptions.some((o) => o.value === sort) ? (sort ?? null) : null}
          placeholder={t('Default order')}
          onChange={(v) => v && onSort(v)}
          allowDeselect={false}
        />
      ) : null}
      <Stack
        gap="sm"
        component="ul"
        aria-label={caption}
        aria-busy={rows === undefined || stale}
        style={{ listStyle: 'none', padding: 0, margin: 0, opacity: stale ? 0.6 : 1 }}
      >
        {rows === undefined
          ? Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Paper component="li" withBorder p="sm" key={i} data-testid="skeleton-row">
                <Stack gap={8}>
                  <Skeleton height={14} width="40%" />
                  <Skeleton height={12} />
                  <Skeleton height={12} width="70%" />
                </Stack>
              </Paper>
            ))
          : rows.map((row) => (
              <Paper
                component="li"
                withBorder
                p="sm"
                key={row._id}
                onClick={openRow?.(row)}
                style={openRow ? { cursor: 'pointer' } : undefined}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" mb={6}>
                  <Text size="xs" c="dimmed" component="div">
                    {first ? first.render(row) : null}
                  </Text>
                  {actions ? <RowActionButtons row={row} actions={actions} /> : null}
                </Group>
                <Stack gap={6}>
                  {rest.map((column) => (
                    <Group key={column.key} justify="space-between" wrap="nowrap" gap="md">
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        {t(column.header)}
                      </Text>
                      <Text
                        size="sm"
                        component="div"
                        ta="right"
                        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                      >
                        {column.render(row)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Paper>
            ))}
      </Stack>
    </Stack>
  );
}
