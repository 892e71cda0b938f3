import { Anchor, Paper, Table, Text } from '@mantine/core';
import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  type TAgeingRow,
  type ZAgeingTotals,
} from '@pos/contracts/customer-accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { column, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { ScrollTable } from '../../components/scroll-table';
import { formatDateTime } from '../../lib/dates';
import { i18n, msg, serverText } from '../../lib/i18n';
import { type AgeingQuery, ageingApi, customerPath } from './api';

type Totals = z.infer<typeof ZAgeingTotals>;
/** A row keyed by its customer (`ageingApi.rowId`). */
type AgeingListRow = TAgeingRow & { _id: string };
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Money({ amount, muted }: { amount: number; muted?: boolean }) {
  const { formatMoney } = useGeneralSettings();
  return (
    <Text span size="sm" style={numeric} c={muted && amount === 0 ? 'dimmed' : undefined}>
      {formatMoney(amount)}
    </Text>
  );
}

/** What every customer who matches owes, by age: the report's totals row, above its pages. */
function AgeingTotals({ totals }: { totals: Totals | undefined }) {
  const { formatMoney } = useGeneralSettings();
  const { t } = useTranslation('customers');
  const cell = (n: number | undefined) => (n === undefined ? '…' : formatMoney(n));
  return (
    <Paper withBorder>
      <ScrollTable minWidth={520} label={t('Totals by age')}>
        <Table captionSide="top" data-testid="ageing-totals">
          <Table.Caption ta="left" px="sm" fw={600} c="var(--mantine-color-text)">
            {t('Totals (every customer the search finds)')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t('Owed')}</Table.Th>
              {AGEING_BUCKETS.map((b) => (
                <Table.Th key={b} ta="right">
                  {serverText(AGEING_LABELS[b])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td ta="right" fw={700} style={numeric}>
                {cell(totals?.balance)}
              </Table.Td>
              {AGEING_BUCKETS.map((b) => (
                <Table.Td key={b} ta="right" style={numeric}>
                  {cell(totals?.[b])}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/**
 * Account ageing (docs/guide/stored-value.md, "Charge accounts"): what each customer owes on
 * account, by the age of the charges still open — 0–30 days, 31–60, 61–90, over 90 — with the
 * totals of every customer found, searchable, sortable and exported as CSV.
 */
export const ageingResource = defineResource<AgeingListRow, AgeingQuery>({
  ...ageingApi,
  title: msg('Account ageing'),
  itemTitle: msg('Customer'),
  emptyNoun: msg('customers owing on account'),
  screen: 'accountAgeing',
  namespace: 'customers',
  columns: [
    column(
      'customer',
      msg('Customer'),
      (r) => (
        <Anchor component={Link} to={customerPath(r.customer._id)} size="sm">
          {r.customer.name}
        </Anchor>
      ),
      { sortKey: 'name' },
    ),
    column(
      'creditLimit',
      msg('Credit limit'),
      (r) =>
        r.creditLimit === null ? (
          i18n.t('Closed', { ns: 'customers' })
        ) : (
          <Money amount={r.creditLimit} />
        ),
      NOWRAP,
    ),
    column('balance', msg('Owed'), (r) => <Money amount={r.balance} />, {
      sortKey: 'balance',
      nowrap: true,
    }),
    ...AGEING_BUCKETS.map((b) =>
      column(b, AGEING_LABELS[b], (r: TAgeingRow) => <Money amount={r[b]} muted />, NOWRAP),
    ),
    column('oldestOpen', msg('Oldest open charge'), (r) => formatDateTime(r.oldestOpen), {
      sortKey: 'oldestOpen',
      nowrap: true,
    }),
  ],
  summary: (totals) => <AgeingTotals totals={totals as Totals | undefined} />,
  searchPlaceholder: msg('Search customer name'),
  defaultSort: '-balance',
  hideRowActions: true,
  canCreate: () => false,
  deletable: false,
  itemName: (r) => r.customer.name,
  csvExport: {
    endpoint: '/reports/account-ageing/export.csv',
    emptyText: msg('No customer owes anything on account.'),
    failureText: msg('The account ageing could not be exported.'),
  },
});
