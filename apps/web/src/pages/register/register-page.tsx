import {
  Alert,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Kbd,
  List,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ZCustomerBody } from '@pos/contracts/customers';
import { PAYMENT_METHODS, type PaymentMethod, type TTransaction } from '@pos/contracts/sales';
import { IconAlertCircle, IconKeyboard } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { fetchGeneralSettings } from '../../api/auth-api';
import { queryKeys } from '../../api/query-keys';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { PageFrame } from '../../components/page-frame';
import {
  addItem,
  type CartLine,
  type CustomerChoice,
  lineProblem,
  removeLine,
  type SaleItem,
  saleBody,
  totalsOf,
  updateLine,
} from './cart';
import { CartLines } from './cart-lines';
import { type CustomerErrors, CustomerSection } from './customer-section';
import { ItemFinder } from './item-finder';
import { completeSale, newIdempotencyKey } from './register-api';
import { RegisterStoreSelect, useRegisterStore } from './register-store';
import { taxLabel } from './register-totals';
import { SaleDone } from './sale-done';

const WALK_IN: CustomerChoice = { kind: 'walk-in' };
export const NO_ANSWER =
  'The server did not answer. Complete Sale again to retry: the same sale is never made twice.';

/** The customer's field errors of a 400 answer ("customer.name" → name). */
function customerErrorsOf(details: Record<string, unknown> | undefined): CustomerErrors {
  const out: CustomerErrors = {};
  for (const [path, message] of Object.entries(details ?? {})) {
    if (typeof message !== 'string') continue;
    const p = path.replace(/^body\./, '');
    if (p === 'customerId') out.customerId ??= message;
    const m = /^customer\.(name|email|phone)$/.exec(p);
    if (m?.[1]) out[m[1] as 'name' | 'email' | 'phone'] ??= message;
  }
  return out;
}

/** The point-of-sale Register (/pos): scan or search, a cart, a customer, a payment, the sale. */
export default function RegisterPage() {
  const user = useCurrentUser();
  const canDiscount = user.permissions.includes('apply_discounts');
  const { settings: sessionSettings, formatMoney } = useGeneralSettings();
  // The taxes as they are now (another tab may have changed them since the sign-in).
  const fresh = useQuery({
    queryKey: queryKeys.generalSettings,
    queryFn: fetchGeneralSettings,
    select: (r) => r.data,
    staleTime: 60_000,
  });
  const taxes = fresh.data?.taxes ?? sessionSettings.taxes;
  const currencySymbol = fresh.data?.currencySymbol ?? sessionSettings.currencySymbol;
  const queryClient = useQueryClient();
  const till = useRegisterStore();

  const [cart, setCart] = useState<CartLine[]>([]);
  const [customer, setCustomer] = useState<CustomerChoice>(WALK_IN);
  const [customerErrors, setCustomerErrors] = useState<CustomerErrors>({});
  const [payment, setPayment] = useState<PaymentMethod>('Cash');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [done, setDone] = useState<{ sale: TTransaction; message: string } | null>(null);

  const barcodeRef = useRef<HTMLInputElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const newSaleRef = useRef<HTMLButtonElement | null>(null);
  /** The key of the current attempt and the body it was made for (DESIGN: one sale per key). */
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);

  const totals = useMemo(() => totalsOf(cart, taxes, canDiscount), [cart, taxes, canDiscount]);
  const cartInvalid = cart.some((l) =>
    canDiscount ? lineProblem(l) : lineProblem({ ...l, discount: '' }),
  );

  const focusBarcode = useCallback(() => {
    requestAnimationFrame(() => {
      barcodeRef.current?.focus();
      barcodeRef.current?.select();
    });
  }, []);

  const add = useCallback((item: SaleItem) => {
    // The cart being sold stays as it was sent.
    if (inFlight.current) return false;
    setCart((c) => addItem(c, item));
    setFailure(null);
    return true;
  }, []);

  const newSale = useCallback(() => {
    setDone(null);
    setCart([]);
    setCustomer(WALK_IN);
    setCustomerErrors({});
    setPayment('Cash');
    setFailure(null);
    attempt.current = null;
    focusBarcode();
  }, [focusBarcode]);

  const complete = useCallback(async () => {
    if (inFlight.current || done || !cart.length || cartInvalid) return;
    if (customer.kind === 'new') {
      const parsed = ZCustomerBody.safeParse({
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
      });
      if (!parsed.success) {
        const errs: CustomerErrors = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]) as 'name' | 'email' | 'phone';
          errs[field] ??= issue.message;
        }
        setCustomerErrors(errs);
        return;
      }
    }
    if (customer.kind === 'existing' && !customer.customerId) {
      setCustomerErrors({ customerId: 'Pick a customer, or choose Walk-in.' });
      return;
    }
    setCustomerErrors({});
    const body = saleBody(cart, customer, payment, canDiscount, till.store?._id);
    const json = JSON.stringify(body);
    // The same cart keeps its key (a retry can only replay the sale); any change makes a new one.
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    const { key } = attempt.current;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await completeSale(body, key);
      attempt.current = null;
      setDone({ sale: answer.data, message: answer.message });
      // Stock, customers, sales, counts and charts all moved.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'profile',
      });
    } catch (error) {
      // A key the server refused for another body is spent; the next try gets a new one.
      if (error instanceof ApiError && error.status === 422) attempt.current = null;
      // The field messages of a 400; other answers' details are ids, not for the cashier.
      const details =
        error instanceof ApiError && error.status === 400
          ? Object.values(error.details ?? {}).filter(
              (d): d is string => typeof d === 'string' && d !== error.message,
            )
          : [];
      if (error instanceof ApiError) setCustomerErrors(customerErrorsOf(error.details));
      const message =
        error instanceof ApiError && error.status === 0
          ? NO_ANSWER
          : errorMessage(error, 'The sale could not be completed.');
      setFailure({ message, details });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [cart, cartInvalid, customer, payment, canDiscount, done, queryClient, till.store]);

  // F2: the barcode field (or a new sale once one is done); F4: product search; Ctrl+Enter: sale.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F2') {
        e.preventDefault();
        if (done) newSale();
        else focusBarcode();
      } else if (e.key === 'F4') {
        e.preventDefault();
        if (!done) searchRef.current?.focus();
      } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        void complete();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [done, newSale, focusBarcode, complete]);

  if (done) {
    return (
      <PageFrame title="Register">
        <SaleDone
          sale={done.sale}
          message={done.message}
          onNewSale={newSale}
          newSaleRef={newSaleRef}
          formatMoney={formatMoney}
        />
      </PageFrame>
    );
  }

  const units = cart.reduce((n, l) => n + (Number(l.quantity) || 0), 0);
  const money = (cents: number) => formatMoney(cents / 100);

  return (
    <PageFrame title="Register">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder component="section" aria-label="Add items">
              <ItemFinder
                onAdd={add}
                barcodeRef={barcodeRef}
                searchRef={searchRef}
                formatMoney={formatMoney}
              />
            </Card>
            <Card withBorder component="section" aria-label="Cart">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg">
                  Cart
                </Title>
                <Group gap="xs">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {cart.length} {cart.length === 1 ? 'line' : 'lines'} · {units}{' '}
                    {units === 1 ? 'unit' : 'units'}
                  </Text>
                  {cart.length ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        setCart([]);
                        focusBarcode();
                      }}
                      disabled={busy}
                    >
                      Clear
                    </Button>
                  ) : null}
                </Group>
              </Group>
              <CartLines
                cart={cart}
                lineTotals={totals.lineTotals}
                canDiscount={canDiscount}
                currencySymbol={currencySymbol}
                formatMoney={formatMoney}
                onChange={(key, patch) => {
                  setCart((c) => updateLine(c, key, patch));
                  setFailure(null);
                }}
                onRemove={(key) => setCart((c) => removeLine(c, key))}
                disabled={busy}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card
            withBorder
            component="section"
            aria-label="Checkout"
            style={{ position: 'sticky', top: 16 }}
          >
            <Stack gap="md">
              <RegisterStoreSelect till={till} disabled={busy} />
              <Stack gap={6}>
                <Text fw={600} size="sm">
                  Customer
                </Text>
                <CustomerSection
                  value={customer}
                  onChange={(c) => {
                    setCustomer(c);
                    setCustomerErrors({});
                  }}
                  errors={customerErrors}
                  disabled={busy}
                />
              </Stack>
              <Stack gap={6}>
                <Text fw={600} size="sm">
                  Payment method
                </Text>
                <SegmentedControl
                  aria-label="Payment method"
                  data={[...PAYMENT_METHODS]}
                  value={payment}
                  onChange={(v) => setPayment(v as PaymentMethod)}
                  fullWidth
                  disabled={busy}
                />
              </Stack>
              <Divider />
              <Box component="section" aria-label="Sale totals">
                <Stack gap={4}>
                  {totals.discountTotal > 0 ? (
                    <>
                      <TotalRow
                        label="Items"
                        value={money(totals.subtotal + totals.discountTotal)}
                      />
                      <TotalRow label="Discounts" value={`−${money(totals.discountTotal)}`} />
                    </>
                  ) : null}
                  <TotalRow label="Subtotal" value={money(totals.subtotal)} />
                  {totals.taxes.map((t) => (
                    <TotalRow
                      key={`${t.name}-${t.rate}`}
                      label={taxLabel(t)}
                      value={money(t.cents)}
                    />
                  ))}
                  <Group justify="space-between" mt={4}>
                    <Text fw={700}>Total</Text>
                    <Text fw={800} fz={26} data-testid="register-total">
                      {money(totals.total)}
                    </Text>
                  </Group>
                </Stack>
              </Box>
              {failure ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  role="alert"
                >
                  {failure.message}
                  {failure.details.length ? (
                    <List size="sm" mt={4}>
                      {failure.details.map((d) => (
                        <List.Item key={d}>{d}</List.Item>
                      ))}
                    </List>
                  ) : null}
                </Alert>
              ) : null}
              <Button
                size="lg"
                fullWidth
                onClick={() => void complete()}
                disabled={!cart.length || cartInvalid || busy}
                loading={busy}
              >
                Complete Sale
              </Button>
              <KeyHints />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}

function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
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
