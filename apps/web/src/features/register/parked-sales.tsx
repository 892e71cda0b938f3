import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type THeldSale, ZHeldSaleBody } from '@pos/contracts/held-sales';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, hasErrorCode } from '../../api/api-error';
import { confirmDelete } from '../../components/confirm-delete';
import { LazyModal } from '../../components/lazy-modal';
import { formatDateTime } from '../../lib/dates';
import { msg } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { customerLabel } from '../../lib/transaction-status';
import { useZodForm } from '../../lib/use-zod-form';
import { lineKey, lineLabel } from './cart';
import { customerOfParked, linesOfParked, parkBody, saleDiscountOfParked } from './parked-cart';
import { parkedSalesQuery, useParkSale, useRemoveParkedSale } from './parked-sales-api';
import { type RegisterMoney, totalsOf } from './register-totals';
import type { Checkout } from './use-checkout';

const PARK_FAILED = msg('The sale could not be parked.');
const GONE = msg('Another register resumed or deleted this parked sale.');

interface ParkedSalesProps {
  checkout: Checkout;
  /** The register's store; parking waits until it is known. */
  storeId: string | undefined;
  money: RegisterMoney;
  formatMoney: (n: number) => string;
  /** After parking or resuming: back to the barcode field. */
  onDone: () => void;
}

/**
 * Parked sales at the register: "Park sale" sets the cart aside for this store and empties the
 * register; "Parked (N)" lists the store's parked carts to resume or delete.
 */
export function ParkedSales(props: ParkedSalesProps) {
  const { t } = useTranslation('register');
  const [parking, setParking] = useState(false);
  const [listing, setListing] = useState(false);
  const { checkout, storeId } = props;
  const parked = useQuery(parkedSalesQuery(storeId));
  const count = parked.data?.data.length ?? 0;
  return (
    <>
      <ParkButtons
        canPark={
          // Gift cards are sold at once, never parked: a parked cart keeps goods only.
          Boolean(storeId) &&
          checkout.cart.length > 0 &&
          checkout.giftCards.length === 0 &&
          !checkout.cartInvalid
        }
        canList={Boolean(storeId)}
        busy={checkout.busy}
        count={count}
        onPark={setParking}
        onList={setListing}
      />
      <LazyModal opened={parking} onClose={() => setParking(false)} title={t('Park sale')} centered>
        {parking && storeId ? (
          <ParkForm {...props} storeId={storeId} onClose={() => setParking(false)} />
        ) : null}
      </LazyModal>
      <LazyModal
        opened={listing}
        onClose={() => setListing(false)}
        title={t('Parked sales ({{number}})', { number: count })}
        size="lg"
        centered
      >
        <ParkedList
          {...props}
          sales={parked.data?.data ?? []}
          loading={parked.isLoading}
          failed={parked.isError}
          onResumed={() => {
            setListing(false);
            props.onDone();
          }}
        />
      </LazyModal>
    </>
  );
}

/** Park sale and Parked (N): memoised, as the register renders this at every scan. */
const ParkButtons = memo(function ParkButtons({
  canPark,
  canList,
  busy,
  count,
  onPark,
  onList,
}: {
  canPark: boolean;
  canList: boolean;
  busy: boolean;
  count: number;
  onPark: (open: true) => void;
  onList: (open: true) => void;
}) {
  const { t } = useTranslation('register');
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconPlayerPause size={16} />}
        onClick={() => onPark(true)}
        disabled={!canPark || busy}
      >
        {t('Park sale')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => onList(true)}
        disabled={!canList || busy}
      >
        {t('Parked ({{number}})', { number: count })}
      </Button>
    </>
  );
});

const ZParkNote = ZHeldSaleBody.pick({ note: true });

function ParkForm({
  checkout,
  storeId,
  onDone,
  onClose,
}: ParkedSalesProps & { storeId: string; onClose: () => void }) {
  const { t } = useTranslation('register');
  const park = useParkSale();
  const form = useZodForm({ initial: { note: '' }, schema: ZParkNote });
  const newCustomer = checkout.customer.kind === 'new';
  const submit = form.handleSubmit(({ note }) => {
    const body = parkBody(
      checkout.cart,
      checkout.customer,
      storeId,
      note ?? '',
      checkout.withDiscounts,
      checkout.saleDiscount,
    );
    park.mutate(body, {
      onSuccess: (answer) => {
        checkout.reset();
        notifySuccess(answer.message);
        onClose();
        onDone();
      },
      onError: (error) => form.serverError(error, t(PARK_FAILED)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'The cart is set aside for this store and the register is cleared. Any register of the store can resume it; its stock is not reserved, and prices are read again when it is sold.',
          )}
        </Text>
        {newCustomer ? (
          <Alert color="yellow" variant="light">
            {t('The new customer’s details are not kept with a parked sale.')}
          </Alert>
        ) : null}
        <TextInput
          label={t('Note (optional)')}
          placeholder={t('e.g. Back in ten minutes with a card')}
          maxLength={200}
          data-autofocus
          {...form.text('note')}
        />
        {form.formError ? (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={park.isPending}>
            {t('Park sale')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ParkedList({
  checkout,
  sales,
  loading,
  failed,
  money,
  formatMoney,
  onResumed,
}: ParkedSalesProps & {
  sales: THeldSale[];
  loading: boolean;
  failed: boolean;
  onResumed: () => void;
}) {
  const { t } = useTranslation('register');
  const remove = useRemoveParkedSale();
  const [problem, setProblem] = useState<string | null>(null);
  // Resuming replaces the cart: one being rung up is parked or cleared first.
  const cartInUse = checkout.cart.length > 0;

  const failure = (error: unknown) =>
    setProblem(hasErrorCode(error, 'NOT_FOUND') ? t(GONE) : errorMessage(error, t('It failed.')));

  const resume = (held: THeldSale) => {
    setProblem(null);
    remove.mutate(held._id, {
      // The cart as the delete answered it: this register is the one that got it.
      onSuccess: ({ data }) => {
        const { lines, leftOut } = linesOfParked(data, money.scaleBarcodes);
        checkout.reset();
        checkout.restore(lines);
        checkout.changeSaleDiscount(saleDiscountOfParked(data));
        checkout.chooseCustomer(customerOfParked(data));
        notifySuccess(
          leftOut
            ? t('Sale resumed. {{count}} lines are no longer for sale and were left out.', {
                count: leftOut,
              })
            : t('Sale resumed.'),
        );
        onResumed();
      },
      onError: failure,
    });
  };

  const discard = (held: THeldSale) =>
    confirmDelete({
      itemName: t('the parked sale of {{date}}', { date: formatDateTime(held.createdAt) }),
      onConfirm: () => {
        setProblem(null);
        remove.mutate(held._id, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: failure,
        });
      },
    });

  if (loading) return <Text size="sm">{t('Loading parked sales…')}</Text>;
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('The parked sales could not be loaded.')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {cartInUse && sales.length ? (
        <Text size="sm" c="dimmed">
          {t('Park or clear the current cart to resume another one.')}
        </Text>
      ) : null}
      {sales.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No sales are parked at this store.')}
        </Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('Parked sales')}>
          {sales.map((held) => (
            <ParkedCard
              key={held._id}
              held={held}
              total={formatMoney(parkedTotal(held, money) / 100)}
              formatMoney={formatMoney}
              busy={remove.isPending}
              canResume={!cartInUse}
              onResume={() => resume(held)}
              onDelete={() => discard(held)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * What the cart would cost now, as the register would total it (lines no longer sold left out;
 * its discounts count — resumed, they show for a manager to approve when they need one).
 */
const parkedTotal = (held: THeldSale, money: RegisterMoney) =>
  totalsOf(linesOfParked(held, money.scaleBarcodes).lines, money, true, saleDiscountOfParked(held))
    .total;

/** The parked lines with React keys (the same item may be on two lines of a cart sent by the API). */
function keyedLines(held: THeldSale) {
  const seen = new Map<string, number>();
  return held.cart.items.map((line) => {
    const key = lineKey(line.productId, line.variationId);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return { key: `${key}#${n}`, line };
  });
}

function ParkedCard({
  held,
  total,
  formatMoney,
  busy,
  canResume,
  onResume,
  onDelete,
}: {
  held: THeldSale;
  total: string;
  formatMoney: (n: number) => string;
  busy: boolean;
  canResume: boolean;
  onResume: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('register');
  const when = formatDateTime(held.createdAt);
  const who = held.user?.name ?? t('A former user');
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      role="listitem"
      aria-label={t('Parked by {{who}} at {{when}}', { who, when })}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600} size="sm">
              {who} · {when}
            </Text>
            <Text size="sm" c="dimmed">
              {customerLabel(held.customer?.name)}
            </Text>
          </div>
          <Text fw={700} aria-label={t('Total at current prices')}>
            {total}
          </Text>
        </Group>
        {held.note ? (
          <Text size="sm" fs="italic">
            {held.note}
          </Text>
        ) : null}
        <Stack gap={2}>
          {keyedLines(held).map(({ key, line: l }) => (
            <Group key={key} gap="xs" wrap="nowrap">
              <Text size="sm">
                {l.quantity} ×{' '}
                {l.productName
                  ? lineLabel({ name: l.productName, variationName: l.variationName })
                  : t('A deleted product')}
                {l.available && l.price !== null ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {l.discount > 0
                      ? t('at {{price}}, {{discount}} off', {
                          price: formatMoney(l.price),
                          discount: formatMoney(l.discount),
                        })
                      : t('at {{price}}', { price: formatMoney(l.price) })}
                  </Text>
                ) : null}
              </Text>
              {l.available ? null : (
                <Badge color="red" variant="light" size="sm">
                  {t('No longer for sale')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            disabled={busy}
          >
            {t('Delete')}
          </Button>
          <Button
            size="compact-sm"
            leftSection={<IconPlayerPlay size={16} />}
            onClick={onResume}
            disabled={busy || !canResume}
          >
            {t('Resume')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
