import { Button, Grid, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TCustomerRow } from '@pos/contracts/customers';
import { LEDGER_KIND_LABELS, type TLedgerEntry } from '@pos/contracts/stored-value';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { type Figure, FigureTable } from '../../components/figure-table';
import { FormModal } from '../../components/form-modal';
import { PageFrame } from '../../components/page-frame';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { type ListFrameParts, ResourceList } from '../../components/resource-list/resource-list';
import { defineResource } from '../../components/resource-list/types';
import { chargeAccountOf } from '../../lib/charge-account';
import { formatDateTime } from '../../lib/dates';
import { msg, serverText } from '../../lib/i18n';
import { formatPoints, pointsAccountOf } from '../../lib/points';
import { customerBalancesQuery, type LedgerQuery, ledgerApi } from './api';
import { ChargeAccountFigures, StatementPanel } from './charge-account';
import { CustomerForm } from './customer-form';
import { PointsFigures } from './points-figures';
import { StoreCreditForm } from './store-credit-form';

export const TITLE = msg('Customer');

/** Why a row was written: a manager's reason, or the sale or return it is keyed by. */
const ledgerReason = (t: TFunction, e: TLedgerEntry) =>
  e.reason ??
  (e.returnNumber
    ? t('Return {{number}}', { number: e.returnNumber })
    : e.saleNumber
      ? t('Sale {{number}}', { number: e.saleNumber })
      : '—');

type Ledger = 'credit' | 'account' | 'points';
const LEDGER_ORDER: readonly Ledger[] = ['credit', 'account', 'points'];
const LEDGERS: Record<Ledger, { title: string; balanceLabel: string; inPoints?: true }> = {
  credit: { title: msg('Store credit ledger'), balanceLabel: msg('Balance after') },
  account: { title: msg('Charge account ledger'), balanceLabel: msg('Owed after') },
  // A points account counts points, not money (docs/guide/stored-value.md, "Loyalty points").
  points: { title: msg('Points ledger'), balanceLabel: msg('Points after'), inPoints: true },
};
/** The ledger shown, in the address (`?ledger=account`) beside the list's own parameters. */
const LEDGER_PARAM = 'ledger';

/** A points row's change: "+120 points", "−100 points". */
const signedPoints = (n: number) => `${n < 0 ? '−' : '+'}${formatPoints(Math.abs(n))}`;

/**
 * The ledger of one of the customer's accounts (store credit, charge account): each row, what it
 * changed and the balance after — on a charge account, what the customer owes after it.
 */
function LedgerList({
  accountId,
  ledger: which,
  frame,
}: {
  accountId: string;
  ledger: Ledger;
  frame: (p: ListFrameParts) => ReactNode;
}) {
  const { title, balanceLabel, inPoints } = LEDGERS[which];
  const { t } = useTranslation('customers');
  const { formatMoney } = useGeneralSettings();
  const ledger = useMemo(() => {
    const amount = inPoints ? signedPoints : formatMoney;
    const balance = inPoints ? formatPoints : formatMoney;
    return defineResource<TLedgerEntry, LedgerQuery>({
      ...ledgerApi(accountId),
      title: t(title),
      itemTitle: t('Ledger row'),
      emptyNoun: t('ledger rows'),
      screen: 'customers',
      namespace: 'customers',
      columns: [
        dateTimeColumn('createdAt', t('Date'), (e) => e.createdAt, 'createdAt'),
        column('kind', t('Kind'), (e) => serverText(LEDGER_KIND_LABELS[e.kind])),
        column('amount', inPoints ? t('Points') : t('Amount'), (e) => amount(e.amount), {
          nowrap: true,
        }),
        column('balanceAfter', t(balanceLabel), (e) => balance(e.balanceAfter), {
          nowrap: true,
        }),
        column('reason', t('Reason or document'), (e) => ledgerReason(t, e)),
        column('by', t('By'), (e) => e.user?.name ?? '—'),
      ],
      searchPlaceholder: t('Search reasons'),
      defaultSort: '-createdAt',
      itemName: (e) =>
        t('{{amount}} on {{date}}', {
          amount: amount(e.amount),
          date: formatDateTime(e.createdAt),
        }),
      hideRowActions: true,
      canCreate: () => false,
      deletable: false,
      csvExport: {
        endpoint: `${ledgerApi(accountId).endpoint}/export.csv`,
        emptyText: t('No ledger rows for the selected filters.'),
        failureText: t('The ledger could not be exported.'),
        buttonLabel: t('Ledger (CSV)'),
      },
    });
  }, [accountId, title, balanceLabel, inPoints, formatMoney, t]);
  return <ResourceList definition={ledger} frame={frame} />;
}

/**
 * A customer (docs/guide/stored-value.md): who they are, their store credit and charge account
 * ("Charge accounts"), and the ledger of either below. A manager with adjust_store_credit adds
 * or removes credit; a keeper of accounts (manage_customer_accounts) sets the credit limit and
 * mails statements; whoever sells (manage_transactions) takes a payment on account.
 */
export function CustomerDetails({
  customer: c,
  back,
}: {
  customer: TCustomerRow;
  back: ReactNode;
}) {
  const { t } = useTranslation('customers');
  const { formatMoney, settings } = useGeneralSettings();
  const user = useCurrentUser();
  const may = (p: string) => user.permissions.includes(p);
  const mayManageAccounts = may('manage_customer_accounts');
  const balances = useQuery(customerBalancesQuery(c._id));
  const credit = balances.data?.accounts.find((a) => a.kind === 'store_credit') ?? null;
  const account = balances.data ? chargeAccountOf(balances.data) : null;
  const points = balances.data ? pointsAccountOf(balances.data) : null;
  const [params, setParams] = useSearchParams();
  const ledgers = {
    credit: credit?._id ?? null,
    account: account?.accountId ?? null,
    points: points?._id ?? null,
  } satisfies Record<Ledger, string | null>;
  const held = LEDGER_ORDER.filter((l) => ledgers[l]);
  const asked = params.get(LEDGER_PARAM);
  const shown: Ledger = held.find((l) => l === asked && l !== 'credit') ?? 'credit';
  // A customer without store credit shows the first ledger they have.
  const ledgerShown: Ledger = ledgers[shown] ? shown : (held[0] ?? 'credit');
  const [dialog, setDialog] = useState<'credit' | 'edit' | null>(null);
  const close = () => setDialog(null);

  const about: Figure[] = [
    [t('Email'), c.email ?? '—'],
    [t('Phone'), c.phone ?? '—'],
    [t('Customer since'), formatDateTime(c.createdAt)],
  ];
  const value: Figure[] = [
    [
      t('Store credit'),
      balances.isPending ? '…' : formatMoney(credit?.balance ?? 0),
      { strong: true },
    ],
  ];
  // Each ledger's list keeps its page and search in the address: a new ledger starts afresh.
  const pickLedger = (ledger: Ledger) =>
    setParams(ledger === 'credit' ? {} : { [LEDGER_PARAM]: ledger });
  const frame = ({ actions, body }: Partial<ListFrameParts>) => (
    <PageFrame
      title={t('Customer: {{name}}', { name: c.name })}
      actions={
        <>
          {back}
          {actions}
          <Button variant="default" onClick={() => setDialog('edit')}>
            {t('Edit customer')}
          </Button>
          {may('adjust_store_credit') ? (
            <Button onClick={() => setDialog('credit')}>{t('Adjust store credit')}</Button>
          ) : null}
        </>
      }
    >
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <FigureTable title={t('Contact')} rows={about} />
              <FigureTable title={t('Balances')} rows={value} />
              {points || settings.loyalty.enabled ? (
                <PointsFigures points={balances.isPending ? null : (points?.balance ?? 0)} />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              {balances.data ? (
                <ChargeAccountFigures
                  customerId={c._id}
                  account={account}
                  mayTakePayment={may('manage_transactions')}
                />
              ) : null}
              {account ? (
                <StatementPanel
                  customerId={c._id}
                  hasEmail={Boolean(c.email)}
                  maySend={mayManageAccounts}
                />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
        {held.length > 1 ? (
          <SegmentedControl
            aria-label={t('Ledger')}
            data={held.map((l) => ({
              value: l,
              label: t(LEDGERS[l].title),
            }))}
            value={ledgerShown}
            onChange={(v) => pickLedger(v as Ledger)}
            style={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        {body ?? (
          <Text c="dimmed" size="sm">
            {t('No store credit yet: its ledger starts with the first credit given.')}
          </Text>
        )}
      </Stack>
      <FormModal title={t('Adjust store credit')} opened={dialog === 'credit'} onClose={close}>
        <StoreCreditForm
          customerId={c._id}
          currencySymbol={settings.currencySymbol}
          onClose={close}
        />
      </FormModal>
      <FormModal title={t('Edit customer')} opened={dialog === 'edit'} onClose={close}>
        <CustomerForm
          customer={c}
          mayManageAccounts={mayManageAccounts}
          currencySymbol={settings.currencySymbol}
          onClose={close}
        />
      </FormModal>
    </PageFrame>
  );
  const accountId = ledgers[ledgerShown];
  return accountId ? (
    <LedgerList key={ledgerShown} accountId={accountId} ledger={ledgerShown} frame={frame} />
  ) : (
    frame({})
  );
}
