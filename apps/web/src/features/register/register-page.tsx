import { Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import type { TGeneralSettings, TGeneralSettingsView } from '@pos/contracts/settings';
import { isWhole } from '@pos/contracts/units';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  type ComponentType,
  memo,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { generalSettingsQuery } from '../../api/session';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { PageFrame } from '../../components/page-frame';
import { useOpenDrawer } from '../../components/print-queue';
import { PrinterButton } from '../../components/printer-button';
import { useHoldUpdate } from '../../lib/app-update';
import { msg } from '../../lib/i18n';
import { type CartLine, lineLabel } from './cart';
import { CartLines } from './cart-lines';
import { CheckoutPanel } from './checkout-panel';
import { DisplayButton } from './display/display-button';
import { useCustomerDisplay, useDeviceId } from './display/use-display-feed';
import { ExchangeMode } from './exchanges/exchange-mode';
import { GiftCardLines, SellGiftCard } from './gift-card-sale';
import { ItemFinder } from './item-finder';
import { LocalRegisterProvider } from './offline/local-register-context';
import { RegisterStatus } from './offline/register-status';
import { type LocalRegister, useLocalRegister } from './offline/use-local-register';
import { ParkedSales } from './parked-sales';
import layout from './register-layout.module.css';
import { RegisterStoreSelect, useRegisterStore } from './register-store';
import { moneyOf } from './register-totals';
import { ReturnMode } from './returns/return-mode';
import { SaleDone } from './sale-done';
import { storedValueTermsOf } from './tender';
import { TillCard } from './till-card';
import { type Checkout, useCheckout } from './use-checkout';
import { useFillWindow } from './use-fill-window';
import { useRegisterKeys } from './use-register-keys';
import { type RegisterShift, useRegisterShift } from './use-register-shift';

const noop = () => {};
const SHIFT_FIRST = msg('Open a shift to start selling.');

/**
 * The shift bar above the till (open, pay in and out, close): the shifts feature's, given by
 * router.tsx, as features do not import each other (ARCHITECTURE, "The web app's features").
 */
export type ShiftBarComponent = ComponentType<{
  storeId?: string;
  state: RegisterShift;
  disabled?: boolean;
  local?: LocalRegister;
  /** Opens the cash drawer (the register's printer kicks it), when it has one. */
  onDrawer?: (() => void) | undefined;
}>;

/**
 * What the cashier is told when a scan sells more than the store holds: at once, not when the
 * sale is refused at payment (DESIGN §7: no negative stock unless the shop allows it).
 */
function stockNotice(line: CartLine, negativeAllowed: boolean, t: TFunction): string {
  const stock = Math.max(0, line.stock ?? 0);
  const values = { ns: 'register', item: lineLabel(line), stock };
  if (negativeAllowed)
    return stock === 0
      ? t('"{{item}}" is out of stock here: the sale takes its stock below zero.', values)
      : t(
          'Only {{stock}} of "{{item}}" in stock here: the sale takes its stock below zero.',
          values,
        );
  return stock === 0
    ? t(
        '"{{item}}" is out of stock here: a manager approves selling it when the sale is completed.',
        values,
      )
    : t(
        'Only {{stock}} of "{{item}}" in stock here: a manager approves selling it when the sale is completed.',
        values,
      );
}

type Mode = 'sale' | 'return' | 'exchange';

const MODES = [
  { value: 'sale', label: msg('Sale') },
  { value: 'return', label: msg('Return') },
  { value: 'exchange', label: msg('Exchange') },
];

/** Sale, Return or Exchange: memoised, as the register renders at every scan. */
const ModeSwitch = memo(function ModeSwitch({
  mode,
  onChange,
  disabled,
}: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const modes = useMemo(() => MODES.map((m) => ({ ...m, label: t(m.label) })), [t]);
  return (
    <SegmentedControl
      aria-label={t('Register mode')}
      data={modes}
      value={mode}
      onChange={(v) => onChange(v as Mode)}
      disabled={disabled}
    />
  );
});

/**
 * The point-of-sale Register (/pos): scan or search, a cart, a customer, a payment, the sale;
 * or, in Return mode, a receipt's number and the lines that come back; or, in Exchange mode,
 * those and the new items that go out in their place.
 */
export default function RegisterPage({ ShiftBar }: { ShiftBar: ShiftBarComponent }) {
  const { settings: sessionSettings, formatMoney } = useGeneralSettings();
  // The taxes as they are now (another tab may have changed them since the sign-in).
  const fresh = useQuery({ ...generalSettingsQuery(), staleTime: 60_000 });
  const till = useRegisterStore();
  const local = useLocalRegister(till.store);
  // Offline, the settings the register last read.
  const settings = fresh.data ?? local.settings ?? sessionSettings;
  const shift = useRegisterShift(till.store?._id, local);
  return (
    <Register
      till={till}
      local={local}
      settings={settings}
      shift={shift}
      ShiftBar={ShiftBar}
      formatMoney={formatMoney}
    />
  );
}

/**
 * The register itself, apart from what it reads (its store, its own data, the settings, the
 * shift — each one object while it does not change): a scan renders this, not those hooks
 * (docs/benchmarks/register-till.md).
 */
const Register = memo(function Register({
  till,
  local,
  settings,
  shift,
  ShiftBar,
  formatMoney,
}: {
  till: ReturnType<typeof useRegisterStore>;
  local: LocalRegister;
  settings: Pick<TGeneralSettings, 'taxes' | 'currencySymbol' | 'allowNegativeStock'> &
    Partial<
      Pick<
        TGeneralSettingsView,
        'taxClasses' | 'pricesIncludeTax' | 'cashRounding' | 'loyalty' | 'offlineStoredValueLimit'
      >
    >;
  shift: RegisterShift;
  ShiftBar: ShiftBarComponent;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  const { currencySymbol } = settings;
  const money = useMemo(() => moneyOf(settings), [settings]);
  // Offline too, from the settings the register last synced (docs/guide/stored-value.md).
  const terms = useMemo(() => storedValueTermsOf(settings), [settings]);
  const checkout = useCheckout({ money, storeId: till.store?._id, local, terms });
  // A new build waits while a sale is being rung up: a reload would lose the cart.
  useHoldUpdate('register-cart', checkout.cart.length > 0);

  const barcodeRef = useRef<HTMLInputElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const newSaleRef = useRef<HTMLButtonElement | null>(null);
  const tillRef = useFillWindow();

  // At once, inside the key's own event: what is typed right after F2 lands in the field. (A
  // focus in the next frame came after the first keys and selected them, so the next key
  // replaced them.) After a sale the field is not there yet; it takes focus as it mounts
  // (autoFocus), before the next key is handled.
  const focusBarcode = useCallback(() => {
    barcodeRef.current?.focus();
    barcodeRef.current?.select();
  }, []);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  const { reset, complete } = checkout;
  const newSale = useCallback(() => {
    reset();
    focusBarcode();
  }, [reset, focusBarcode]);
  const completeSale = useCallback(() => void complete(), [complete]);
  // Sale, Return or Exchange: the cart waits while the cashier takes a return or an exchange.
  const [mode, setMode] = useState<Mode>('sale');
  const selling = mode === 'sale';
  const deviceId = useDeviceId();
  useCustomerDisplay(deviceId, checkout, selling);
  useRegisterKeys({
    done: checkout.done !== null,
    newSale,
    focusBarcode,
    focusSearch,
    complete: selling ? completeSale : noop,
  });

  // One element while the store and busy do not change: the checkout's memoised parts skip.
  const storeSelect = useMemo(
    () => <RegisterStoreSelect till={till} disabled={checkout.busy} />,
    [till, checkout.busy],
  );
  const { organizationName } = useCurrentUser();
  const openDrawer = useOpenDrawer();
  const modeSwitch = useMemo(
    () => (
      <Group gap="xs">
        <PrinterButton shopName={organizationName} />
        <DisplayButton deviceId={deviceId} />
        <ModeSwitch mode={mode} onChange={setMode} disabled={checkout.busy} />
      </Group>
    ),
    [mode, checkout.busy, organizationName, deviceId],
  );

  const status = <RegisterStatus local={local} formatMoney={formatMoney} />;
  const shiftControls = (
    <ShiftBar
      storeId={till.store?._id}
      state={shift}
      disabled={checkout.busy}
      local={local}
      onDrawer={openDrawer}
    />
  );

  if (mode === 'return') {
    return (
      <LocalRegisterProvider value={local}>
        <PageFrame title={t('Register')} actions={modeSwitch}>
          {status}
          {shiftControls}
          <ReturnMode formatMoney={formatMoney} />
        </PageFrame>
      </LocalRegisterProvider>
    );
  }
  if (mode === 'exchange') {
    return (
      <LocalRegisterProvider value={local}>
        <PageFrame title={t('Register')} actions={modeSwitch}>
          {status}
          {shiftControls}
          <ExchangeMode
            money={money}
            storeId={till.store?._id}
            currencySymbol={currencySymbol}
            formatMoney={formatMoney}
            online={local.online}
          />
        </PageFrame>
      </LocalRegisterProvider>
    );
  }

  if (checkout.done) {
    return (
      <PageFrame title={t('Register')} actions={modeSwitch}>
        {status}
        <SaleDone
          sale={checkout.done.sale}
          message={checkout.done.message}
          offline={checkout.done.offline}
          onNewSale={newSale}
          newSaleRef={newSaleRef}
          formatMoney={formatMoney}
          madeCodes={checkout.giftCards.filter((g) => g.made).map((g) => g.code)}
          receiptShop={local.receiptShop}
        />
      </PageFrame>
    );
  }

  return (
    <LocalRegisterProvider value={local}>
      <PageFrame title={t('Register')} actions={modeSwitch}>
        {status}
        {shiftControls}
        <div ref={tillRef} className={layout.till}>
          <div className={layout.column}>
            <TillCard label={t('Add items')} className={layout.fixed}>
              <ItemFinder
                scaleRules={money.scaleBarcodes}
                onAdd={checkout.add}
                storeId={till.store?._id}
                barcodeRef={barcodeRef}
                searchRef={searchRef}
                formatMoney={formatMoney}
                closed={shift.blocked ? t(SHIFT_FIRST) : null}
                notice={
                  checkout.shortLine
                    ? stockNotice(checkout.shortLine, settings.allowNegativeStock, t)
                    : null
                }
              />
            </TillCard>
            <CartCard
              checkout={checkout}
              currencySymbol={currencySymbol}
              formatMoney={formatMoney}
              onClear={focusBarcode}
              actions={
                <>
                  <SellGiftCard
                    onAdd={checkout.addGiftCard}
                    disabled={checkout.busy || !local.online}
                  />
                  <ParkedSales
                    checkout={checkout}
                    storeId={till.store?._id}
                    money={money}
                    formatMoney={formatMoney}
                    onDone={focusBarcode}
                  />
                </>
              }
            />
          </div>
          <CheckoutPanel
            checkout={checkout}
            storeSelect={storeSelect}
            storeId={till.store?._id}
            formatMoney={formatMoney}
          />
        </div>
        {checkout.approvalModal}
        {checkout.weighDialog}
      </PageFrame>
    </LocalRegisterProvider>
  );
});

/** The cart: its lines and units, each line's quantity and discount, and Clear. */
function CartCard({
  checkout,
  currencySymbol,
  formatMoney,
  onClear,
  actions,
}: {
  checkout: Checkout;
  currencySymbol: string;
  formatMoney: (n: number) => string;
  /** After Clear: back to the barcode field. */
  onClear: () => void;
  /** More of the cart's actions (park it, resume a parked one). */
  actions: ReactNode;
}) {
  const { t } = useTranslation('register');
  const { cart, busy, clearCart } = checkout;
  // A weighed line is one unit (one bag of apples), whatever it weighs.
  const units = cart.reduce((n, l) => n + (isWhole(l.unit) ? Number(l.quantity) || 0 : 1), 0);
  // A scanned item's new line comes at the end: the cart's scroll follows it.
  const lines = useRef<HTMLDivElement | null>(null);
  const count = cart.length;
  useLayoutEffect(() => {
    const el = lines.current;
    if (el && count) el.scrollTop = el.scrollHeight;
  }, [count]);
  const clear = useCallback(() => {
    clearCart();
    onClear();
  }, [clearCart, onClear]);
  // A scan renders the count and the new line; the title and the buttons are memoised.
  return (
    <TillCard label={t('Cart')} className={layout.grow}>
      <Group justify="space-between" mb="sm">
        <CartTitle />
        <Group gap="xs">
          <CartCount lines={count} units={units} />
          {actions}
          <CartButtons
            hasLines={count > 0 || checkout.giftCards.length > 0}
            busy={busy}
            discountsNeedApproval={checkout.discountsNeedApproval}
            withDiscounts={checkout.withDiscounts}
            openDiscounts={checkout.openDiscounts}
            onClear={clear}
          />
        </Group>
      </Group>
      {checkout.discountsNeedApproval && checkout.withDiscounts ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t(
            'A manager approves the discounts with their register PIN when you complete the sale.',
          )}
        </Text>
      ) : null}
      <div ref={lines} className={layout.scroll}>
        {count > 0 || checkout.giftCards.length === 0 ? (
          <CartLines
            cart={cart}
            lineTotals={checkout.totals.lineTotals}
            linePromotions={checkout.totals.linePromotions}
            canDiscount={checkout.withDiscounts}
            money={checkout.money}
            currencySymbol={currencySymbol}
            formatMoney={formatMoney}
            onChange={checkout.changeLine}
            onRemove={checkout.removeLine}
            disabled={busy}
          />
        ) : null}
        <GiftCardLines
          lines={checkout.giftCards}
          onRemove={checkout.removeGiftCard}
          formatMoney={formatMoney}
          disabled={busy}
        />
      </div>
    </TillCard>
  );
}

const CartTitle = memo(function CartTitle() {
  const { t } = useTranslation('register');
  return (
    <Title order={2} fz="lg">
      {t('Cart')}
    </Title>
  );
});

const CartCount = memo(function CartCount({ lines, units }: { lines: number; units: number }) {
  const { t } = useTranslation('register');
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('{{count}} lines', { count: lines })} · {t('{{count}} units', { count: units })}
    </Text>
  );
});

/** Discounts (for a cashier whose discounts a manager approves) and Clear. */
const CartButtons = memo(function CartButtons({
  hasLines,
  busy,
  discountsNeedApproval,
  withDiscounts,
  openDiscounts,
  onClear,
}: {
  hasLines: boolean;
  busy: boolean;
  discountsNeedApproval: boolean;
  withDiscounts: boolean;
  openDiscounts: (open: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('register');
  if (!hasLines) return null;
  return (
    <>
      {discountsNeedApproval ? (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => openDiscounts(!withDiscounts)}
          disabled={busy}
        >
          {withDiscounts ? t('No discounts') : t('Discounts')}
        </Button>
      ) : null}
      <Button size="compact-sm" variant="subtle" color="red" onClick={onClear} disabled={busy}>
        {t('Clear')}
      </Button>
    </>
  );
});
