// i18n-pending — words still written here, not yet from the catalogs
import { Button, Group, Stack, Text } from '@mantine/core';
import { pointsBackText } from '@pos/contracts/returns';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import type { TSaleReturn, TTransaction } from '@pos/contracts/sales';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
          label={`Sale ${sale.documentNumber ?? ''}`}
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
                `Return ${r.documentNumber}`,
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
  const { print, printing, notice } = usePrintReceipt(() => fetchReturnReceipt(given._id));
  const printModel = usePrintModel();
  const units = given.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <DoneCard
      label="Return completed"
      color="orange"
      title={`Return ${given.documentNumber}`}
      summary={`${units} ${units === 1 ? 'item' : 'items'} back${given.approvedBy ? ` · approved by ${given.approvedBy.name}` : ''}`}
    >
      <Group justify="space-between">
        <Text fw={700}>{`Refund in ${given.refundMethod}`}</Text>
        <Text fw={800} fz={28} data-testid="refund-total">
          {formatMoney(fromCents(toCents(given.total) - toCents(given.pointsBackAmount)))}
        </Text>
      </Group>
      {pointsBackText(given, formatMoney) ? (
        <Text data-testid="points-back">{`${pointsBackText(given, formatMoney)} back`}</Text>
      ) : null}
      {notice}
      <Group gap="sm" grow>
        <PrintButton
          onClick={
            printModel
              ? () =>
                  printModel(`Return ${given.documentNumber}`, () =>
                    fetchReturnReceiptModel(given._id),
                  )
              : print
          }
          loading={printing}
        >
          Print return receipt
        </PrintButton>
        <Button leftSection={<IconPlus size={18} />} onClick={onNext} autoFocus>
          New return
        </Button>
      </Group>
    </DoneCard>
  );
}
