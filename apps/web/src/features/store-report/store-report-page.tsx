import {
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { INVENTORY_MESSAGES, type TStoreReportGroup } from '@pos/contracts/inventory';
import { PRODUCT_MESSAGES } from '@pos/contracts/products';
import { IconBuildingStore, IconDatabaseOff, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { CsvExportButton } from '../../components/resource-list/csv-export-button';
import { DebouncedTextInput, FILTER_FLEX } from '../../components/resource-list/filter-inputs';
import type { CsvExportDef } from '../../components/resource-list/types';
import { StockBadge } from '../../components/stock-badge';
import { msg } from '../../lib/i18n';
import { visuallyHidden } from '../../lib/visually-hidden';
import { reportStoresQuery, storeReportQuery } from './api';
import {
  ALL_STORES,
  groupSummary,
  itemLabel,
  parseReportParams,
  type ReportState,
  storeOptions,
  toReportParams,
  truncationNote,
  visibleGroups,
} from './store-report-data';

/** Products with their stock at every store, one column per store (ID, Name, SKU, Price, …). */
const STORE_STOCK_CSV: CsvExportDef = {
  endpoint: '/products/store-wise-stock/export.csv',
  emptyText: PRODUCT_MESSAGES.csvEmpty,
  failureText: msg('Unable to export stock by store CSV. Check console for details.'),
  buttonLabel: msg('Download stock by store (CSV)'),
};

/** Spec 2 §2 Store Inventory Report: each store's stock, one section per store. */
export default function StoreReportPage() {
  const { t } = useTranslation('store-report');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseReportParams(params), [params]);
  const update = useCallback(
    (change: Partial<ReportState>, replace = false) =>
      setParams((prev) => toReportParams({ ...parseReportParams(prev), ...change }), { replace }),
    [setParams],
  );
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  const stores = useQuery(reportStoresQuery());

  const search = state.search.trim();
  const query = { storeId: state.storeId ?? undefined, search: search || undefined };
  const report = useQuery(storeReportQuery(query));

  let content: React.ReactNode;
  if (report.isError) {
    content = (
      <Stack gap="sm">
        <ErrorAlert message={INVENTORY_MESSAGES.reportFailed} />
        <Group>
          <Button variant="default" onClick={() => report.refetch()} loading={report.isFetching}>
            {t('Try again')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (!report.data) {
    content = <ReportSkeleton />;
  } else {
    const groups = visibleGroups(report.data.data, Boolean(search));
    content = groups.length ? (
      <Stack
        gap="lg"
        aria-busy={report.isPlaceholderData}
        style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {groups.map((g) => (
          <StoreSection key={g.store._id} group={g} compact={isPhone} />
        ))}
      </Stack>
    ) : (
      <ReportEmpty searching={Boolean(search)} storeChosen={state.storeId !== null} />
    );
  }

  return (
    <PageFrame
      title={t('Stock by Store')}
      actions={
        <CsvExportButton
          csv={{
            ...STORE_STOCK_CSV,
            failureText: t(STORE_STOCK_CSV.failureText),
            buttonLabel: t(STORE_STOCK_CSV.buttonLabel ?? ''),
          }}
          query={{ search: search || undefined }}
        />
      }
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t('Store')}
            // Store names are data; only the "All Stores" choice is a key.
            data={(stores.data ?? storeOptions(undefined)).map((o) =>
              o.value === ALL_STORES ? { ...o, label: t(o.label) } : o,
            )}
            value={state.storeId ?? ALL_STORES}
            onChange={(v) => update({ storeId: v && v !== ALL_STORES ? v : null })}
            allowDeselect={false}
            searchable={(stores.data?.length ?? 0) > 8}
            nothingFoundMessage={t('No stores')}
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            error={stores.isError ? INVENTORY_MESSAGES.locationsFailed : undefined}
            flex={FILTER_FLEX}
          />
          <DebouncedTextInput
            label={t('Product')}
            placeholder={t('Search product name or SKU')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={state.search}
            onCommit={(v) => update({ search: v }, true)}
            flex={{ base: '1 1 100%', sm: '0 0 280px' }}
          />
        </Group>
        {content}
      </Stack>
    </PageFrame>
  );
}

function StoreSection({ group, compact }: { group: TStoreReportGroup; compact: boolean }) {
  const { t } = useTranslation('store-report');
  const headingId = useId();
  const note = truncationNote(group, t);
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {group.store.name}
            </Title>
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {group.store.location || t('No location set')}
              </Text>
            </Group>
          </Stack>
          <Text size="sm" fw={500} data-testid="store-summary">
            {groupSummary(group, t)}
          </Text>
        </Group>
        {group.inventory.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('No stock held at this store yet.')}
          </Text>
        ) : compact ? (
          <StoreItemList group={group} />
        ) : (
          <StoreItemTable group={group} />
        )}
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

const itemKey = (item: TStoreReportGroup['inventory'][number]) =>
  `${item.product._id}:${item.product.variationId ?? ''}`;

function StoreItemTable({ group }: { group: TStoreReportGroup }) {
  const { t } = useTranslation('store-report');
  const { formatMoney } = useGeneralSettings();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption style={visuallyHidden}>
          {t('Stock at {{store}}', { store: group.store.name })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Product')}</Table.Th>
            <Table.Th>{t('SKU')}</Table.Th>
            <Table.Th ta="right">{t('Price')}</Table.Th>
            <Table.Th ta="right">{t('Stock')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.inventory.map((item) => (
            <Table.Tr key={itemKey(item)}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.product.name}
                  {item.product.variationName ? (
                    <Text span inherit c="dimmed" fw={400}>
                      {` · ${item.product.variationName}`}
                    </Text>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" c={item.product.sku ? undefined : 'dimmed'}>
                  {item.product.sku || t('No SKU')}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.product.price)}
              </Table.Td>
              <Table.Td ta="right">
                <StockBadge stock={item.stock} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one line per item, name and SKU on the left, price and stock on the right. */
function StoreItemList({ group }: { group: TStoreReportGroup }) {
  const { t } = useTranslation('store-report');
  const { formatMoney } = useGeneralSettings();
  return (
    <Stack
      component="ul"
      gap={0}
      aria-label={t('Stock at {{store}}', { store: group.store.name })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {group.inventory.map((item, i) => (
        <Group
          component="li"
          key={itemKey(item)}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={8}
          style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {itemLabel(item.product)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {item.product.sku || t('No SKU')}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="sm">{formatMoney(item.product.price)}</Text>
            <StockBadge stock={item.stock} />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function ReportEmpty({ searching, storeChosen }: { searching: boolean; storeChosen: boolean }) {
  const { t } = useTranslation('store-report');
  const hint = searching
    ? storeChosen
      ? t('Try another search, or choose All Stores.')
      : t('Try another search.')
    : storeChosen
      ? t('This store holds no stock yet. Choose All Stores to see the others.')
      : t('The stock your stores hold will be listed here.');
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconDatabaseOff size={26} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{INVENTORY_MESSAGES.reportEmpty}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

function ReportSkeleton() {
  return (
    <Paper withBorder p="md" aria-busy>
      <Stack gap="sm">
        <Skeleton height={20} width="30%" />
        <Skeleton height={12} width="20%" />
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={14} />
        ))}
      </Stack>
    </Paper>
  );
}
