// i18n-pending — words still written here, not yet from the catalogs
import { Box, Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Previous, numbered pages, Next; only when there is more than one page (spec 1 §2). A capped
 * total (ledgers) reads "of 10,000+": the pages run to the cap; filters reach further.
 */
export function ListPagination({
  page,
  pageSize,
  totalCount,
  capped = false,
  onChange,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  capped?: boolean;
  onChange: (page: number) => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const pages = Math.ceil(totalCount / pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {first <= totalCount
          ? `Showing ${first}–${last} of ${totalCount.toLocaleString()}${capped ? '+' : ''}`
          : `${totalCount.toLocaleString()}${capped ? '+' : ''} in total`}
      </Text>
      <Box component="nav" aria-label="Pagination">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={isPhone ? 0 : 1}
          boundaries={1}
          size={isPhone ? 'sm' : 'md'}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Previous page' }
              : control === 'next'
                ? { 'aria-label': 'Next page' }
                : {}
          }
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      </Box>
    </Group>
  );
}
