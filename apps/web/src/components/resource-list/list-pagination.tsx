import { Box, Group, Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('common');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const pages = Math.ceil(totalCount / pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {first <= totalCount
          ? t('Showing {{first}}–{{last}} of {{total}}', {
              first,
              last,
              total: `${totalCount.toLocaleString()}${capped ? '+' : ''}`,
            })
          : t('{{total}} in total', {
              total: `${totalCount.toLocaleString()}${capped ? '+' : ''}`,
            })}
      </Text>
      <Box component="nav" aria-label={t('Pagination')}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={isPhone ? 0 : 1}
          boundaries={1}
          size={isPhone ? 'sm' : 'md'}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('Previous page') }
              : control === 'next'
                ? { 'aria-label': t('Next page') }
                : {}
          }
          getItemProps={(p) => ({ 'aria-label': t('Page {{page}}', { page: p }) })}
        />
      </Box>
    </Group>
  );
}
