import { Button, Group, Stack } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import { SALE_MESSAGES } from '@pos/contracts/sales';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { isNotFound, transactionDetailQuery } from './api';
import { DetailsSkeleton } from './details-skeleton';
import { TITLE, TransactionDetails } from './transaction-details';

const LIST_PATH = '/transactions';

/** Spec 1 §2 Transaction details (/transactions/:id), with the real taxes (DESIGN §7). */
export default function TransactionDetailsPage() {
  const { id = '' } = useParams();
  const validId = ZId.safeParse(id).success;
  const detail = useQuery({ ...transactionDetailQuery(id), enabled: validId });

  const back = (
    <Button
      component={Link}
      to={LIST_PATH}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to Transactions
    </Button>
  );

  if (!validId || (detail.isError && isNotFound(detail.error))) {
    return (
      <PageFrame title={TITLE} actions={back}>
        <ErrorAlert message={SALE_MESSAGES.notFound} />
      </PageFrame>
    );
  }
  if (detail.isError) {
    return (
      <PageFrame title={TITLE} actions={back}>
        <Stack gap="sm">
          <ErrorAlert message={errorMessage(detail.error, SALE_MESSAGES.detailFailed)} />
          <Group>
            <Button variant="default" onClick={() => detail.refetch()} loading={detail.isFetching}>
              Try again
            </Button>
          </Group>
        </Stack>
      </PageFrame>
    );
  }
  if (!detail.data) {
    return (
      <PageFrame title={TITLE} actions={back}>
        <DetailsSkeleton />
      </PageFrame>
    );
  }
  return <TransactionDetails transaction={detail.data} back={back} />;
}
