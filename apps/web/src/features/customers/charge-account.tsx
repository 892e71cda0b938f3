import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { fromCents } from '@pos/contracts/sale-totals';
import { IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { AccountPaymentForm } from '../../components/account-payment-form';
import { type Figure, FigureTable } from '../../components/figure-table';
import { FormModal } from '../../components/form-modal';
import { usePdfOpener } from '../../components/use-pdf-opener';
import type { ChargeAccount } from '../../lib/charge-account';
import { zonedIsoDate } from '../../lib/dates';
import { fetchStatementPdf, useEmailStatement, useTakeAccountPayment } from './api';

/*
 * A customer's charge account on their page (docs/guide/stored-value.md, "Charge accounts"):
 * what they owe against their limit, a payment taken there, and their statement.
 */

/** What the customer owes, the limit and what is left to charge; "Take payment" under it. */
export function ChargeAccountFigures({
  customerId,
  account,
  mayTakePayment,
}: {
  customerId: string;
  account: ChargeAccount | null;
  mayTakePayment: boolean;
}) {
  const { formatMoney, settings } = useGeneralSettings();
  const { t } = useTranslation('customers');
  const take = useTakeAccountPayment(customerId);
  const [paying, setPaying] = useState(false);
  const money = (cents: number) => formatMoney(fromCents(cents));
  if (!account) {
    return (
      <FigureTable
        title={t('Charge account')}
        rows={[[t('Credit limit'), t('No charge account')]]}
      />
    );
  }
  const rows: Figure[] = [
    [t('Owed'), money(account.owedCents), { strong: true }],
    [
      t('Credit limit'),
      account.creditLimitCents === null
        ? t('Closed to new charges')
        : money(account.creditLimitCents),
    ],
    [t('Available to charge'), money(account.availableCents)],
  ];
  return (
    <Stack gap="xs">
      <FigureTable title={t('Charge account')} rows={rows} />
      {mayTakePayment ? (
        <Group justify="flex-end">
          <Button onClick={() => setPaying(true)} disabled={account.owedCents === 0}>
            {t('Take payment')}
          </Button>
        </Group>
      ) : null}
      <FormModal title={t('Payment on account')} opened={paying} onClose={() => setPaying(false)}>
        <AccountPaymentForm
          owedCents={account.owedCents}
          currencySymbol={settings.currencySymbol}
          formatMoney={formatMoney}
          take={take}
          onClose={() => setPaying(false)}
        />
      </FormModal>
    </Stack>
  );
}

/** The first day of the month of an ISO date. */
const monthStart = (isoDate: string) => `${isoDate.slice(0, 8)}01`;

/**
 * The statement of a period (this month by default): opened as a PDF, or mailed to the
 * customer by a keeper of accounts — the answer's message says to whom.
 */
export function StatementPanel({
  customerId,
  hasEmail,
  maySend,
}: {
  customerId: string;
  hasEmail: boolean;
  maySend: boolean;
}) {
  const { t } = useTranslation('customers');
  const { timeZone } = useGeneralSettings();
  const headingId = useId();
  const [to, setTo] = useState(() => zonedIsoDate(timeZone));
  const [from, setFrom] = useState(() => monthStart(zonedIsoDate(timeZone)));
  const period = { ...(from && { from }), ...(to && { to }) };
  const pdf = usePdfOpener(
    () => fetchStatementPdf(customerId, period),
    t('The statement could not be made.'),
  );
  const send = useEmailStatement(customerId);
  const wrongOrder = Boolean(from && to && from > to);
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        {t('Statement')}
      </Title>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t('From')}
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.currentTarget.value)}
            error={wrongOrder ? t('From must be on or before To.') : undefined}
          />
          <TextInput
            type="date"
            label={t('To')}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            onClick={() => void pdf.open()}
            loading={pdf.busy}
            disabled={wrongOrder}
          >
            {t('Download PDF')}
          </Button>
          {maySend ? (
            <Button
              variant="default"
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={() => send.mutate(period)}
              loading={send.isPending}
              disabled={wrongOrder || !hasEmail}
            >
              {t('Email statement')}
            </Button>
          ) : null}
        </Group>
        {maySend && !hasEmail ? (
          <Text size="sm" c="dimmed">
            {t("Add the customer's e-mail address to send statements.")}
          </Text>
        ) : null}
        {send.isSuccess ? (
          <Text size="sm" role="status">
            {send.data.message}
          </Text>
        ) : null}
        {send.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(send.error, t('The statement could not be sent.'))}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
