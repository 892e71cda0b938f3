import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ChartCard } from '../../components/chart-card';
import { chartLabels } from './chart-labels';
import type { ChartDef } from './report-kit';

type SeriesChart = Exclude<ChartDef<unknown>, { kind: 'summary' | 'heatmap' }>;

const compactFormat = new Intl.NumberFormat(undefined, {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compact = (v: number) => compactFormat.format(v);
const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/**
 * A report's bar, line or area chart, from its definition. The value axis says its unit — the
 * currency on its ticks and in its title, or "units" — and a chart of names shows each name cut
 * to fit its axis but never two alike (a product's SKU tells them apart); the tooltip and the
 * table below carry the whole name (docs/guide/stock-and-reports.md, "Report charts").
 */
export function ReportChart({ chart, answer }: { chart: SeriesChart; answer: unknown }) {
  const { t } = useTranslation('reports');
  const { formatMoney, settings } = useGeneralSettings();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const rows = chart.data(answer);
  const money = chart.unit === 'money';
  const valueFormatter = money ? formatMoney : (v: number) => countFormat.format(v);
  const symbol = settings.currencySymbol;
  const tick = money
    ? (v: number) => `${v < 0 ? '-' : ''}${symbol}${compact(Math.abs(v))}`
    : compact;
  const series = chart.series.map((s) => ({ ...s, label: t(s.label) }));
  const valueAxis = `${series.map((s) => s.label).join(', ')} (${money ? symbol : t('units')})`;
  const common = {
    dataKey: chart.dataKey,
    series,
    valueFormatter,
  };
  let drawn: React.ReactNode;
  if (chart.kind === 'bar' && chart.horizontal) {
    const labels = chartLabels(
      rows.map((r) => ({ name: String(r[chart.dataKey]), sku: r.sku as string | undefined })),
      phone ? 18 : 28,
    );
    const data = rows.map((r, i) => ({
      ...r,
      [chart.dataKey]: labels[i] ?? '',
      wholeName: r.sku ? `${r[chart.dataKey]} (${r.sku})` : String(r[chart.dataKey]),
    }));
    drawn = (
      <BarChart
        {...common}
        data={data}
        h={Math.max(180, data.length * 36 + 70)}
        orientation="vertical"
        xAxisProps={{ tickFormatter: tick }}
        xAxisLabel={valueAxis}
        yAxisProps={{ width: phone ? 130 : 200 }}
        gridAxis="y"
        maxBarWidth={24}
        tooltipProps={{
          labelFormatter: (label, payload) =>
            (payload?.[0]?.payload as { wholeName?: string } | undefined)?.wholeName ?? label,
        }}
      />
    );
  } else if (chart.kind === 'bar') {
    drawn = (
      <BarChart
        {...common}
        data={rows}
        h={280}
        yAxisProps={{ tickFormatter: tick, width: 64 }}
        yAxisLabel={valueAxis}
        maxBarWidth={40}
      />
    );
  } else {
    const Chart = chart.kind === 'line' ? LineChart : AreaChart;
    drawn = (
      <Chart
        {...common}
        data={rows}
        h={280}
        curveType="monotone"
        yAxisProps={{ tickFormatter: tick, width: 64 }}
        yAxisLabel={valueAxis}
        gridAxis="x"
      />
    );
  }
  return <ChartCard title={t(chart.title)}>{drawn}</ChartCard>;
}
