import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TExchangeBody, TExchangeDetail } from '@pos/contracts/exchanges';
import { LOYALTY_MESSAGES } from '@pos/contracts/loyalty';
import { fromCents } from '@pos/contracts/sale-totals';
import {
  PAYMENT_METHODS,
  type RefundMethod,
  TENDER_LABELS,
  type TTransaction,
} from '@pos/contracts/sales';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, hasErrorCode, isUnanswered } from '../../../api/api-error';
import { fetchExchangeReceiptModel } from '../../../api/receipt-models';
import { useCurrentUser } from '../../../auth/session-context';
import { FormError } from '../../../components/form-error';
import { useOpenDrawer, usePrintModel, usePrintOnDone } from '../../../components/print-queue';
import { isOnline, reportReachable } from '../../../lib/connectivity';
import { msg, serverText } from '../../../lib/i18n';
import { printHtml } from '../../../lib/print-html';
import { newIdempotencyKey } from '../api';
import { ApprovalCancelled, useApproval } from '../approval-modal';
import {
  addItem,
  type LinePatch,
  removeLine,
  type SaleItem,
  updateLine,
  validQuantity,
} from '../cart';
import { CartLines } from '../cart-lines';
import { CouponField } from '../coupon-field';
import { DoneCard, PrintButton } from '../done-card';
import { ItemFinder } from '../item-finder';
import { NO_DISCOUNT } from '../line-discount';
import { withReturn } from '../offline/known-sales';
import { localExchangeReceiptHtml, receiptShopOf } from '../offline/local-receipt';
import { useLocalRegisterData } from '../offline/local-register-context';
import type { LocalRegister } from '../offline/use-local-register';
import { useRegisterPromotions } from '../promotions-api';
import { couponCodesOf, couponProblem, type RegisterMoney, totalsOf } from '../register-totals';
import { saleByNumber } from '../returns/api';
import { FindSale, FoundSale, refreshSale } from '../returns/find-sale';
import { refundOptions } from '../returns/return-draft';
import { ReturnLines } from '../returns/return-lines';
import { usePrintReceipt } from '../use-print-receipt';
import { useWeighing } from '../weighing/weigh-dialog';
import { fetchExchangeReceipt, useCreateExchange } from './api';
import { type ExchangeDraft, emptyExchange, exchangeBody, exchangeFigures } from './exchange-draft';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const methodOptions = () =>
  PAYMENT_METHODS.map((m) => ({ value: m, label: serverText(TENDER_LABELS[m]) }));

/** Offline, the register takes exchanges of the sales it knows (docs/DESIGN.md, "Exchanges"). */
const OFFLINE_NOTE = msg(
  'Offline: exchanges of sales this register made or looked up are taken here and synced when the network is back. Other sales wait for the network.',
);
const NOT_KNOWN_OFFLINE = msg(
  'This sale is not on this register: its exchange needs the network. Keep selling in Sale mode; take the exchange once the register is back online.',
);
const OFFLINE_APPROVAL = msg(
  "A manager's approval of an exchange needs the network: ask a manager who can take returns to take it, or wait for the network.",
);

interface ModeProps {
  money: RegisterMoney;
  storeId: string | undefined;
  currencySymbol: string;
  formatMoney: (n: number) => string;
}

/**
 * The register's Exchange mode (docs/DESIGN.md, "Exchanges"): scan the receipt, pick the units
 * that come back, scan the new items, and settle the difference — the customer pays it, or gets
 * it back. One exchange on the server, one receipt. A cashier without process_returns gets a
 * manager's approval first, as for a return.
 */
export function ExchangeMode({ online, ...props }: ModeProps & { online: boolean }) {
  const { t } = useTranslation('register');
  const [sale, setSale] = useState<TTransaction | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const printOnDone = usePrintOnDone();
  const openDrawer = useOpenDrawer();
  const [round, setRound] = useState(0);
  const local = useLocalRegisterData();
  const restart = () => {
    setSale(null);
    setMade(null);
    setRound((n) => n + 1);
  };
  // The server's sale when it answers (kept for exchanges offline); else the register's copy.
  const lookUp = useCallback(
    async (text: string) => {
      const known = async () => {
        const found = await local?.knownSale(text);
        if (!found) throw new Error(t(NOT_KNOWN_OFFLINE));
        return found;
      };
      if (local && !isOnline()) return known();
      try {
        const found = await saleByNumber(text);
        if (found) void local?.keepSale(found);
        return found;
      } catch (error) {
        if (local && isUnanswered(error)) return known();
        throw error;
      }
    },
    [local, t],
  );
  if (made) return <ExchangeDone {...made} formatMoney={props.formatMoney} onNext={restart} />;
  return (
    <Stack gap="lg" maw={860} w="100%" mx="auto">
      {online ? null : (
        <Alert color="yellow" variant="light" role="status">
          {t(OFFLINE_NOTE)}
        </Alert>
      )}
      <FindSale key={round} onFound={setSale} find={lookUp} />
      {sale ? (
        <FoundSale
          sale={sale}
          label={t('Exchange for sale {{number}}', { number: sale.documentNumber ?? '' })}
          formatMoney={props.formatMoney}
        >
          <ExchangeForm
            key={sale._id}
            sale={sale}
            {...props}
            onMade={(m) => {
              setMade(m);
              // Cash came in for the new items, or went back: the drawer opens (an offline
              // exchange prints its own page: the drawer alone).
              const cash =
                m.made.sale.payments.some((p) => p.method === 'Cash') ||
                m.made.exchange.refundMethod === 'Cash';
              const { exchange } = m.made;
              if (m.offline) {
                if (cash) openDrawer?.();
              } else {
                printOnDone(
                  t('Exchange {{number}}', { number: exchange.documentNumber }),
                  () => fetchExchangeReceiptModel(exchange._id),
                  cash,
                );
              }
            }}
            onOutdated={() => refreshSale(sale, setSale)}
            onCancel={restart}
          />
        </FoundSale>
      ) : null}
    </Stack>
  );
}

function ExchangeForm({
  sale,
  money,
  storeId,
  currencySymbol,
  formatMoney,
  onMade,
  onOutdated,
  onCancel,
}: ModeProps & {
  sale: TTransaction;
  onMade: (made: Made) => void;
  onOutdated: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('register');
  const [draft, setDraft] = useState<ExchangeDraft>(() => emptyExchange(sale));
  const [failure, setFailure] = useState<string | null>(null);
  // One key per exchange: a retry after a lost answer is answered with the exchange made.
  const key = useRef(newIdempotencyKey());
  const approval = useApproval('process_returns', 'return');
  const create = useCreateExchange();
  const local = useLocalRegisterData();
  const barcodeRef = useRef<HTMLInputElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const busy = create.isPending;

  // The new items' promotions, as the server will take them off (the sale's store, now).
  const rules = useRegisterPromotions(storeId);
  const promotions = {
    rules,
    storeId: sale.store?._id ?? storeId ?? null,
    couponCodes: couponCodesOf(draft.couponCode),
  };
  const figures = exchangeFigures(sale, draft, money, promotions);
  const totals = totalsOf(draft.cart, money, false, NO_DISCOUNT, promotions);
  const couponError = couponProblem(totals);
  const addAt = useCallback((item: SaleItem, quantity: number) => {
    setDraft((d) => ({ ...d, cart: addItem(d.cart, item, quantity) }));
    return true;
  }, []);
  const { add, dialog: weighDialog } = useWeighing(addAt);
  const changeLine = useCallback(
    (lineKey: string, patch: LinePatch) =>
      setDraft((d) => ({ ...d, cart: updateLine(d.cart, lineKey, patch) })),
    [],
  );
  const dropLine = useCallback(
    (lineKey: string) => setDraft((d) => ({ ...d, cart: removeLine(d.cart, lineKey) })),
    [],
  );
  const set = <K extends keyof ExchangeDraft>(field: K, value: ExchangeDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));

  const ready =
    figures.back !== null &&
    draft.cart.length > 0 &&
    draft.cart.every((l) => validQuantity(l) !== null) &&
    couponError === null &&
    (figures.rest === 0 || figures.change !== null);

  // Without the network (or an answer), the exchange goes to the outbox under the attempt's
  // key: if the server did make it, sending it later only answers it again.
  const saveOffline = async (register: LocalRegister, online?: TExchangeBody) => {
    if (approval.needed) {
      setFailure(t(OFFLINE_APPROVAL));
      return;
    }
    // Points go back as points, which only the server counts (docs/DESIGN.md, "Stored value").
    if (sale.payments.some((p) => p.method === 'Points')) {
      setFailure(LOYALTY_MESSAGES.offlineReturn);
      return;
    }
    try {
      const offline = await register.saveExchangeOffline(
        {
          key: key.current,
          sale,
          draft,
          money,
          promotions: { rules, couponCodes: promotions.couponCodes },
        },
        online,
      );
      onMade({ made: offline, offline: true });
    } catch (error) {
      setFailure(errorMessage(error, t('The exchange could not be saved.')));
    }
  };
  const submit = async () => {
    setFailure(null);
    if (local && !isOnline()) return saveOffline(local);
    let headers: Record<string, string> = { 'Idempotency-Key': key.current };
    try {
      if (approval.needed) headers = { ...headers, ...(await approval.approve(sale._id)) };
    } catch (error) {
      if (error instanceof ApprovalCancelled) return;
      throw error;
    }
    const body = exchangeBody(sale, draft, figures);
    create.mutate(
      { saleId: sale._id, body, headers },
      {
        onSuccess: ({ data }) => {
          // The register's copies: the sale with what came back, and the new sale.
          void local?.keepSale(withReturn(sale, data.return));
          void local?.keepSale(data.sale);
          onMade({ made: data, offline: false });
        },
        onError: (error) => {
          if (isUnanswered(error)) {
            reportReachable(false);
            // The server may have made it: the next try keeps the key (answered, not made again).
            if (local && !approval.needed) void saveOffline(local, body);
            else setFailure(errorMessage(error, t('The exchange could not be made.')));
            return;
          }
          // Refused: nothing was made, so the next try is a new exchange.
          key.current = newIdempotencyKey();
          if (hasErrorCode(error, 'RETURN_EXCEEDS_SOLD')) onOutdated();
          setFailure(errorMessage(error, t('The exchange could not be made.')));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <FormError message={failure} />
      <Title order={3} fz="md">
        {t('Coming back')}
      </Title>
      <ReturnLines
        sale={sale}
        quantities={draft.quantities}
        onChange={(id, v) =>
          set('quantities', { ...draft.quantities, [id]: typeof v === 'number' ? v : '' })
        }
        disabled={busy}
      />
      <Title order={3} fz="md">
        {t('Going out')}
      </Title>
      {weighDialog}
      <ItemFinder
        scaleRules={money.scaleBarcodes}
        onAdd={add}
        storeId={storeId}
        barcodeRef={barcodeRef}
        searchRef={searchRef}
        formatMoney={formatMoney}
      />
      <CartLines
        cart={draft.cart}
        lineTotals={totals.lineTotals}
        linePromotions={totals.linePromotions}
        canDiscount={false}
        money={money}
        currencySymbol={currencySymbol}
        formatMoney={formatMoney}
        onChange={changeLine}
        onRemove={dropLine}
        disabled={busy}
      />
      {draft.cart.length > 0 ? (
        <CouponField
          value={draft.couponCode}
          onChange={(code) => set('couponCode', code)}
          error={couponError}
          disabled={busy}
        />
      ) : null}
      <TextInput
        label={t('Reason')}
        placeholder={t('Optional')}
        maxLength={500}
        value={draft.reason}
        onChange={(e) => set('reason', e.currentTarget.value)}
        disabled={busy}
      />
      <Stack gap={4} aria-live="polite" data-testid="exchange-figures">
        <Figure label={t('Coming back')} value={`−${formatMoney(fromCents(figures.back ?? 0))}`} />
        {figures.pointsBack > 0 ? (
          <Figure label={t('Back as points')} value={formatMoney(fromCents(figures.pointsBack))} />
        ) : null}
        <Figure label={t('Going out')} value={formatMoney(fromCents(figures.out))} />
        {figures.refund > 0 ? (
          <Figure
            strong
            label={t('Refund to the customer')}
            value={formatMoney(fromCents(figures.refund))}
          />
        ) : (
          <Figure strong label={t('Customer pays')} value={formatMoney(fromCents(figures.due))} />
        )}
      </Stack>
      {figures.rest > 0 ? (
        <Group align="flex-end" gap="md">
          <MethodPicker
            label={t('Paid by')}
            value={draft.paymentMethod}
            onChange={(m) => set('paymentMethod', m as ExchangeDraft['paymentMethod'])}
            data={methodOptions()}
            disabled={busy}
          />
          {draft.paymentMethod === 'Cash' ? (
            <NumberInput
              label={t('Cash received')}
              placeholder={formatMoney(fromCents(figures.due))}
              min={0}
              decimalScale={2}
              allowNegative={false}
              value={draft.cashReceived}
              onChange={(v) => set('cashReceived', typeof v === 'number' ? v : '')}
              error={figures.change === null ? t('Less than the customer pays.') : undefined}
              description={
                figures.change
                  ? t('Change {{amount}}', { amount: formatMoney(fromCents(figures.change)) })
                  : undefined
              }
              disabled={busy}
              w={180}
            />
          ) : null}
        </Group>
      ) : null}
      {figures.refund > 0 ? (
        <MethodPicker
          label={t('Refund method')}
          value={draft.refundMethod}
          onChange={(m) => set('refundMethod', m)}
          data={refundOptions(sale)}
          disabled={busy}
        />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={busy} disabled={!ready}>
          {t('Complete exchange')}
        </Button>
      </Group>
      {approval.modal}
    </Stack>
  );
}

/** A payment method, picked from the row of them, under its label. */
function MethodPicker({
  label,
  value,
  onChange,
  data,
  disabled,
}: {
  label: string;
  value: RefundMethod;
  onChange: (method: RefundMethod) => void;
  data: { value: RefundMethod; label: string }[];
  disabled: boolean;
}) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        data={data}
        value={value}
        onChange={(v) => onChange(v as RefundMethod)}
        disabled={disabled}
      />
    </Stack>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400} style={numeric}>
        {value}
      </Text>
    </Group>
  );
}

/** An exchange made: the server's, or the register's own while offline (in its outbox). */
interface Made {
  made: TExchangeDetail;
  offline: boolean;
}

/** After an exchange: its number, the difference paid or refunded, its receipt, the next one. */
function ExchangeDone({
  made,
  offline,
  formatMoney,
  onNext,
}: Made & {
  formatMoney: (n: number) => string;
  onNext: () => void;
}) {
  const { t } = useTranslation('register');
  const { exchange, return: back, sale } = made;
  const { organizationName } = useCurrentUser();
  const kept = useLocalRegisterData()?.receiptShop ?? null;
  const server = usePrintReceipt(() => fetchExchangeReceipt(exchange._id));
  const print = offline
    ? () =>
        printHtml(
          localExchangeReceiptHtml(made, {
            shop: receiptShopOf(kept, organizationName),
            formatMoney,
          }),
          t('Exchange {{number}}', { number: exchange.documentNumber }),
        )
    : server.print;
  const { printing, notice } = server;
  // With a receipt printer: the server's model on it (an offline exchange prints its own page).
  const printModel = usePrintModel();
  const thermal =
    printModel && !offline
      ? () =>
          printModel(t('Exchange {{number}}', { number: exchange.documentNumber }), () =>
            fetchExchangeReceiptModel(exchange._id),
          )
      : null;
  const units = (lines: { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);
  const change =
    sale.change > 0 ? ` · ${t('change {{amount}}', { amount: formatMoney(sale.change) })}` : '';
  const flow = { back: units(back.items), out: units(sale.items) };
  const paidWith = sale.payments
    .filter((p) => p.method !== 'Exchange')
    .map((p) => serverText(TENDER_LABELS[p.method]))
    .join(' + ');
  return (
    <DoneCard
      label={t('Exchange completed')}
      color="teal"
      title={
        offline
          ? t('Exchange {{number}} saved on this register', { number: exchange.documentNumber })
          : t('Exchange {{number}}', { number: exchange.documentNumber })
      }
      summary={
        back.approvedBy
          ? t('{{back}} back · {{out}} out · approved by {{name}}', {
              ...flow,
              name: back.approvedBy.name,
            })
          : t('{{back}} back · {{out}} out', flow)
      }
    >
      <Group justify="space-between">
        <Text fw={700}>
          {exchange.net < 0
            ? t('Refund to {{method}}', {
                method: exchange.refundMethod
                  ? serverText(TENDER_LABELS[exchange.refundMethod])
                  : '',
              })
            : `${
                exchange.net > 0
                  ? t('Customer paid by {{methods}}', { methods: paidWith })
                  : t('Customer paid')
              }${change}`}
        </Text>
        <Text fw={800} fz={28} data-testid="exchange-difference" style={numeric}>
          {formatMoney(Math.abs(exchange.net))}
        </Text>
      </Group>
      {notice}
      <Group gap="sm" grow>
        <PrintButton onClick={thermal ?? print} loading={printing}>
          {t('Print exchange receipt')}
        </PrintButton>
        <Button leftSection={<IconPlus size={18} />} onClick={onNext} autoFocus>
          {t('New exchange')}
        </Button>
      </Group>
    </DoneCard>
  );
}
