import {
  Alert,
  Box,
  Button,
  type ButtonProps,
  Drawer,
  Group,
  Kbd,
  List,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { roundCash } from '@pos/contracts/cash-rounding';
import { taxLabel } from '@pos/contracts/sale-figures';
import { IconAlertCircle, IconKeyboard } from '@tabler/icons-react';
import { memo, type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { useOnline } from '../../lib/connectivity';
import { serverText } from '../../lib/i18n';
import { AccountPaymentAction } from './account-payment-action';
import type { CustomerChoice } from './cart';
import { DiscountField } from './cart-lines';
import { CouponField } from './coupon-field';
import { CustomerPoints } from './customer-points';
import { type CustomerErrors, CustomerSection } from './customer-section';
import layout from './register-layout.module.css';
import { TenderSection } from './tender-section';
import { TillCard } from './till-card';
import { TotalRow } from './total-row';
import type { Checkout, SaleFailure } from './use-checkout';

/** Mantine's `md`: from here the checkout is a column beside the cart. */
const WIDE = '(min-width: 62em)';

/**
 * The right-hand column of the register: store, customer, totals, payment, Complete Sale at its
 * foot. On a phone the column sits below the cart and a bar at the bottom keeps the total in
 * view; its button opens the payment — the method chosen and shown before the sale is completed,
 * never a sale booked as cash because the choice was out of sight.
 */
export function CheckoutPanel({
  checkout,
  storeSelect,
  storeId,
  formatMoney,
}: {
  checkout: Checkout;
  /** The register's store: a payment on account goes into its open shift. */
  storeId: string | undefined;
  /** The register's store, when there is a choice (one element while nothing changes). */
  storeSelect: ReactNode;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  const { busy, canComplete, complete } = checkout;
  const { currencySymbol } = useGeneralSettings().settings;
  const { totals, paid } = checkout;
  // Paid in cash, the total is rounded to the shop's coins (docs/DESIGN.md, "Money").
  const rounding = paid.ok ? paid.rounding : 0;
  const totalCents = totals.total + rounding;
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const online = useOnline();
  const customerId = checkout.customer.kind === 'existing' ? checkout.customer.customerId : null;
  const payment = (
    <>
      <TenderSection
        draft={checkout.tender}
        onChange={checkout.setTender}
        state={paid}
        totalCents={totals.total}
        cashCents={roundCash(totals.total, checkout.money.cashRounding)}
        formatMoney={formatMoney}
        disabled={busy}
        customerId={customerId}
        online={online}
        loyalty={checkout.terms.loyalty}
        offlineLimitCents={checkout.terms.offlineLimitCents}
      />
      {checkout.failure ? <FailureAlert failure={checkout.failure} /> : null}
    </>
  );
  // A scan changes the totals, the payment's amounts and Complete Sale's state: the parts that
  // show nothing else are memoised and skip it (docs/benchmarks/register-till.md).
  return (
    <TillCard label={t('Checkout')} p={0} className={layout.grow}>
      {/*
        On a counter screen this part scrolls from its end: the payment sits just above the
        footer and stays in view; the store and the customer are above it.
      */}
      <div className={`${layout.scroll} ${layout.fromEnd}`}>
        <Stack gap="md" p="md" className={layout.top}>
          <SaleParties
            wide={wide}
            storeSelect={storeSelect}
            customer={checkout.customer}
            onCustomer={checkout.chooseCustomer}
            errors={checkout.customerErrors}
            disabled={busy}
          />
          {customerId && checkout.terms.loyalty.enabled ? (
            <CustomerPoints
              customerId={customerId}
              redeemValue={checkout.terms.loyalty.redeemValue}
              formatMoney={formatMoney}
            />
          ) : null}
          {customerId ? (
            <AccountPaymentAction
              customerId={customerId}
              storeId={storeId}
              online={online}
              disabled={busy}
            />
          ) : null}
          {checkout.withDiscounts && checkout.cart.length > 0 ? (
            <DiscountField
              label={t('the sale')}
              value={checkout.saleDiscount}
              onChange={checkout.changeSaleDiscount}
              currencySymbol={currencySymbol}
              error={checkout.saleDiscountError ?? undefined}
              disabled={busy}
            />
          ) : null}
          {checkout.cart.length > 0 ? (
            <CouponField
              value={checkout.couponCode}
              onChange={checkout.changeCouponCode}
              error={checkout.couponError}
              disabled={busy}
            />
          ) : null}
          <SaleTotals
            totals={totals}
            included={checkout.money.pricesIncludeTax}
            rounding={rounding}
            formatMoney={formatMoney}
            withTotal={!wide}
          />
          {wide ? payment : null}
        </Stack>
      </div>
      {wide ? (
        <CheckoutFoot
          totalCents={totalCents}
          formatMoney={formatMoney}
          canComplete={canComplete}
          busy={busy}
          onComplete={complete}
        />
      ) : (
        <PhonePayment
          totalCents={totalCents}
          formatMoney={formatMoney}
          canPay={
            (checkout.cart.length > 0 || checkout.giftCards.length > 0) &&
            !checkout.cartInvalid &&
            !busy
          }
          busy={busy}
          complete={
            <CompleteButton canComplete={canComplete} busy={busy} onComplete={complete} fullWidth />
          }
        >
          {payment}
        </PhonePayment>
      )}
    </TillCard>
  );
}

/** The keys, the store and the customer: what a scan does not change. */
const SaleParties = memo(function SaleParties({
  wide,
  storeSelect,
  customer,
  onCustomer,
  errors,
  disabled,
}: {
  wide: boolean;
  storeSelect: ReactNode;
  customer: CustomerChoice;
  onCustomer: (next: CustomerChoice) => void;
  errors: CustomerErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  return (
    <>
      {wide ? <KeyHints /> : null}
      {storeSelect}
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('Customer')}
        </Text>
        <CustomerSection
          value={customer}
          onChange={onCustomer}
          errors={errors}
          disabled={disabled}
        />
      </Stack>
    </>
  );
});

/** A counter screen's foot: the total and Complete Sale, in view whatever the cart's length. */
const CheckoutFoot = memo(function CheckoutFoot({
  totalCents,
  formatMoney,
  canComplete,
  busy,
  onComplete,
}: {
  totalCents: number;
  formatMoney: (n: number) => string;
  canComplete: boolean;
  busy: boolean;
  onComplete: () => void;
}) {
  return (
    <Stack
      gap="sm"
      p="md"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <TotalLine cents={totalCents} formatMoney={formatMoney} />
      <CompleteButton canComplete={canComplete} busy={busy} onComplete={onComplete} fullWidth />
    </Stack>
  );
});

/**
 * A phone's checkout: the total and "Pay" in a bar at the bottom of the screen; Pay opens the
 * payment — method, cash handed over, split — with Complete Sale under it.
 */
function PhonePayment({
  totalCents,
  formatMoney,
  canPay,
  busy,
  complete,
  children,
}: {
  totalCents: number;
  formatMoney: (n: number) => string;
  /** The cart can be paid for (not empty, every line right, no sale on its way). */
  canPay: boolean;
  busy: boolean;
  /** Complete Sale, under the payment. */
  complete: ReactNode;
  /** The payment's fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('register');
  const [open, setOpen] = useState(false);
  const total = formatMoney(totalCents / 100);
  return (
    <>
      <Box h={72} aria-hidden />
      <Group
        justify="space-between"
        wrap="nowrap"
        p="sm"
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 150,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Text fw={800} fz="xl">
          {total}
        </Text>
        <Button size="lg" onClick={() => setOpen(true)} disabled={!canPay} loading={busy}>
          {t('Pay')}
        </Button>
      </Group>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="bottom"
        title={t('Pay {{total}}', { total })}
        styles={{
          title: { fontWeight: 700 },
          // A sheet as tall as what it holds, not the whole screen.
          content: { flex: '0 0 auto', height: 'auto', maxHeight: '90dvh' },
        }}
      >
        <Stack gap="md" pb="md">
          {children}
          {complete}
        </Stack>
      </Drawer>
    </>
  );
}

/** Complete Sale: disabled while the cart is empty or wrong, or a sale is on its way. */
const CompleteButton = memo(function CompleteButton({
  canComplete,
  busy,
  onComplete,
  ...props
}: {
  canComplete: boolean;
  busy: boolean;
  onComplete: () => void;
} & Pick<ButtonProps, 'fullWidth'>) {
  const { t } = useTranslation('register');
  return (
    <Button size="lg" onClick={onComplete} disabled={!canComplete} loading={busy} {...props}>
      {t('Complete Sale')}
    </Button>
  );
});

/** The sale's amounts before its total: items and discounts, the subtotal, each tax. */
const SaleTotals = memo(function SaleTotals({
  totals,
  included,
  rounding,
  formatMoney,
  withTotal,
}: {
  totals: Checkout['totals'];
  /** The shelf prices include the taxes: each shows as "incl.", the total is the subtotal. */
  included: boolean;
  /** What cash rounding adds (cents; 0: none). */
  rounding: number;
  formatMoney: (n: number) => string;
  /** The total too (a phone); a counter screen shows it at the checkout's foot. */
  withTotal: boolean;
}) {
  const { t } = useTranslation('register');
  const money = (cents: number) => formatMoney(cents / 100);
  return (
    <Box component="section" aria-label={t('Sale totals')}>
      <Stack gap={4}>
        {totals.discountTotal > 0 ? (
          <>
            <TotalRow label={t('Items')} value={money(totals.subtotal + totals.discountTotal)} />
            <TotalRow label={t('Discounts')} value={`−${money(totals.discountTotal)}`} />
          </>
        ) : null}
        <TotalRow label={t('Subtotal')} value={money(totals.subtotal)} />
        {totals.taxes.map((tax) => (
          <TotalRow
            key={`${tax.name}-${tax.rate}`}
            label={serverText(taxLabel(tax, included))}
            value={money(tax.cents)}
          />
        ))}
        {totals.giftCardsCents > 0 ? (
          <TotalRow label={t('Gift cards (no tax)')} value={money(totals.giftCardsCents)} />
        ) : null}
        {rounding !== 0 ? <TotalRow label={t('Rounding')} value={money(rounding)} /> : null}
        {withTotal ? <TotalLine cents={totals.total + rounding} formatMoney={formatMoney} /> : null}
      </Stack>
    </Box>
  );
});

const TotalLine = memo(function TotalLine({
  cents,
  formatMoney,
}: {
  cents: number;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  return (
    <Group justify="space-between" mt={4}>
      <Text fw={700}>{t('Total')}</Text>
      <Text fw={800} fz={26} data-testid="register-total">
        {formatMoney(cents / 100)}
      </Text>
    </Group>
  );
});

function FailureAlert({ failure }: { failure: SaleFailure }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {serverText(failure.message)}
      {failure.details.length ? (
        <List size="sm" mt={4}>
          {failure.details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/** Memoised: the same words at every scan. */
const KeyHints = memo(function KeyHints() {
  const { t } = useTranslation('register');
  return (
    <Group
      gap={6}
      align="flex-start"
      wrap="nowrap"
      c="dimmed"
      aria-label={t('Keyboard shortcuts')}
      visibleFrom="sm"
    >
      <IconKeyboard size={16} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        <Trans
          t={t}
          i18nKey="<f2>F2</f2> barcode field (a new sale after one is done) · <f4>F4</f4> product search · <enter>Enter</enter> adds · <tab>Tab</tab> next field · <ctrl>Ctrl</ctrl>+<enter>Enter</enter> completes the sale"
          components={{
            f2: <Kbd size="xs" />,
            f4: <Kbd size="xs" />,
            enter: <Kbd size="xs" />,
            tab: <Kbd size="xs" />,
            ctrl: <Kbd size="xs" />,
          }}
        />
      </Text>
    </Group>
  );
});
