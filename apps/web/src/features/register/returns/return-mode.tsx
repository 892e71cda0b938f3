import { Button, Group, Stack, Text } from '@mantine/core';
import { pointsBackText } from '@pos/contracts/returns';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import type { TSaleReturn, TTransaction } from '@pos/contracts/sales';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReturnReceiptModel } from '../../../api/receipt-models';
import { usePrintModel, usePrintOnDone } from '../../../components/print-queue';
import { useApproval } from '../approval-modal';
import { DoneCard, PrintButton } from '../done-card';
import { usePrintReceipt } from '../use-print-receipt';
import { fetchReturnReceipt } from './api';
import { FindSale, FoundSale, refreshSale } from './find-sale';
import { ReturnForm } from './return-form';

/**
 * The register's Return mode: scan or type a receipt's number, pick the lines and units that come
 * back, refund. A cashier without process_returns gets a manager's approval first.
 */
export function ReturnMode({ formatMoney }: { formatMoney: (n: number) => string }) {
  const { t } = useTranslation('register');
  const [sale, setSale] = useState<TTransaction | null>(null);
  const [given, setGiven] = useState<TSaleReturn | null>(null);
  const printOnDone = usePrintOnDone();
  // A new search field for each return.
  const [round, setRound] = useState(0);
  const approval = useApproval('process_returns', 'return');
  const restart = () => {
    setSale(null);
    setGiven(null);
    setRound((n) => n + 1);
  };

  if (given) {
    return <ReturnDone given={given} formatMoney={formatMoney} onNext={restart} />;
  }

  return (
    <Stack gap="lg" maw={760} w="100%" mx="auto">
      <FindSale key={round} onFound={setSale} />
      {sale ? (
        <FoundSale
          sale={sale}
          label={t('Sale {{number}}', { number: sale.documentNumber ?? '' })}
          formatMoney={formatMoney}
        >
          <ReturnForm
            key={sale._id}
            sale={sale}
            approve={approval.needed ? (id) => approval.approve(id) : undefined}
            onReturned={(r) => {
              setGiven(r);
              // Cash went back over the counter: the drawer opens.
              printOnDone(
                t('Return {{number}}', { number: r.documentNumber }),
                () => fetchReturnReceiptModel(r._id),
                r.refundMethod === 'Cash',
              );
            }}
            onOutdated={() => refreshSale(sale, setSale)}
            onCancel={restart}
          />
        </FoundSale>
      ) : null}
      {approval.modal}
    </Stack>
  );
}

/** After a return: what went back and how, its receipt, the next return. */
function ReturnDone({
  given,
  formatMoney,
  onNext,
}: {
  given: TSaleReturn;
  formatMoney: (n: number) => string;
  onNext: () => void;
}) {
  const { t } = useTranslation('register');
  const { print, printing, notice } = usePrintReceipt(() => fetchReturnReceipt(given._id));
  const printModel = usePrintModel();
  const units = given.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <DoneCard
      label={t('Return completed')}
      color="orange"
      title={t('Return {{number}}', { number: given.documentNumber })}
      summary={
        given.approvedBy
          ? t('{{count}} items back · approved by {{name}}', {
              count: units,
              name: given.approvedBy.name,
            })
          : t('{{count}} items back', { count: units })
      }
    >
      <Group justify="space-between">
        <Text fw={700}>{t('Refund in {{method}}', { method: given.refundMethod })}</Text>
        <Text fw={800} fz={28} data-testid="refund-total">
          {formatMoney(fromCents(toCents(given.total) - toCents(given.pointsBackAmount)))}
        </Text>
      </Group>
      {pointsBackText(given, formatMoney) ? (
        <Text data-testid="points-back">
          {t('{{points}} back', { points: pointsBackText(given, formatMoney) })}
        </Text>
      ) : null}
      {notice}
      <Group gap="sm" grow>
        <PrintButton
          onClick={
            printModel
              ? () =>
                  printModel(t('Return {{number}}', { number: given.documentNumber }), () =>
                    fetchReturnReceiptModel(given._id),
                  )
              : print
          }
          loading={printing}
        >
          {t('Print return receipt')}
        </PrintButton>
        <Button leftSection={<IconPlus size={18} />} onClick={onNext} autoFocus>
          {t('New return')}
        </Button>
      </Group>
    </DoneCard>
  );
}
