import {
  Alert,
  Box,
  Button,
  type ButtonProps,
  Card,
  Divider,
  Group,
  Kbd,
  List,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconKeyboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CustomerSection } from './customer-section';
import { taxLabel } from './register-totals';
import { TenderSection } from './tender-section';
import { TotalRow } from './total-row';
import type { Checkout, SaleFailure } from './use-checkout';

/** The right-hand column of the register: store, customer, payment, totals, Complete Sale. */
export function CheckoutPanel({
  checkout,
  storeSelect,
  formatMoney,
}: {
  checkout: Checkout;
  /** The register's store, when there is a choice. */
  storeSelect: ReactNode;
  formatMoney: (n: number) => string;
}) {
  const { busy } = checkout;
  return (
    <Card
      withBorder
      component="section"
      aria-label="Checkout"
      style={{ position: 'sticky', top: 16 }}
    >
      <Stack gap="md">
        {storeSelect}
        <Stack gap={6}>
          <Text fw={600} size="sm">
            Customer
          </Text>
          <CustomerSection
            value={checkout.customer}
            onChange={checkout.chooseCustomer}
            errors={checkout.customerErrors}
            disabled={busy}
          />
        </Stack>
        <Divider />
        <SaleTotals totals={checkout.totals} formatMoney={formatMoney} />
        <TenderSection
          draft={checkout.tender}
          onChange={checkout.setTender}
          state={checkout.paid}
          totalCents={checkout.totals.total}
          formatMoney={formatMoney}
          disabled={busy}
        />
        {checkout.failure ? <FailureAlert failure={checkout.failure} /> : null}
        <CompleteButton checkout={checkout} fullWidth visibleFrom="md" />
        <KeyHints />
      </Stack>
      {/* On a phone the panel sits below the cart: the total and Complete Sale stay in view. */}
      <Box hiddenFrom="md" h={72} aria-hidden />
      <Group
        hiddenFrom="md"
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
          {formatMoney(checkout.totals.total / 100)}
        </Text>
        <CompleteButton checkout={checkout} />
      </Group>
    </Card>
  );
}

/** Complete Sale: disabled while the cart is empty or wrong, or a sale is on its way. */
function CompleteButton({
  checkout,
  ...props
}: { checkout: Checkout } & Pick<ButtonProps, 'fullWidth' | 'visibleFrom'>) {
  const { busy, cart, cartInvalid, paid } = checkout;
  return (
    <Button
      size="lg"
      onClick={() => void checkout.complete()}
      disabled={!cart.length || cartInvalid || !paid.ok || busy}
      loading={busy}
      {...props}
    >
      Complete Sale
    </Button>
  );
}

function SaleTotals({
  totals,
  formatMoney,
}: {
  totals: Checkout['totals'];
  formatMoney: (n: number) => string;
}) {
  const money = (cents: number) => formatMoney(cents / 100);
  return (
    <Box component="section" aria-label="Sale totals">
      <Stack gap={4}>
        {totals.discountTotal > 0 ? (
          <>
            <TotalRow label="Items" value={money(totals.subtotal + totals.discountTotal)} />
            <TotalRow label="Discounts" value={`−${money(totals.discountTotal)}`} />
          </>
        ) : null}
        <TotalRow label="Subtotal" value={money(totals.subtotal)} />
        {totals.taxes.map((t) => (
          <TotalRow key={`${t.name}-${t.rate}`} label={taxLabel(t)} value={money(t.cents)} />
        ))}
        <Group justify="space-between" mt={4}>
          <Text fw={700}>Total</Text>
          <Text fw={800} fz={26} data-testid="register-total">
            {money(totals.total)}
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}

function FailureAlert({ failure }: { failure: SaleFailure }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {failure.message}
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

function KeyHints() {
  return (
    <Group
      gap={6}
      align="flex-start"
      wrap="nowrap"
      c="dimmed"
      aria-label="Keyboard shortcuts"
      visibleFrom="sm"
    >
      <IconKeyboard size={16} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        <Kbd size="xs">F2</Kbd> barcode field (a new sale after one is done) ·{' '}
        <Kbd size="xs">F4</Kbd> product search · <Kbd size="xs">Enter</Kbd> adds ·{' '}
        <Kbd size="xs">Tab</Kbd> next field · <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd>{' '}
        completes the sale
      </Text>
    </Group>
  );
}
