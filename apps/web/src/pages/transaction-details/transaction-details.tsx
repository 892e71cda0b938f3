import { Button, Grid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { SALE_MESSAGES, type TTransaction } from '@pos/contracts/sales';
import { IconArrowBackUp, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/page-frame';
import { usePdfOpener } from '../../components/use-pdf-opener';
import { shortId } from '../../lib/format';
import { useRefund } from './api';
import { CustomerBlock } from './customer-block';
import { ItemsBlock } from './items-block';
import { PaymentBlock } from './payment-block';
import { SummaryBlock } from './summary-block';
import {
  DETAIL_ID_LENGTH,
  invoicePdfPath,
  receiptPdfPath,
  refundPrompt,
} from './transaction-details-data';

export const TITLE = 'Transaction Details';

/** A loaded sale: its blocks, and Print Invoice, Print Receipt and Refund in the header. */
export function TransactionDetails({
  transaction: t,
  back,
}: {
  transaction: TTransaction;
  back: ReactNode;
}) {
  const id12 = shortId(t._id, DETAIL_ID_LENGTH);
  return (
    <PageFrame title={TITLE} actions={<DetailActions transaction={t} id12={id12} back={back} />}>
      <Stack gap="lg">
        <SummaryBlock transaction={t} id12={id12} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ItemsBlock transaction={t} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <PaymentBlock transaction={t} />
              {t.customer ? <CustomerBlock customer={t.customer} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </PageFrame>
  );
}

function DetailActions({
  transaction: t,
  id12,
  back,
}: {
  transaction: TTransaction;
  id12: string;
  back: ReactNode;
}) {
  const invoice = usePdfOpener(invoicePdfPath(t._id), SALE_MESSAGES.invoiceFailed);
  const receipt = usePdfOpener(receiptPdfPath(t._id), SALE_MESSAGES.receiptFailed);
  const refund = useRefund(t._id);

  const askRefund = () =>
    modals.openConfirmModal({
      title: 'Refund this sale?',
      centered: true,
      children: <Text size="sm">{refundPrompt(t, id12)}</Text>,
      labels: { confirm: 'Refund', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => refund.mutate(),
    });

  return (
    <>
      {back}
      <PdfButton
        pdf={invoice}
        label="Print Invoice"
        icon={<IconFileInvoice size={16} aria-hidden />}
      />
      <PdfButton pdf={receipt} label="Print Receipt" icon={<IconReceipt size={16} aria-hidden />} />
      {t.status === 'Completed' ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={askRefund}
          loading={refund.isPending}
        >
          Refund
        </Button>
      ) : null}
    </>
  );
}

/** Opens one of the sale's PDFs; "Generating..." while it is made. */
function PdfButton({
  pdf,
  label,
  icon,
}: {
  pdf: ReturnType<typeof usePdfOpener>;
  label: string;
  icon: ReactNode;
}) {
  return (
    <Button variant="default" leftSection={icon} onClick={pdf.open} disabled={pdf.busy}>
      {pdf.busy ? 'Generating...' : label}
    </Button>
  );
}
