import { Button, Divider, Group, Kbd, Stack, Text } from '@mantine/core';
import { soldGiftCardLabel } from '@pos/contracts/gift-card-code';
import type { TReceiptShop } from '@pos/contracts/receipt-model';
import { taxLabel } from '@pos/contracts/sale-figures';
import { paymentLabel, salePaymentLabel, type TTransaction } from '@pos/contracts/sales';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { usePrintModel, usePrintOnDone } from '../../components/print-queue';
import { serverText } from '../../lib/i18n';
import { printHtml } from '../../lib/print-html';
import { customerLabel } from '../../lib/transaction-status';
import { fetchReceipt } from './api';
import { DoneCard, PrintButton } from './done-card';
import { EmailReceipt } from './email-receipt';
import { localReceiptHtml, receiptShopOf } from './offline/local-receipt';
import { saleReceiptModel, tookCash } from './printing/sale-receipt-model';
import { TotalRow } from './total-row';
import { usePrintReceipt } from './use-print-receipt';

/** After a sale: its total as the server booked it, the receipt, the sale, a new sale. */
export function SaleDone({
  sale,
  message,
  offline = false,
  onNewSale,
  newSaleRef,
  formatMoney,
  madeCodes = [],
  receiptShop = null,
}: {
  sale: TTransaction;
  /** Who the receipts are from, as the register last read it (its offline receipts print it). */
  receiptShop?: TReceiptShop | null;
  /** The codes this register made for the gift cards it sold: shown, to write on the cards. */
  madeCodes?: readonly string[];
  message: string;
  /** Made offline: waiting in the outbox; its receipt is printed from the register's data. */
  offline?: boolean;
  onNewSale: () => void;
  newSaleRef: RefObject<HTMLButtonElement | null>;
  formatMoney: (n: number) => string;
}) {
  const { t } = useTranslation('register');
  const { organizationName } = useCurrentUser();
  const { settings } = useGeneralSettings();
  const server = usePrintReceipt(() => fetchReceipt(sale._id));
  const pdf = offline
    ? () =>
        printHtml(
          localReceiptHtml(sale, {
            shop: receiptShopOf(receiptShop, organizationName),
            formatMoney,
          }),
          t('Receipt {{number}}', { number: sale.offline?.localNumber ?? '' }),
        )
    : server.print;
  const { printing, notice } = server;
  // With a thermal printer: into the print queue (the sale is done whatever the printer does),
  // at once when the register prints so; the PDF stays beside it.
  const printModel = usePrintModel();
  const printOnDone = usePrintOnDone();
  const receiptNumber = sale.offline?.localNumber ?? sale.documentNumber ?? '';
  const label = receiptNumber ? t('Receipt {{number}}', { number: receiptNumber }) : t('Receipt');
  const model = useCallback(
    () =>
      saleReceiptModel(
        sale,
        offline
          ? { shop: receiptShopOf(receiptShop, organizationName), settings, formatMoney }
          : null,
      ),
    [sale, offline, organizationName, receiptShop, settings, formatMoney],
  );
  const printedAtOnce = useRef<string | null>(null);
  useEffect(() => {
    if (printedAtOnce.current === sale._id) return;
    printedAtOnce.current = sale._id;
    printOnDone(label, model, tookCash(sale));
  }, [sale, label, model, printOnDone]);

  useEffect(() => {
    newSaleRef.current?.focus();
  }, [newSaleRef]);

  const items = sale.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <DoneCard
      label={t('Sale completed')}
      color="teal"
      title={message}
      summary={
        <>
          {sale.documentNumber ? `${t('No. {{number}}', { number: sale.documentNumber })} · ` : ''}
          {offline && sale.offline
            ? `${t('Receipt {{number}}', { number: sale.offline.localNumber })} · `
            : ''}
          {t('{{count}} items', { count: items })} ·{' '}
          {serverText(salePaymentLabel(sale.paymentMethod))} · {customerLabel(sale.customerName)}
          {sale.store ? ` · ${sale.store.name}` : ''}
        </>
      }
    >
      <Stack gap={4}>
        {sale.discountTotal > 0 ? (
          <TotalRow
            label={
              sale.approvedBy
                ? t('Discounts (approved by {{name}})', { name: sale.approvedBy.name })
                : t('Discounts')
            }
            value={`−${formatMoney(sale.discountTotal)}`}
          />
        ) : null}
        <TotalRow label={t('Subtotal')} value={formatMoney(sale.subtotal)} />
        {sale.taxes.map((tax) => (
          <TotalRow
            key={`${tax.name}-${tax.rate}`}
            label={serverText(taxLabel(tax, sale.pricesIncludeTax))}
            value={formatMoney(tax.amount)}
          />
        ))}
        {sale.giftCards.map((g) => (
          <TotalRow
            key={g.accountId}
            label={serverText(
              soldGiftCardLabel(g, g.code ?? madeCodes.find((c) => c.endsWith(g.last4))),
            )}
            value={formatMoney(g.amount)}
          />
        ))}
        {sale.rounding !== 0 ? (
          <TotalRow label={t('Rounding')} value={formatMoney(sale.rounding)} />
        ) : null}
        <Divider my={4} />
        <Group justify="space-between">
          <Text fw={700}>{t('Total')}</Text>
          <Text fw={800} fz={28} aria-label={t('Sale total')} data-testid="sale-total">
            {formatMoney(sale.totalAmount)}
          </Text>
        </Group>
        {sale.payments.length > 1 || sale.change > 0
          ? sale.payments.map((p, i) => (
              <TotalRow
                // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; their order is fixed
                key={i}
                label={serverText(paymentLabel(p))}
                value={formatMoney(p.amount)}
              />
            ))
          : null}
        {sale.change > 0 ? (
          <Group justify="space-between">
            <Text fw={700}>{t('Change')}</Text>
            <Text fw={800} fz={28} data-testid="sale-change">
              {formatMoney(sale.change)}
            </Text>
          </Group>
        ) : null}
        {sale.loyalty ? (
          <Text size="sm" data-testid="sale-points">
            {t('Points earned {{earned}} · balance {{balance}}', {
              earned: sale.loyalty.earned.toLocaleString(),
              balance: sale.loyalty.balance.toLocaleString(),
            })}
          </Text>
        ) : null}
      </Stack>
      {notice}
      <Group gap="sm" grow wrap="wrap" preventGrowOverflow={false}>
        <PrintButton onClick={printModel ? () => printModel(label, model) : pdf} loading={printing}>
          {t('Print receipt')}
        </PrintButton>
        {printModel ? (
          <Button variant="subtle" onClick={pdf} loading={printing}>
            {t('PDF receipt')}
          </Button>
        ) : null}
        {offline ? null : (
          <Button
            leftSection={<IconEye size={18} />}
            variant="default"
            component={Link}
            to={`/transactions/${sale._id}`}
          >
            {t('View sale')}
          </Button>
        )}
        <Button ref={newSaleRef} leftSection={<IconPlus size={18} />} onClick={onNewSale}>
          {t('New sale')}
        </Button>
      </Group>
      {offline ? (
        <Text size="sm" c="dimmed" ta="center">
          {t("It is sent to the shop's records as soon as the register is back online.")}
        </Text>
      ) : (
        <EmailReceipt sale={sale} />
      )}
      <Text size="xs" c="dimmed" ta="center">
        <Trans
          t={t}
          i18nKey="<enter>Enter</enter> or <f2>F2</f2> starts a new sale"
          components={{ enter: <Kbd size="xs" />, f2: <Kbd size="xs" /> }}
        />
      </Text>
    </DoneCard>
  );
}
