import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { RETURN_MESSAGES } from '@pos/contracts/returns';
import { salePaymentLabel, type TTransaction } from '@pos/contracts/sales';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, hasErrorCode } from '../../../api/api-error';
import { TransactionStatusBadge } from '../../../components/transaction-status-badge';
import { formatDateTime } from '../../../lib/dates';
import { serverText } from '../../../lib/i18n';
import { customerLabel, isReturnable } from '../../../lib/transaction-status';
import { receiptNumberIn, saleByNumber } from './api';

/** Why a sale that was found takes no return (nor exchange), else null. */
export function notReturnable(sale: TTransaction): string | null {
  if (sale.status === 'Refunded') return RETURN_MESSAGES.alreadyRefunded;
  return isReturnable(sale) ? null : RETURN_MESSAGES.notReturnable;
}

/**
 * Scan or type a receipt's number and find its sale: the first step of Return and Exchange.
 * A receipt an offline register printed is found by its local number ("AB12-42") too.
 * `onFound` gets the sale (null while a new number is looked up). Remount it (a new `key`) to
 * start again.
 */
export function FindSale({
  onFound,
  find: findSale = saleByNumber,
}: {
  onFound: (sale: TTransaction | null) => void;
  /** How a number is looked up (the server's by default); null: no such sale. */
  find?: (text: string) => Promise<TTransaction | null>;
}) {
  const { t } = useTranslation('register');
  const [number, setNumber] = useState('');
  const find = useMutation({
    mutationFn: (text: string) => findSale(text),
    onSuccess: (found) => onFound(found),
  });
  const lookUp = (e: FormEvent) => {
    e.preventDefault();
    onFound(null);
    if (number.trim()) find.mutate(number);
  };
  const notFound =
    (find.isSuccess && find.data === null) || hasErrorCode(find.error, 'NOT_FOUND')
      ? RETURN_MESSAGES.numberNotFound
      : find.error
        ? errorMessage(find.error, t('The sale could not be found.'))
        : null;
  return (
    <Card withBorder component="section" aria-label={t('Find the sale')}>
      <form onSubmit={lookUp} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('Receipt number')}
            description={t('Scan the barcode on the receipt or type its number.')}
            placeholder="000042" // i18n-ignore
            autoComplete="off"
            autoFocus
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={
              number.trim() && receiptNumberIn(number) === null
                ? t('A receipt number is its digits, or a register’s number such as AB12-42.')
                : undefined
            }
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden />}
            loading={find.isPending}
          >
            {t('Find sale')}
          </Button>
        </Group>
      </form>
      {notFound ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {serverText(notFound)}
        </Alert>
      ) : null}
    </Card>
  );
}

/** The found sale's number, date, customer, payment, total and status. */
function SaleHeading({
  sale,
  formatMoney,
}: {
  sale: TTransaction;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={2} fz="lg">
          {t('Sale {{number}}', { number: sale.documentNumber ?? '' })}
        </Title>
        <Text size="sm" c="dimmed">
          {`${formatDateTime(sale.transactionDate)} · ${customerLabel(sale.customerName)} · ${serverText(salePaymentLabel(sale.paymentMethod))} · ${formatMoney(sale.totalAmount)}`}
          {sale.refundedTotal > 0
            ? ` · ${t('{{amount}} refunded', { amount: formatMoney(sale.refundedTotal) })}`
            : ''}
        </Text>
      </div>
      <TransactionStatusBadge status={sale.status} />
    </Group>
  );
}

/**
 * The sale found, in its card (`label` names the section): its heading, then why nothing can be
 * given back from it, or the form that gives back from it.
 */
export function FoundSale({
  sale,
  label,
  formatMoney,
  children,
}: {
  sale: TTransaction;
  label: string;
  formatMoney: (n: number) => string;
  children: ReactNode;
}) {
  const refused = notReturnable(sale);
  return (
    <Card withBorder component="section" aria-label={label}>
      <Stack gap="md">
        <SaleHeading sale={sale} formatMoney={formatMoney} />
        {refused ? (
          <Alert color="yellow" variant="light" role="alert">
            {serverText(refused)}
          </Alert>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** The sale as it is now (after a refusal that says what was left to return has changed). */
export const refreshSale = (sale: TTransaction, set: (now: TTransaction) => void) =>
  void saleByNumber(sale.documentNumber ?? '').then((now) => now && set(now));
