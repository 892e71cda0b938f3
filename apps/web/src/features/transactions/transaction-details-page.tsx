// i18n-pending — words still written here, not yet from the catalogs
import { SALE_MESSAGES } from '@pos/contracts/sales';
import { RecordPage } from '../../components/record-page';
import { transactionDetailQuery } from './api';
import { DetailsSkeleton } from './details-skeleton';
import { type ReturnFormComponent, TITLE, TransactionDetails } from './transaction-details';

/** Spec 1 §2 Transaction details (/transactions/:id), with the real taxes (DESIGN §7). */
export default function TransactionDetailsPage({
  ReturnForm,
}: {
  ReturnForm: ReturnFormComponent;
}) {
  return (
    <RecordPage
      title={TITLE}
      back={{ to: '/transactions', label: 'Back to Transactions' }}
      query={transactionDetailQuery}
      messages={{ notFound: SALE_MESSAGES.notFound, failed: SALE_MESSAGES.detailFailed }}
      loading={<DetailsSkeleton />}
    >
      {(transaction, back) => (
        <TransactionDetails transaction={transaction} back={back} ReturnForm={ReturnForm} />
      )}
    </RecordPage>
  );
}
