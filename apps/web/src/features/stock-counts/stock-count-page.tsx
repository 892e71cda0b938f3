// i18n-pending — words still written here, not yet from the catalogs
import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { RecordPage } from '../../components/record-page';
import { stockCountQuery } from './api';
import { StockCountDetails, TITLE } from './stock-count-details';

/** One stock count (/stock-counts/:id): counting, posting, the variance report. */
export default function StockCountPage() {
  return (
    <RecordPage
      title={TITLE}
      back={{ to: SCREENS.stockCounts.path, label: 'Back to Stock Counts' }}
      query={stockCountQuery}
      messages={{
        notFound: 'Stock count not found.',
        failed: 'The stock count could not be loaded.',
      }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(count, back) => <StockCountDetails count={count} back={back} />}
    </RecordPage>
  );
}
