import { Alert, Grid, Stack, Table, Text } from '@mantine/core';
import { taxLabel } from '@pos/contracts/sale-figures';
import { TENDER_LABELS } from '@pos/contracts/sales';
import { DRAWER_EVENT_LABELS, type TShift } from '@pos/contracts/shifts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { type Figure, FigureTable } from '../../components/figure-table';
import { PageFrame } from '../../components/page-frame';
import { formatDateTime } from '../../lib/dates';
import { msg, serverText } from '../../lib/i18n';
import { DifferenceText, ShiftStatusBadge } from './shift-cells';
import { ShiftReportButton } from './shift-report-button';

export const TITLE = msg('Shift Details');

/** A loaded shift: who, where and when; the cash drawer; sales and payments; the movements. */
export function ShiftDetails({ shift: s, back }: { shift: TShift; back: ReactNode }) {
  const { t } = useTranslation('shifts');
  const { formatMoney } = useGeneralSettings();
  const money = (n: number) => formatMoney(n);
  const out = (n: number) => (n === 0 ? money(0) : `-${money(n)}`);
  const f = s.figures;

  const about: Figure[] = [
    [t('Cashier'), s.user.name],
    [t('Store'), s.store.name],
    [t('Status'), <ShiftStatusBadge key="status" status={s.status} />],
    [t('Opened'), formatDateTime(s.openedAt)],
    ...(s.closedAt ? ([[t('Closed'), formatDateTime(s.closedAt)]] as Figure[]) : []),
    ...(s.closedBy && s.closedBy._id !== s.user._id
      ? ([[t('Closed by'), s.closedBy.name]] as Figure[])
      : []),
    ...(s.note ? ([[t('Note'), s.note]] as Figure[]) : []),
  ];
  const cashOnAccount = f.accountPayments.find((p) => p.method === 'Cash')?.amount ?? 0;
  const drawer: Figure[] = [
    [t('Opening float'), money(s.openingFloat)],
    [t('Cash taken'), money(f.cashTaken)],
    [t('Change given'), out(f.changeGiven)],
    [t('Pay-ins'), money(f.payIns)],
    [t('Pay-outs'), out(f.payOuts)],
    [t('Cash refunds'), out(f.cashRefunds)],
    [t('No-sale openings'), String(f.noSales)],
    ...(cashOnAccount ? ([[t('Cash paid on account'), money(cashOnAccount)]] as Figure[]) : []),
    [t('Expected cash'), money(s.expectedCash), { strong: true }],
    ...(s.countedCash !== null
      ? ([
          [t('Counted cash'), money(s.countedCash), { strong: true }],
          [t('Difference'), <DifferenceText key="difference" difference={s.difference} />],
        ] as Figure[])
      : []),
  ];
  const sales: Figure[] = [
    [t('Sales'), f.salesCount],
    [t('Sales amount'), money(f.salesAmount)],
    // Paid for in the tenders below, but no sale until spent (docs/DESIGN.md, "Stored value").
    ...(f.giftCardsSold ? ([[t('Gift cards sold'), money(f.giftCardsSold)]] as Figure[]) : []),
    [t('Discounts given'), money(f.discounts)],
    [t('Returns'), f.returnsCount],
    [t('Returns amount'), out(f.returnsAmount)],
    ...f.taxes.map((tax): Figure => [serverText(taxLabel(tax)), money(tax.amount)]),
    [t('Taxes'), money(f.taxTotal)],
    // Cash rounding, in the sales amount already (docs/DESIGN.md, "Money").
    ...(f.rounding ? ([[t('Rounding'), money(f.rounding)]] as Figure[]) : []),
  ];
  const payments: Figure[] = f.byMethod.flatMap((m): Figure[] => [
    [serverText(TENDER_LABELS[m.method]), money(m.sales)],
    ...(m.refunds > 0
      ? ([
          [
            t('{{method}} refunds', { method: serverText(TENDER_LABELS[m.method]) }),
            out(m.refunds),
          ],
        ] as Figure[])
      : []),
  ]);
  // Money customers paid on their charge accounts: not sales, so apart from the sales' methods
  // (the cash ones are in the expected cash; docs/guide/stored-value.md, "Charge accounts").
  const accountPayments: Figure[] = f.accountPayments.map(
    (p): Figure => [serverText(TENDER_LABELS[p.method]), money(p.amount)],
  );

  return (
    <PageFrame
      title={t(TITLE)}
      actions={
        <>
          {back}
          <ShiftReportButton shift={s} />
        </>
      }
    >
      <Stack gap="lg">
        {s.status === 'open' ? (
          <Alert color="blue" variant="light">
            {t('The shift is open: these are its figures so far.')}
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Stack gap="lg">
              <FigureTable title={t('Shift')} rows={about} />
              <FigureTable title={t('Payments')} rows={payments} />
              {accountPayments.length ? (
                <FigureTable title={t('Payments on account')} rows={accountPayments} />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <FigureTable title={t('Cash drawer')} rows={drawer} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <FigureTable title={t('Sales')} rows={sales} />
          </Grid.Col>
        </Grid>
        <Movements shift={s} money={money} out={out} />
      </Stack>
    </PageFrame>
  );
}

/** The drawer's pay-ins and pay-outs, with their reasons. */
function Movements({
  shift,
  money,
  out,
}: {
  shift: TShift;
  money: (n: number) => string;
  out: (n: number) => string;
}) {
  const { t } = useTranslation('shifts');
  if (!shift.movements.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('No pay-ins or pay-outs in this shift.')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption ta="left" fz="lg" fw={700} c="var(--mantine-color-text)">
          {t('Cash movements')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Time')}</Table.Th>
            <Table.Th>{t('Type')}</Table.Th>
            <Table.Th ta="right">{t('Amount')}</Table.Th>
            <Table.Th>{t('Reason')}</Table.Th>
            <Table.Th>{t('By')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shift.movements.map((m) => (
            <Table.Tr key={m._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</Table.Td>
              <Table.Td>{serverText(DRAWER_EVENT_LABELS[m.type])}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {m.type === 'no_sale'
                  ? '—'
                  : m.type === 'pay_out'
                    ? out(m.amount)
                    : money(m.amount)}
              </Table.Td>
              <Table.Td>{m.reason}</Table.Td>
              <Table.Td>{m.user?.name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
