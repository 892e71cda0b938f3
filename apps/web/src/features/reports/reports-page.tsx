import '@mantine/charts/styles.css';
import { Box, Button, Skeleton, Stack } from '@mantine/core';
import { SALES_REPORT_LABELS } from '@pos/contracts/sales-reports';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { LoadFailed } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { CsvExportButton } from '../../components/resource-list/csv-export-button';
import { zonedIsoDate } from '../../lib/dates';
import { serverText } from '../../lib/i18n';
import { type ReportRequest, salesReportQuery } from './api';
import { PrintHeading } from './print-heading';
import { periodLabel } from './report-columns';
import { REPORT_DEFINITIONS } from './report-definitions';
import { ReportFilters } from './report-filters';
import { NO_SALES_TEXT } from './report-kit';
import { parseReportParams, type ReportState, rangeOf, toReportParams } from './report-params';
import { ReportPicker } from './report-picker';
import { ReportView } from './report-view';
import classes from './reports.module.css';

/** The sales reports and stored value, each with its chart, table, CSV and print. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseReportParams(params), [params]);
  const { timeZone } = useGeneralSettings();
  // The organization's today (its time zone), fixed for the visit like the dashboard's.
  const today = useMemo(() => zonedIsoDate(timeZone), [timeZone]);
  const range = rangeOf(state, today);
  const definition = REPORT_DEFINITIONS[state.report];

  const update = useCallback(
    (change: Partial<ReportState>) =>
      setParams((prev) => {
        const current = parseReportParams(prev);
        // "Custom" starts from the days shown, so that one of them can be moved.
        const days =
          change.period === 'custom' && current.period !== 'custom' ? rangeOf(current, today) : {};
        return toReportParams({ ...current, ...days, ...change });
      }),
    [setParams, today],
  );

  const request: ReportRequest = {
    from: range.from,
    to: range.to,
    ...(state.storeId && !definition.uses.withoutStore && { storeId: state.storeId }),
    ...(definition.uses.groupBy && { groupBy: state.groupBy }),
    ...(definition.uses.order && { order: state.order }),
  };
  const report = useQuery(salesReportQuery(state.report, request));
  const label = serverText(SALES_REPORT_LABELS[state.report]);
  const rangeText =
    range.from === range.to
      ? periodLabel(range.from)
      : `${periodLabel(range.from)} – ${periodLabel(range.to)}`;

  let content: React.ReactNode;
  if (report.isError) {
    content = (
      <LoadFailed
        message={errorMessage(
          report.error,
          t('Failed to load the {{report}} report.', { report: label.toLowerCase() }),
        )}
        onRetry={() => report.refetch()}
        retrying={report.isFetching}
      />
    );
  } else if (!report.data) {
    content = (
      <Box aria-busy>
        <Skeleton height={280} />
      </Box>
    );
  } else {
    content = (
      <Box
        aria-busy={report.isPlaceholderData}
        style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <ReportView name={state.report} answer={report.data} />
      </Box>
    );
  }

  return (
    <PageFrame
      title={t('Reports')}
      actions={
        <>
          <Box className={classes.noPrint}>
            <CsvExportButton
              csv={{
                endpoint: `/reports/${state.report}/export.csv`,
                emptyText: t(NO_SALES_TEXT),
                failureText: t('Unable to export the {{report}} report.', {
                  report: label.toLowerCase(),
                }),
                buttonLabel: t('Export CSV'),
              }}
              query={{ ...request }}
            />
          </Box>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            className={classes.noPrint}
          >
            {t('Print')}
          </Button>
        </>
      }
    >
      <Stack gap="md" className={classes.page}>
        <PrintHeading
          report={state.report}
          rangeText={rangeText}
          storeId={definition.uses.withoutStore ? null : state.storeId}
        />
        <ReportPicker value={state.report} onChange={(r) => update({ report: r })}>
          <Stack gap="lg">
            <Box className={classes.noPrint}>
              <ReportFilters
                state={state}
                uses={definition.uses}
                rangeText={rangeText}
                onChange={update}
              />
            </Box>
            {content}
          </Stack>
        </ReportPicker>
      </Stack>
    </PageFrame>
  );
}
