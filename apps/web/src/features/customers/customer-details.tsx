import { Button, Grid, Stack, Text } from '@mantine/core';
import type { TCustomerRow } from '@pos/contracts/customers';
import {
  LEDGER_KIND_LABELS,
  type TLedgerEntry,
  type TStoredValueAccount,
} from '@pos/contracts/stored-value';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { type Figure, FigureTable } from '../../components/figure-table';
import { FormModal } from '../../components/form-modal';
import { PageFrame } from '../../components/page-frame';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { type ListFrameParts, ResourceList } from '../../components/resource-list/resource-list';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { customerBalancesQuery, type LedgerQuery, ledgerApi } from './api';
import { StoreCreditForm } from './store-credit-form';

export const TITLE = 'Customer';

/** Why a row was written: a manager's reason, or the sale or return it is keyed by. */
const ledgerReason = (e: TLedgerEntry) =>
  e.reason ??
  (e.returnNumber ? `Return ${e.returnNumber}` : e.saleNumber ? `Sale ${e.saleNumber}` : '—');

/** The ledger of the customer's store credit: each row, what it changed and the balance after. */
function LedgerList({
  account,
  frame,
}: {
  account: TStoredValueAccount;
  frame: (p: ListFrameParts) => ReactNode;
}) {
  const { formatMoney } = useGeneralSettings();
  const ledger = useMemo(
    () =>
      defineResource<TLedgerEntry, LedgerQuery>({
        ...ledgerApi(account._id),
        title: 'Store credit ledger',
        itemTitle: 'Ledger row',
        emptyNoun: 'ledger rows',
        screen: 'customers',
        columns: [
          dateTimeColumn('createdAt', 'Date', (e) => e.createdAt, 'createdAt'),
          column('kind', 'Kind', (e) => LEDGER_KIND_LABELS[e.kind]),
          column('amount', 'Amount', (e) => formatMoney(e.amount), { nowrap: true }),
          column('balanceAfter', 'Balance after', (e) => formatMoney(e.balanceAfter), {
            nowrap: true,
          }),
          column('reason', 'Reason or document', ledgerReason),
          column('by', 'By', (e) => e.user?.name ?? '—'),
        ],
        searchPlaceholder: 'Search reasons',
        defaultSort: '-createdAt',
        itemName: (e) => `${formatMoney(e.amount)} on ${formatDateTime(e.createdAt)}`,
        hideRowActions: true,
        canCreate: () => false,
        deletable: false,
        csvExport: {
          endpoint: `${ledgerApi(account._id).endpoint}/export.csv`,
          emptyText: 'No ledger rows for the selected filters.',
          failureText: 'The ledger could not be exported.',
          buttonLabel: 'Ledger (CSV)',
        },
      }),
    [account._id, formatMoney],
  );
  return <ResourceList definition={ledger} frame={frame} />;
}

/**
 * A customer (docs/guide/stored-value.md): who they are, their store credit, and — for a
 * manager with adjust_store_credit — adding or removing credit with a reason; its ledger below.
 */
export function CustomerDetails({
  customer: c,
  back,
}: {
  customer: TCustomerRow;
  back: ReactNode;
}) {
  const { formatMoney, settings } = useGeneralSettings();
  const user = useCurrentUser();
  const mayAdjust = user.permissions.includes('adjust_store_credit');
  const balances = useQuery(customerBalancesQuery(c._id));
  const credit = balances.data?.find((a) => a.kind === 'store_credit') ?? null;
  const [adjusting, setAdjusting] = useState(false);

  const about: Figure[] = [
    ['Email', c.email ?? '—'],
    ['Phone', c.phone ?? '—'],
    ['Customer since', formatDateTime(c.createdAt)],
  ];
  const value: Figure[] = [
    [
      'Store credit',
      balances.isPending ? '…' : formatMoney(credit?.balance ?? 0),
      { strong: true },
    ],
  ];
  const frame = ({ actions, body }: Partial<ListFrameParts>) => (
    <PageFrame
      title={`${TITLE}: ${c.name}`}
      actions={
        <>
          {back}
          {actions}
          {mayAdjust ? (
            <Button onClick={() => setAdjusting(true)}>Adjust store credit</Button>
          ) : null}
        </>
      }
    >
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FigureTable title="Contact" rows={about} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FigureTable title="Balances" rows={value} />
          </Grid.Col>
        </Grid>
        {body ?? (
          <Text c="dimmed" size="sm">
            No store credit yet: its ledger starts with the first credit given.
          </Text>
        )}
      </Stack>
      <FormModal title="Adjust store credit" opened={adjusting} onClose={() => setAdjusting(false)}>
        <StoreCreditForm
          customerId={c._id}
          currencySymbol={settings.currencySymbol}
          onClose={() => setAdjusting(false)}
        />
      </FormModal>
    </PageFrame>
  );
  return credit ? <LedgerList account={credit} frame={frame} /> : frame({});
}
