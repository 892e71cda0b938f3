import { Group, Select } from '@mantine/core';
import { REPORT_PRESET_LABELS, REPORT_PRESETS } from '@pos/contracts/report-periods';
import { IconBuildingStore, IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILTER_FLEX, FilterInput } from '../../components/resource-list/filter-inputs';
import { msg, serverText } from '../../lib/i18n';
import { useReportStores } from './api';
import type { ReportDefinition } from './report-kit';
import type { ReportOrder, ReportPeriod, ReportState } from './report-params';

/** The store select cannot hold an empty value: "All stores" has one of its own. */
const EVERY_STORE = 'all';

const CUSTOM_PERIOD = { value: 'custom', label: msg('Custom') };
const GROUPING_OPTIONS = [
  { value: 'day', label: msg('Day') },
  { value: 'week', label: msg('Week') },
  { value: 'month', label: msg('Month') },
];
const ORDER_OPTIONS = [
  { value: 'top', label: msg('Top') },
  { value: 'bottom', label: msg('Bottom') },
];

interface ReportFiltersProps {
  state: ReportState;
  uses: ReportDefinition<never>['uses'];
  /** The days the period covers, in words ("Nov 17, 2026 – Nov 23, 2026"). */
  rangeText: string;
  onChange: (change: Partial<ReportState>) => void;
}

/**
 * The days, the store (unless the report is the organization's) and, for the reports that read
 * them, the grouping and the order.
 */
export function ReportFilters({ state, uses, rangeText, onChange }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const stores = useReportStores();
  const translated = (options: { value: string; label: string }[]) =>
    options.map((o) => ({ ...o, label: t(o.label) }));
  // The presets' names are the contracts' words.
  const periodOptions = [
    ...REPORT_PRESETS.map((p) => ({ value: p, label: serverText(REPORT_PRESET_LABELS[p]) })),
    { ...CUSTOM_PERIOD, label: t(CUSTOM_PERIOD.label) },
  ];
  const storeOptions = [
    { value: EVERY_STORE, label: t('All stores') },
    ...(stores.data ?? []).map((s) => ({ value: s._id, label: s.name })),
  ];
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('Period')}
        data={periodOptions}
        value={state.period}
        onChange={(v) => v && onChange({ period: v as ReportPeriod })}
        allowDeselect={false}
        description={rangeText}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<IconCalendar size={16} aria-hidden />}
        flex={FILTER_FLEX}
      />
      {state.period === 'custom' ? (
        <>
          <FilterInput
            filter={{ kind: 'date', label: t('From'), param: 'from', placeholder: t('First day') }}
            values={state.from ? { from: state.from } : {}}
            onChange={(v) => onChange({ from: v.from ?? null })}
          />
          <FilterInput
            filter={{ kind: 'date', label: t('To'), param: 'to', placeholder: t('Last day') }}
            values={state.to ? { to: state.to } : {}}
            onChange={(v) => onChange({ to: v.to ?? null })}
          />
        </>
      ) : null}
      {uses.withoutStore ? null : (
        <Select
          label={t('Store')}
          data={storeOptions}
          value={state.storeId ?? EVERY_STORE}
          onChange={(v) => onChange({ storeId: v && v !== EVERY_STORE ? v : null })}
          allowDeselect={false}
          searchable={storeOptions.length > 8}
          nothingFoundMessage={t('No stores')}
          leftSection={<IconBuildingStore size={16} aria-hidden />}
          error={stores.isError ? t('Failed to load the stores.') : undefined}
          flex={FILTER_FLEX}
        />
      )}
      {uses.groupBy ? (
        <Select
          label={t('Group by')}
          data={translated(GROUPING_OPTIONS)}
          value={state.groupBy}
          onChange={(v) => v && onChange({ groupBy: v as ReportState['groupBy'] })}
          allowDeselect={false}
          flex={FILTER_FLEX}
        />
      ) : null}
      {uses.order ? (
        <Select
          label={t('Order')}
          data={translated(ORDER_OPTIONS)}
          value={state.order}
          onChange={(v) => v && onChange({ order: v as ReportOrder })}
          allowDeselect={false}
          flex={FILTER_FLEX}
        />
      ) : null}
    </Group>
  );
}
