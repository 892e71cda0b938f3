import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Kbd,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { TTransaction } from '@pos/contracts/sales';
import { IconCircleCheck, IconEye, IconPlus, IconPrinter } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { printPdf } from '../../lib/print-pdf';
import { fetchReceipt, RECEIPT_URL_LIFETIME_MS } from './api';
import { EmailReceipt } from './email-receipt';
import { taxLabel } from './register-totals';
import { TotalRow } from './total-row';

type ReceiptNotice = { kind: 'failed'; message: string } | { kind: 'blocked'; url: string } | null;

/** After a sale: its total as the server booked it, the receipt, the sale, a new sale. */
export function SaleDone({
  sale,
  message,
  onNewSale,
  newSaleRef,
  formatMoney,
}: {
  sale: TTransaction;
  message: string;
  onNewSale: () => void;
  newSaleRef: RefObject<HTMLButtonElement | null>;
  formatMoney: (n: number) => string;
}) {
  const [printing, setPrinting] = useState(false);
  const [notice, setNotice] = useState<ReceiptNotice>(null);

  useEffect(() => {
    newSaleRef.current?.focus();
  }, [newSaleRef]);

  const print = async () => {
    setNotice(null);
    setPrinting(true);
    try {
      const blob = await fetchReceipt(sale._id);
      const url = URL.createObjectURL(blob);
      setTimeout(() => {
        URL.revokeObjectURL(url);
        setNotice((n) => (n?.kind === 'blocked' && n.url === url ? null : n));
      }, RECEIPT_URL_LIFETIME_MS);
      // The print dialog at once; where the page cannot print a PDF, the receipt in a tab (a
      // slow answer may have outlived the click's permission to open one: then a link).
      if (!(await printPdf(url)) && !window.open(url, '_blank')) {
        setNotice({ kind: 'blocked', url });
      }
    } catch (error) {
      console.error('Receipt failed', error);
      setNotice({
        kind: 'failed',
        message: `The receipt could not be printed: ${errorMessage(error, 'unknown error')}`,
      });
    } finally {
      setPrinting(false);
    }
  };

  const items = sale.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <Card
      withBorder
      padding="lg"
      maw={560}
      mx="auto"
      w="100%"
      component="section"
      aria-label="Sale completed"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" size={44} radius="xl" variant="light">
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {message}
            </Title>
            <Text size="sm" c="dimmed">
              {sale.documentNumber ? `No. ${sale.documentNumber} · ` : ''}
              {items} {items === 1 ? 'item' : 'items'} · {sale.paymentMethod} · {sale.customerName}
              {sale.store ? ` · ${sale.store.name}` : ''}
            </Text>
          </div>
        </Group>
        <Stack gap={4}>
          {sale.discountTotal > 0 ? (
            <TotalRow
              label={
                sale.approvedBy ? `Discounts (approved by ${sale.approvedBy.name})` : 'Discounts'
              }
              value={`−${formatMoney(sale.discountTotal)}`}
            />
          ) : null}
          <TotalRow label="Subtotal" value={formatMoney(sale.subtotal)} />
          {sale.taxes.map((t) => (
            <TotalRow
              key={`${t.name}-${t.rate}`}
              label={taxLabel(t)}
              value={formatMoney(t.amount)}
            />
          ))}
          <Divider my={4} />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={800} fz={28} aria-label="Sale total" data-testid="sale-total">
              {formatMoney(sale.totalAmount)}
            </Text>
          </Group>
          {sale.payments.length > 1 || sale.change > 0
            ? sale.payments.map((p, i) => (
                <TotalRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; their order is fixed
                  key={i}
                  label={p.method === 'Cash' ? 'Cash tendered' : p.method}
                  value={formatMoney(p.amount)}
                />
              ))
            : null}
          {sale.change > 0 ? (
            <Group justify="space-between">
              <Text fw={700}>Change</Text>
              <Text fw={800} fz={28} data-testid="sale-change">
                {formatMoney(sale.change)}
              </Text>
            </Group>
          ) : null}
        </Stack>
        {notice?.kind === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {notice.message}
          </Alert>
        ) : null}
        {notice?.kind === 'blocked' ? (
          <Alert color="yellow" variant="light">
            The browser blocked the new tab.{' '}
            <Anchor href={notice.url} target="_blank" rel="noopener">
              Open the receipt
            </Anchor>
          </Alert>
        ) : null}
        <Group gap="sm" grow wrap="wrap">
          <Button
            leftSection={<IconPrinter size={18} />}
            variant="light"
            onClick={print}
            loading={printing}
          >
            Print receipt
          </Button>
          <Button
            leftSection={<IconEye size={18} />}
            variant="default"
            component={Link}
            to={`/transactions/${sale._id}`}
          >
            View sale
          </Button>
          <Button ref={newSaleRef} leftSection={<IconPlus size={18} />} onClick={onNewSale}>
            New sale
          </Button>
        </Group>
        <EmailReceipt sale={sale} />
        <Text size="xs" c="dimmed" ta="center">
          <Kbd size="xs">Enter</Kbd> or <Kbd size="xs">F2</Kbd> starts a new sale
        </Text>
      </Stack>
    </Card>
  );
}
