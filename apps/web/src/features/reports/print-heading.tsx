import { Box, Text, Title } from '@mantine/core';
import { SALES_REPORT_LABELS, type SalesReportName } from '@pos/contracts/sales-reports';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
import { useReportStores } from './api';
import classes from './reports.module.css';

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
  const { t } = useTranslation('reports');
  const stores = useReportStores();
  const store = storeId
    ? (stores.data?.find((s) => s._id === storeId)?.name ?? t('One store'))
    : t('All stores');
  return (
    <Box className={classes.printOnly}>
      <Title order={2}>{serverText(SALES_REPORT_LABELS[report])}</Title>
      <Text>
        {rangeText} · {store}
      </Text>
    </Box>
  );
}
