import {
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ZId } from '@pos/contracts/list';
import { SALE_MESSAGES, type TTransaction } from '@pos/contracts/sales';
import { IconArrowBackUp, IconArrowLeft, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { api } from '../../api/client';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { formatDateTime } from '../../lib/dates';
import { shortId } from '../../lib/format';
import { TransactionStatusBadge } from '../../resources/transactions/transaction-cells';
import {
  DETAIL_ID_LENGTH,
  hasLineDiscounts,
  invoicePdfPath,
  itemLabel,
  receiptPdfPath,
  refundPrompt,
  taxLineLabel,
} from './transaction-details-data';
import { usePdfOpener } from './use-pdf-opener';

const TITLE = 'Transaction Details';
const LIST_PATH = '/transactions';

const transactionKeys = resourceKeys('transactions');
const detailKey = (id: string) => [...transactionKeys.all, 'detail', id] as const;

/** Lists that show what a refund changes: the sale, its customer's totals, the stock. */
const REFUND_INVALIDATES = [
  'transactions',
  'customers',
  'products',
  'inventory',
  'inventory-log',
  'inventory-by-store',
];

type DetailAnswer = { data: TTransaction };
type RefundAnswer = { data: TTransaction; message?: string };

/** A missing, foreign or malformed id: the API answers 404 (or 400 for a non-id). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Spec 1 §2 Transaction details (/transactions/:id), with the real taxes (DESIGN §7). */
export default function TransactionDetailsPage() {
  const { id = '' } = useParams();
  const validId = ZId.safeParse(id).success;
  const detail = useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) =>
      api.get<DetailAnswer>(`/transactions/${encodeURIComponent(id)}`, undefined, { signal }),
    enabled: validId,
    select: (r) => r.data,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

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

function TransactionDetails({
  transaction: t,
  back,
}: {
  transaction: TTransaction;
  back: ReactNode;
}) {
  const queryClient = useQueryClient();
  const invoice = usePdfOpener(invoicePdfPath(t._id), SALE_MESSAGES.invoiceFailed);
  const receipt = usePdfOpener(receiptPdfPath(t._id), SALE_MESSAGES.receiptFailed);
  const id12 = shortId(t._id, DETAIL_ID_LENGTH);

  const refund = useMutation({
    mutationFn: () => api.post<RefundAnswer>(`/transactions/${encodeURIComponent(t._id)}/refund`),
    onSuccess: (answer) => {
      queryClient.setQueryData<DetailAnswer>(detailKey(t._id), { data: answer.data });
      notifications.show({ color: 'green', message: answer.message || SALE_MESSAGES.refunded });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: errorMessage(error, 'Failed to refund the sale.'),
      });
    },
    onSettled: async () => {
      await Promise.all([
        ...REFUND_INVALIDATES.map((root) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys(root).all }),
        ),
        queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counts.all }),
      ]);
    },
  });

  const askRefund = () =>
    modals.openConfirmModal({
      title: 'Refund this sale?',
      centered: true,
      children: <Text size="sm">{refundPrompt(t, id12)}</Text>,
      labels: { confirm: 'Refund', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => refund.mutate(),
    });

  const actions = (
    <>
      {back}
      <Button
        variant="default"
        leftSection={<IconFileInvoice size={16} aria-hidden />}
        onClick={invoice.open}
        disabled={invoice.busy}
      >
        {invoice.busy ? 'Generating...' : 'Print Invoice'}
      </Button>
      <Button
        variant="default"
        leftSection={<IconReceipt size={16} aria-hidden />}
        onClick={receipt.open}
        disabled={receipt.busy}
      >
        {receipt.busy ? 'Generating...' : 'Print Receipt'}
      </Button>
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

  return (
    <PageFrame title={TITLE} actions={actions}>
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

/** A titled box of the page; its heading names the region for screen readers. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function SummaryBlock({ transaction: t, id12 }: { transaction: TTransaction; id12: string }) {
  return (
    <Block title="Summary">
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: t.refundedAt ? 6 : 5 }}
        spacing="md"
        verticalSpacing="sm"
      >
        <Field label="Transaction ID">
          <Text span size="sm" ff="monospace" title={t._id}>
            {id12}
          </Text>
        </Field>
        <Field label="Date">{formatDateTime(t.transactionDate)}</Field>
        <Field label="Status">
          <TransactionStatusBadge status={t.status} />
        </Field>
        <Field label="Store">{t.store?.name ?? '—'}</Field>
        <Field label="Cashier">{t.cashier?.name ?? '—'}</Field>
        {t.refundedAt ? <Field label="Refunded At">{formatDateTime(t.refundedAt)}</Field> : null}
      </SimpleGrid>
    </Block>
  );
}

function ItemsBlock({ transaction: t }: { transaction: TTransaction }) {
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Block title="Items Purchased">
      {t.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items.
        </Text>
      ) : isPhone ? (
        <ItemList transaction={t} />
      ) : (
        <ItemTable transaction={t} />
      )}
    </Block>
  );
}

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function ItemTable({ transaction: t }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  const discounts = hasLineDiscounts(t.items);
  return (
    <Table.ScrollContainer minWidth={discounts ? 560 : 460}>
      <Table striped verticalSpacing="xs">
        <Table.Caption style={visuallyHidden}>Items Purchased</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            {discounts ? <Table.Th ta="right">Discount</Table.Th> : null}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {t.items.map((item) => (
            <Table.Tr key={item._id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.productName}
                  {item.variationName ? (
                    <Text span inherit c="dimmed" fw={400}>
                      {` – ${item.variationName}`}
                    </Text>
                  ) : null}
                </Text>
                {item.sku ? (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.sku}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {item.quantity}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {formatMoney(item.priceAtSale)}
              </Table.Td>
              {discounts ? (
                <Table.Td ta="right" style={numeric}>
                  {item.discount > 0 ? `-${formatMoney(item.discount)}` : '—'}
                </Table.Td>
              ) : null}
              <Table.Td ta="right" style={numeric}>
                {formatMoney(item.lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one line per item, name and "qty × price" on the left, the line's total on the right. */
function ItemList({ transaction: t }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  return (
    <Stack
      component="ul"
      gap={0}
      aria-label="Items Purchased"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {t.items.map((item, i) => (
        <Group
          component="li"
          key={item._id}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
          gap="sm"
          py={8}
          style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {itemLabel(item)}
            </Text>
            <Text size="xs" c="dimmed" style={numeric}>
              {`Qty ${item.quantity} × ${formatMoney(item.priceAtSale)}`}
              {item.discount > 0 ? ` · discount -${formatMoney(item.discount)}` : ''}
            </Text>
          </Stack>
          <Text size="sm" fw={500} style={numeric}>
            {formatMoney(item.lineTotal)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function PaymentBlock({ transaction: t }: { transaction: TTransaction }) {
  const { formatMoney } = useGeneralSettings();
  return (
    <Block title="Payment">
      <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
        <Table.Caption style={visuallyHidden}>Payment</Table.Caption>
        <Table.Tbody>
          <AmountRow label="Subtotal" value={formatMoney(t.subtotal)} />
          {t.discountTotal > 0 ? (
            <AmountRow label="Discount" value={`-${formatMoney(t.discountTotal)}`} />
          ) : null}
          {t.taxes.map((tax) => (
            <AmountRow
              key={`${tax.name}:${tax.rate}`}
              label={taxLineLabel(tax)}
              value={formatMoney(tax.amount)}
            />
          ))}
          {t.taxes.length === 0 ? <AmountRow label="Taxes" value={formatMoney(0)} /> : null}
        </Table.Tbody>
      </Table>
      <Divider />
      <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
        <Table.Caption style={visuallyHidden}>Total</Table.Caption>
        <Table.Tbody>
          <AmountRow label="Total" value={formatMoney(t.totalAmount)} strong />
          <AmountRow label="Payment Method" value={t.paymentMethod} />
        </Table.Tbody>
      </Table>
    </Block>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400} fz="sm" c={strong ? undefined : 'dimmed'}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} fz={strong ? 'md' : 'sm'} style={numeric}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

function CustomerBlock({ customer }: { customer: NonNullable<TTransaction['customer']> }) {
  return (
    <Block title="Customer">
      <Stack gap="xs">
        <Field label="Name">{customer.name}</Field>
        {customer.email ? <Field label="Email">{customer.email}</Field> : null}
        {customer.phone ? <Field label="Phone">{customer.phone}</Field> : null}
      </Stack>
    </Block>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={32} />
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={14} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
