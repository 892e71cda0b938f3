import { Box, Button, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SALES_REPORT_LABELS, type SalesReportName } from '@pos/contracts/sales-reports';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../lib/save-file';
import { fetchReportCsv, type ReportRequest, useReportStores } from './api';
import classes from './reports.module.css';

/** Downloads the report's CSV (every row) with the query on screen, named as the API names it. */
export function ExportButton({
  report,
  request,
}: {
  report: SalesReportName;
  request: ReportRequest;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchReportCsv(report, request);
      saveBlob(blob, fileName);
    } catch (error) {
      console.error('Report CSV export failed', error);
      notifications.show({
        color: 'red',
        message: `Unable to export the ${SALES_REPORT_LABELS[report].toLowerCase()} report.`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={download}
      loading={busy}
      className={classes.noPrint}
    >
      Export CSV
    </Button>
  );
}

/** On paper only: which report, which days, which store. */
export function PrintHeading({
  report,
  rangeText,
  storeId,
}: {
  report: SalesReportName;
  rangeText: string;
  storeId: string | null;
}) {
  const stores = useReportStores();
  const store = storeId
    ? (stores?.data?.find((s) => s._id === storeId)?.name ?? 'One store')
    : 'All stores';
  return (
    <Box className={classes.printOnly}>
      <Title order={2}>{SALES_REPORT_LABELS[report]}</Title>
      <Text>
        {rangeText} · {store}
      </Text>
    </Box>
  );
}
