// i18n-pending — words still written here, not yet from the catalogs
import { Alert, Grid, Stack, Table, Text } from '@mantine/core';
import { taxLabel } from '@pos/contracts/sale-figures';
import { TENDER_LABELS } from '@pos/contracts/sales';
import { DRAWER_EVENT_LABELS, type TShift } from '@pos/contracts/shifts';
import type { ReactNode } from 'react';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { type Figure, FigureTable } from '../../components/figure-table';
import { PageFrame } from '../../components/page-frame';
import { formatDateTime } from '../../lib/dates';
import { DifferenceText, ShiftStatusBadge } from './shift-cells';
import { ShiftReportButton } from './shift-report-button';

export const TITLE = 'Shift Details';

/** A loaded shift: who, where and when; the cash drawer; sales and payments; the movements. */
export function ShiftDetails({ shift: s, back }: { shift: TShift; back: ReactNode }) {
  const { formatMoney } = useGeneralSettings();
  const money = (n: number) => formatMoney(n);
  const out = (n: number) => (n === 0 ? money(0) : `-${money(n)}`);
  const f = s.figures;

  const about: Figure[] = [
    ['Cashier', s.user.name],
    ['Store', s.store.name],
    ['Status', <ShiftStatusBadge key="status" status={s.status} />],
    ['Opened', formatDateTime(s.openedAt)],
    ...(s.closedAt ? ([['Closed', formatDateTime(s.closedAt)]] as Figure[]) : []),
    ...(s.closedBy && s.closedBy._id !== s.user._id
      ? ([['Closed by', s.closedBy.name]] as Figure[])
      : []),
    ...(s.note ? ([['Note', s.note]] as Figure[]) : []),
  ];
  const cashOnAccount = f.accountPayments.find((p) => p.method === 'Cash')?.amount ?? 0;
  const drawer: Figure[] = [
    ['Opening float', money(s.openingFloat)],
    ['Cash taken', money(f.cashTaken)],
    ['Change given', out(f.changeGiven)],
    ['Pay-ins', money(f.payIns)],
    ['Pay-outs', out(f.payOuts)],
    ['Cash refunds', out(f.cashRefunds)],
    ['No-sale openings', String(f.noSales)],
    ...(cashOnAccount ? ([['Cash paid on account', money(cashOnAccount)]] as Figure[]) : []),
    ['Expected cash', money(s.expectedCash), { strong: true }],
    ...(s.countedCash !== null
      ? ([
          ['Counted cash', money(s.countedCash), { strong: true }],
          ['Difference', <DifferenceText key="difference" difference={s.difference} />],
        ] as Figure[])
      : []),
  ];
  const sales: Figure[] = [
    ['Sales', f.salesCount],
    ['Sales amount', money(f.salesAmount)],
    // Paid for in the tenders below, but no sale until spent (docs/DESIGN.md, "Stored value").
    ...(f.giftCardsSold ? ([['Gift cards sold', money(f.giftCardsSold)]] as Figure[]) : []),
    ['Discounts given', money(f.discounts)],
    ['Returns', f.returnsCount],
    ['Returns amount', out(f.returnsAmount)],
    ...f.taxes.map((t): Figure => [taxLabel(t), money(t.amount)]),
    ['Taxes', money(f.taxTotal)],
    // Cash rounding, in the sales amount already (docs/DESIGN.md, "Money").
    ...(f.rounding ? ([['Rounding', money(f.rounding)]] as Figure[]) : []),
  ];
  const payments: Figure[] = f.byMethod.flatMap((m): Figure[] => [
    [TENDER_LABELS[m.method], money(m.sales)],
    ...(m.refunds > 0
      ? ([[`${TENDER_LABELS[m.method]} refunds`, out(m.refunds)]] as Figure[])
      : []),
  ]);
  // Money customers paid on their charge accounts: not sales, so apart from the sales' methods
  // (the cash ones are in the expected cash; docs/guide/stored-value.md, "Charge accounts").
  const accountPayments: Figure[] = f.accountPayments.map(
    (p): Figure => [TENDER_LABELS[p.method], money(p.amount)],
  );

  return (
    <PageFrame
      title={TITLE}
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
            The shift is open: these are its figures so far.
          </Alert>
        ) : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <Stack gap="lg">
              <FigureTable title="Shift" rows={about} />
              <FigureTable title="Payments" rows={payments} />
              {accountPayments.length ? (
                <FigureTable title="Payments on account" rows={accountPayments} />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <FigureTable title="Cash drawer" rows={drawer} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <FigureTable title="Sales" rows={sales} />
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
  if (!shift.movements.length) {
    return (
      <Text size="sm" c="dimmed">
        No pay-ins or pay-outs in this shift.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption ta="left" fz="lg" fw={700} c="var(--mantine-color-text)">
          Cash movements
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shift.movements.map((m) => (
            <Table.Tr key={m._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt)}</Table.Td>
              <Table.Td>{DRAWER_EVENT_LABELS[m.type]}</Table.Td>
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
