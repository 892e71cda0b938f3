import { Divider, Table } from '@mantine/core';
import { soldGiftCardLabel } from '@pos/contracts/gift-card-code';
import { taxLabel } from '@pos/contracts/sale-figures';
import { paymentLabel, salePaymentLabel, type TTransaction } from '@pos/contracts/sales';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { serverText } from '../../lib/i18n';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Block, numeric } from './block';
import { netTotal } from './transaction-details-data';

/**
 * The amounts: subtotal, discount, each tax as it was charged, the total, how it was paid (each
 * payment, the change) and, once returns gave some back, the refunded amount and what is left.
 */
export function PaymentBlock({ transaction: sale }: { transaction: TTransaction }) {
  const { t } = useTranslation('transactions');
  const { formatMoney } = useGeneralSettings();
  return (
    <Block title={t('Payment')}>
      <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
        <Table.Caption style={visuallyHidden}>{t('Payment')}</Table.Caption>
        <Table.Tbody>
          <AmountRow label={t('Subtotal')} value={formatMoney(sale.subtotal)} />
          {sale.discountTotal > 0 ? (
            <AmountRow label={t('Discount')} value={`-${formatMoney(sale.discountTotal)}`} />
          ) : null}
          {sale.taxes.map((tax) => (
            <AmountRow
              key={`${tax.name}:${tax.rate}`}
              label={serverText(taxLabel(tax, sale.pricesIncludeTax))}
              value={formatMoney(tax.amount)}
            />
          ))}
          {sale.taxes.length === 0 ? <AmountRow label={t('Taxes')} value={formatMoney(0)} /> : null}
          {sale.giftCards.map((g) => (
            <AmountRow
              key={g.accountId}
              label={serverText(soldGiftCardLabel(g))}
              value={formatMoney(g.amount)}
            />
          ))}
          {sale.rounding !== 0 ? (
            <AmountRow label={t('Rounding')} value={formatMoney(sale.rounding)} />
          ) : null}
        </Table.Tbody>
      </Table>
      <Divider />
      <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
        <Table.Caption style={visuallyHidden}>{t('Total')}</Table.Caption>
        <Table.Tbody>
          <AmountRow label={t('Total')} value={formatMoney(sale.totalAmount)} strong />
          <AmountRow
            label={t('Payment Method')}
            value={serverText(salePaymentLabel(sale.paymentMethod))}
          />
          {sale.payments.map((p, i) => (
            <AmountRow
              // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; their order is theirs
              key={i}
              label={serverText(paymentLabel(p))}
              value={formatMoney(p.amount)}
            />
          ))}
          {sale.change > 0 ? (
            <AmountRow label={t('Change')} value={formatMoney(sale.change)} />
          ) : null}
        </Table.Tbody>
      </Table>
      {sale.refundedTotal > 0 ? (
        <>
          <Divider />
          <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
            <Table.Caption style={visuallyHidden}>{t('Refunds')}</Table.Caption>
            <Table.Tbody>
              <AmountRow label={t('Refunded')} value={`-${formatMoney(sale.refundedTotal)}`} />
              <AmountRow label={t('Net Total')} value={formatMoney(netTotal(sale))} strong />
            </Table.Tbody>
          </Table>
        </>
      ) : null}
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
