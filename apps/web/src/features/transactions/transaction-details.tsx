import { Button, Grid, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { refundSummary } from '@pos/contracts/returns';
import { SALE_MESSAGES, type TSaleReturn, type TTransaction } from '@pos/contracts/sales';
import {
  IconArrowBackUp,
  IconFileInvoice,
  IconReceipt,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptPdfPath } from '../../api/pdf';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { PageFrame } from '../../components/page-frame';
import { usePdfOpener } from '../../components/use-pdf-opener';
import { shortId } from '../../lib/format';
import { msg, serverText } from '../../lib/i18n';
import { isReturnable } from '../../lib/transaction-status';
import { useRefund } from './api';
import { CustomerBlock } from './customer-block';
import { ItemsBlock } from './items-block';
import { OfflineBlock } from './offline-block';
import { PaymentBlock } from './payment-block';
import { ReturnsBlock } from './returns-block';
import { SummaryBlock } from './summary-block';
import { DETAIL_ID_LENGTH, invoicePdfPath, refundPrompt } from './transaction-details-data';

export const TITLE = msg('Transaction Details');

/**
 * The form that returns items of the sale: the register's (its Return mode uses it too), given
 * by router.tsx, as features do not import each other (ARCHITECTURE, "The web app's features").
 */
export type ReturnFormComponent = ComponentType<{
  sale: TTransaction;
  onCancel: () => void;
  onReturned: (given: TSaleReturn) => void;
}>;

/**
 * A loaded sale: its blocks (its returns too), and Print Invoice, Print Receipt, Return items and
 * Refund in the header.
 */
export function TransactionDetails({
  transaction: sale,
  back,
  ReturnForm,
}: {
  transaction: TTransaction;
  back: ReactNode;
  ReturnForm: ReturnFormComponent;
}) {
  const { t } = useTranslation('transactions');
  const id12 = shortId(sale._id, DETAIL_ID_LENGTH);
  return (
    <PageFrame
      title={t(TITLE)}
      actions={<DetailActions transaction={sale} id12={id12} back={back} ReturnForm={ReturnForm} />}
    >
      <Stack gap="lg">
        <SummaryBlock transaction={sale} id12={id12} />
        {sale.offline || sale.reviewReasons.length ? <OfflineBlock transaction={sale} /> : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ItemsBlock transaction={sale} />
              {sale.returns.length ? <ReturnsBlock returns={sale.returns} /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <PaymentBlock transaction={sale} />
              {sale.customer ? <CustomerBlock customer={sale.customer} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </PageFrame>
  );
}

function DetailActions({
  transaction: sale,
  id12,
  back,
  ReturnForm,
}: {
  transaction: TTransaction;
  id12: string;
  back: ReactNode;
  ReturnForm: ReturnFormComponent;
}) {
  const { t } = useTranslation('transactions');
  const invoice = usePdfOpener(invoicePdfPath(sale._id), SALE_MESSAGES.invoiceFailed);
  const receipt = usePdfOpener(receiptPdfPath(sale._id), SALE_MESSAGES.receiptFailed);
  const refund = useRefund(sale._id);
  const user = useCurrentUser();
  const { formatMoney } = useGeneralSettings();
  const [returning, setReturning] = useState(false);
  // Giving money back needs process_returns (a cashier asks a manager at the register instead).
  const mayReturn = user.permissions.includes('process_returns') && isReturnable(sale);

  const askRefund = () =>
    modals.openConfirmModal({
      title: t('Refund this sale?'),
      centered: true,
      children: <Text size="sm">{refundPrompt(t, sale, id12)}</Text>,
      labels: { confirm: t('Refund'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => refund.mutate(),
    });

  return (
    <>
      {back}
      <PdfButton
        pdf={invoice}
        label={t('Print Invoice')}
        icon={<IconFileInvoice size={16} aria-hidden />}
      />
      <PdfButton
        pdf={receipt}
        label={t('Print Receipt')}
        icon={<IconReceipt size={16} aria-hidden />}
      />
      {mayReturn ? (
        <>
          <Button
            color="orange"
            variant="light"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => setReturning(true)}
          >
            {t('Return items')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={askRefund}
            loading={refund.isPending}
          >
            {sale.status === 'Partially Refunded' ? t('Refund the rest') : t('Refund')}
          </Button>
        </>
      ) : null}
      <Modal
        opened={returning}
        onClose={() => setReturning(false)}
        title={t('Return items of sale {{number}}', { number: sale.documentNumber ?? id12 })}
        size="lg"
        centered
      >
        {returning ? (
          <ReturnForm
            sale={sale}
            onCancel={() => setReturning(false)}
            onReturned={(given) => {
              setReturning(false);
              notifications.show({
                color: 'green',
                message: t('Return {{number}}: {{summary}}.', {
                  number: given.documentNumber,
                  summary: serverText(refundSummary(given, formatMoney)),
                }),
              });
            }}
          />
        ) : null}
      </Modal>
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
  const { t } = useTranslation('transactions');
  return (
    <Button variant="default" leftSection={icon} onClick={pdf.open} disabled={pdf.busy}>
      {pdf.busy ? t('Generating...') : label}
    </Button>
  );
}
