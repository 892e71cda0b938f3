import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { parseReceiptNumber, RETURN_MESSAGES } from '@pos/contracts/returns';
import type { TSaleReturn, TTransaction } from '@pos/contracts/sales';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage, hasErrorCode } from '../../../api/api-error';
import { TransactionStatusBadge } from '../../../components/transaction-status-badge';
import { formatDateTime } from '../../../lib/dates';
import { isReturnable } from '../../../lib/transaction-status';
import { useApproval } from '../approval-modal';
import { DoneCard, PrintButton } from '../done-card';
import { usePrintReceipt } from '../use-print-receipt';
import { fetchReturnReceipt, saleByNumber } from './api';
import { ReturnForm } from './return-form';

/** Why a sale that was found takes no return, else null. */
function notReturnable(sale: TTransaction): string | null {
  if (sale.status === 'Refunded') return RETURN_MESSAGES.alreadyRefunded;
  return isReturnable(sale) ? null : RETURN_MESSAGES.notReturnable;
}

/**
 * The register's Return mode: scan or type a receipt's number, pick the lines and units that come
 * back, refund. A cashier without process_returns gets a manager's approval first.
 */
export function ReturnMode({ formatMoney }: { formatMoney: (n: number) => string }) {
  const [number, setNumber] = useState('');
  const [sale, setSale] = useState<TTransaction | null>(null);
  const [given, setGiven] = useState<TSaleReturn | null>(null);
  const approval = useApproval('process_returns', 'return');
  const find = useMutation({
    mutationFn: (text: string) => saleByNumber(text),
    onSuccess: (found) => setSale(found),
  });

  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    setSale(null);
    if (number.trim()) find.mutate(number);
  };
  const restart = () => {
    setNumber('');
    setSale(null);
    setGiven(null);
    find.reset();
  };

  if (given) {
    return <ReturnDone given={given} formatMoney={formatMoney} onNext={restart} />;
  }

  const notFound =
    find.isSuccess && find.data === null
      ? RETURN_MESSAGES.numberNotFound
      : hasErrorCode(find.error, 'NOT_FOUND')
        ? RETURN_MESSAGES.numberNotFound
        : find.error
          ? errorMessage(find.error, 'The sale could not be found.')
          : null;
  const refused = sale ? notReturnable(sale) : null;
  return (
    <Stack gap="lg" maw={760} w="100%" mx="auto">
      <Card withBorder component="section" aria-label="Find the sale">
        <form onSubmit={lookUp} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Receipt number"
              description="Scan the barcode on the receipt or type its number."
              placeholder="000042"
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              error={
                number.trim() && parseReceiptNumber(number) === null
                  ? 'A receipt number is digits only.'
                  : undefined
              }
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              loading={find.isPending}
            >
              Find sale
            </Button>
          </Group>
        </form>
        {notFound ? (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {notFound}
          </Alert>
        ) : null}
      </Card>
      {sale ? (
        <Card withBorder component="section" aria-label={`Sale ${sale.documentNumber ?? ''}`}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} fz="lg">
                  {`Sale ${sale.documentNumber ?? ''}`}
                </Title>
                <Text size="sm" c="dimmed">
                  {`${formatDateTime(sale.transactionDate)} · ${sale.customerName} · ${sale.paymentMethod} · ${formatMoney(sale.totalAmount)}`}
                  {sale.refundedTotal > 0 ? ` · ${formatMoney(sale.refundedTotal)} refunded` : ''}
                </Text>
              </div>
              <TransactionStatusBadge status={sale.status} />
            </Group>
            {refused ? (
              <Alert color="yellow" variant="light" role="alert">
                {refused}
              </Alert>
            ) : (
              <ReturnForm
                key={sale._id}
                sale={sale}
                approve={approval.needed ? (id) => approval.approve(id) : undefined}
                onReturned={setGiven}
                // What is left to return, as it is now (the refused form keeps its picks).
                onOutdated={() =>
                  void saleByNumber(sale.documentNumber ?? '').then((now) => now && setSale(now))
                }
                onCancel={restart}
              />
            )}
          </Stack>
        </Card>
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
          {formatMoney(given.total)}
        </Text>
      </Group>
      {notice}
      <Group gap="sm" grow>
        <PrintButton onClick={print} loading={printing}>
          Print return receipt
        </PrintButton>
        <Button leftSection={<IconPlus size={18} />} onClick={onNext} autoFocus>
          New return
        </Button>
      </Group>
    </DoneCard>
  );
}
