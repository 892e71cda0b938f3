// i18n-pending — words still written here, not yet from the catalogs
import { Divider, Table } from '@mantine/core';
import { soldGiftCardLabel } from '@pos/contracts/gift-card-code';
import { taxLabel } from '@pos/contracts/sale-figures';
import { paymentLabel, salePaymentLabel, type TTransaction } from '@pos/contracts/sales';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Block, numeric } from './block';
import { netTotal } from './transaction-details-data';

/**
 * The amounts: subtotal, discount, each tax as it was charged, the total, how it was paid (each
 * payment, the change) and, once returns gave some back, the refunded amount and what is left.
 */
export function PaymentBlock({ transaction: t }: { transaction: TTransaction }) {
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
              label={taxLabel(tax, t.pricesIncludeTax)}
              value={formatMoney(tax.amount)}
            />
          ))}
          {t.taxes.length === 0 ? <AmountRow label="Taxes" value={formatMoney(0)} /> : null}
          {t.giftCards.map((g) => (
            <AmountRow
              key={g.accountId}
              label={soldGiftCardLabel(g)}
              value={formatMoney(g.amount)}
            />
          ))}
          {t.rounding !== 0 ? <AmountRow label="Rounding" value={formatMoney(t.rounding)} /> : null}
        </Table.Tbody>
      </Table>
      <Divider />
      <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
        <Table.Caption style={visuallyHidden}>Total</Table.Caption>
        <Table.Tbody>
          <AmountRow label="Total" value={formatMoney(t.totalAmount)} strong />
          <AmountRow label="Payment Method" value={salePaymentLabel(t.paymentMethod)} />
          {t.payments.map((p, i) => (
            <AmountRow
              // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; their order is theirs
              key={i}
              label={paymentLabel(p)}
              value={formatMoney(p.amount)}
            />
          ))}
          {t.change > 0 ? <AmountRow label="Change" value={formatMoney(t.change)} /> : null}
        </Table.Tbody>
      </Table>
      {t.refundedTotal > 0 ? (
        <>
          <Divider />
          <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
            <Table.Caption style={visuallyHidden}>Refunds</Table.Caption>
            <Table.Tbody>
              <AmountRow label="Refunded" value={`-${formatMoney(t.refundedTotal)}`} />
              <AmountRow label="Net Total" value={formatMoney(netTotal(t))} strong />
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
