// i18n-pending — words still written here, not yet from the catalogs
import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { RecordPage } from '../../../components/record-page';
import { purchaseOrderQuery } from './api';
import { PurchaseOrderDetails, TITLE } from './purchase-order-details';

/** One purchase order (/purchase-orders/:id), its actions and its receipts. */
export default function PurchaseOrderPage() {
  return (
    <RecordPage
      title={TITLE}
      back={{ to: SCREENS.purchaseOrders.path, label: 'Back to Purchase Orders' }}
      query={purchaseOrderQuery}
      messages={{
        notFound: 'Purchase order not found.',
        failed: 'The purchase order could not be loaded.',
      }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(order, back) => <PurchaseOrderDetails order={order} back={back} />}
    </RecordPage>
  );
}
