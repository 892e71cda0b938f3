import { Alert, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type {
  SalesReportName,
  TByHourReport,
  TReportMeta,
  TSalesSummaryReport,
} from '@pos/contracts/sales-reports';
import { IconChartBarOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../lib/i18n';
import { ByHourHeatmap } from './by-hour-heatmap';
import { ReportChart } from './report-chart';
import { REPORT_DEFINITIONS } from './report-definitions';
import { definitionOf, NO_SALES_TEXT } from './report-kit';
import { ReportTable } from './report-table';
import { SummaryCards } from './summary-cards';

export const RECALCULATING_TEXT = msg(
  "Recalculating for the new time zone — figures show the old time zone's days until it is done.",
);

/** Any report's answer, drawn from its definition: the chart (or cards), then its tables. */
export function ReportView({ name, answer }: { name: SalesReportName; answer: TReportMeta }) {
  const { t } = useTranslation('reports');
  const definition = definitionOf(REPORT_DEFINITIONS, name);
  const { chart } = definition;
  const empty = definition.isEmpty(answer);
  return (
    <Stack gap="lg">
      {answer.recalculating ? (
        <Alert color="yellow" variant="light" icon={<IconRefresh aria-hidden />}>
          {t(RECALCULATING_TEXT)}
        </Alert>
      ) : null}
      {empty ? <NoSales /> : null}
      {chart.kind === 'summary' ? (
        <SummaryCards answer={answer as TSalesSummaryReport} />
      ) : empty ? null : chart.kind === 'heatmap' ? (
        <ByHourHeatmap answer={answer as TByHourReport} />
      ) : (
        <ReportChart chart={chart} answer={answer} />
      )}
      {empty
        ? null
        : definition.tables.map((table) => (
            <ReportTable key={table.title} table={table} answer={answer} />
          ))}
    </Stack>
  );
}

function NoSales() {
  const { t } = useTranslation('reports');
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconChartBarOff size={26} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t(NO_SALES_TEXT)}</Text>
        <Text size="sm" c="dimmed">
          {t('Pick other days or another store.')}
        </Text>
      </Stack>
    </Paper>
  );
}
