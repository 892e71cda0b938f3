import { SALE_MESSAGES } from '@pos/contracts/sales';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('transactions');
  return (
    <RecordPage
      title={t(TITLE)}
      back={{ to: '/transactions', label: t('Back to Transactions') }}
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
