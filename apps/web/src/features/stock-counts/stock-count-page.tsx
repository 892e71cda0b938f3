import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/record-page';
import { stockCountQuery } from './api';
import { StockCountDetails, TITLE } from './stock-count-details';

/** One stock count (/stock-counts/:id): counting, posting, the variance report. */
export default function StockCountPage() {
  const { t } = useTranslation('stock-counts');
  return (
    <RecordPage
      title={t(TITLE)}
      back={{ to: SCREENS.stockCounts.path, label: t('Back to Stock Counts') }}
      query={stockCountQuery}
      messages={{
        notFound: t('Stock count not found.'),
        failed: t('The stock count could not be loaded.'),
      }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(count, back) => <StockCountDetails count={count} back={back} />}
    </RecordPage>
  );
}
