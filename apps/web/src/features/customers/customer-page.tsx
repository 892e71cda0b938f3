import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/record-page';
import { customerQuery } from './api';
import { CustomerDetails, TITLE } from './customer-details';

/** One customer (/customers/:id): contact, balances, store credit and its ledger. */
export default function CustomerPage() {
  const { t } = useTranslation('customers');
  return (
    <RecordPage
      title={t(TITLE)}
      back={{ to: SCREENS.customers.path, label: t('Back to Customers') }}
      query={customerQuery}
      messages={{
        notFound: t('Customer not found.'),
        failed: t('The customer could not be loaded.'),
      }}
      loading={<Skeleton height={240} radius="md" />}
    >
      {(customer, back) => <CustomerDetails customer={customer} back={back} />}
    </RecordPage>
  );
}
