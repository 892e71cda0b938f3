// i18n-pending — words still written here, not yet from the catalogs
import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { RecordPage } from '../../components/record-page';
import { customerQuery } from './api';
import { CustomerDetails, TITLE } from './customer-details';

/** One customer (/customers/:id): contact, balances, store credit and its ledger. */
export default function CustomerPage() {
  return (
    <RecordPage
      title={TITLE}
      back={{ to: SCREENS.customers.path, label: 'Back to Customers' }}
      query={customerQuery}
      messages={{
        notFound: 'Customer not found.',
        failed: 'The customer could not be loaded.',
      }}
      loading={<Skeleton height={240} radius="md" />}
    >
      {(customer, back) => <CustomerDetails customer={customer} back={back} />}
    </RecordPage>
  );
}
