import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/record-page';
import { purchaseOrderQuery } from './api';
import { PurchaseOrderDetails, TITLE } from './purchase-order-details';

/** One purchase order (/purchase-orders/:id), its actions and its receipts. */
export default function PurchaseOrderPage() {
  const { t } = useTranslation('purchasing');
  return (
    <RecordPage
      title={t(TITLE)}
      back={{ to: SCREENS.purchaseOrders.path, label: t('Back to Purchase Orders') }}
      query={purchaseOrderQuery}
      messages={{
        notFound: t('Purchase order not found.'),
        failed: t('The purchase order could not be loaded.'),
      }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(order, back) => <PurchaseOrderDetails order={order} back={back} />}
    </RecordPage>
  );
}
