import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ChartCard } from '../../components/chart-card';
import type { ChartDef } from './report-kit';

type SeriesChart = Exclude<ChartDef<unknown>, { kind: 'summary' | 'heatmap' }>;

const compactFormat = new Intl.NumberFormat(undefined, {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compact = (v: number) => compactFormat.format(v);
const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** Axis names are cut to a line; the tooltip and the table carry the whole name. */
const AXIS_NAME_MAX = 18;
const axisName = (name: unknown) => {
  const s = String(name);
  return s.length > AXIS_NAME_MAX ? `${s.slice(0, AXIS_NAME_MAX - 1)}…` : s;
};

/** A report's bar, line or area chart, from its definition. */
export function ReportChart({ chart, answer }: { chart: SeriesChart; answer: unknown }) {
  const { formatMoney } = useGeneralSettings();
  const data = chart.data(answer);
  const valueFormatter =
    chart.unit === 'money' ? formatMoney : (v: number) => countFormat.format(v);
  const common = {
    data,
    dataKey: chart.dataKey,
    series: chart.series,
    valueFormatter,
  };
  let drawn: React.ReactNode;
  if (chart.kind === 'bar' && chart.horizontal) {
    drawn = (
      <BarChart
        {...common}
        h={Math.max(160, data.length * 36 + 40)}
        orientation="vertical"
        xAxisProps={{ tickFormatter: compact }}
        yAxisProps={{ width: 130, tickFormatter: axisName }}
        gridAxis="y"
        maxBarWidth={24}
      />
    );
  } else if (chart.kind === 'bar') {
    drawn = (
      <BarChart
        {...common}
        h={280}
        yAxisProps={{ tickFormatter: compact, width: 56 }}
        maxBarWidth={40}
      />
    );
  } else {
    const Chart = chart.kind === 'line' ? LineChart : AreaChart;
    drawn = (
      <Chart
        {...common}
        h={280}
        curveType="monotone"
        yAxisProps={{ tickFormatter: compact, width: 56 }}
        gridAxis="x"
      />
    );
  }
  return <ChartCard title={chart.title}>{drawn}</ChartCard>;
}
