import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { maskedGiftCardCode } from '@pos/contracts/gift-card-code';
import { GIFT_CARD_STATUS_LABELS } from '@pos/contracts/gift-cards';
import { toCents } from '@pos/contracts/sale-totals';
import { STORED_VALUE_MESSAGES } from '@pos/contracts/stored-value';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import type { ChargeAccount } from '../../lib/charge-account';
import { formatDateTime } from '../../lib/dates';
import { msg, serverText } from '../../lib/i18n';
import { lookUpGiftCard, storeCreditQuery, type TGiftCardLookup } from './stored-value-api';
import { balanceThenCash, type TenderDraft } from './tender';

/*
 * The register's stored-value tenders (docs/guide/stored-value.md): a gift card by its code,
 * with its balance checked before the sale; the customer's store credit with its balance. When
 * either holds less than the sale, "Use …, the rest in cash" splits the payment.
 */

interface Props {
  totalCents: number;
  onChange: (next: TenderDraft) => void;
  money: (cents: number) => string;
  disabled: boolean;
  /**
   * Offline the balance cannot be read: the sale takes what the shop's offline limit allows and
   * the server checks the balance when it syncs (docs/guide/stored-value.md, "Offline").
   */
  online: boolean;
}

const CHECKED_AT_SYNC = msg('Offline: the balance is checked when the sale syncs.');

/** A gift card's code and, once checked, what it holds. */
export function GiftCardPayment({
  code,
  onCode,
  totalCents,
  onChange,
  money,
  disabled,
  online,
}: Props & { code: string; onCode: (code: string) => void }) {
  const { t } = useTranslation('register');
  const [card, setCard] = useState<TGiftCardLookup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    if (!code.trim()) return;
    setChecking(true);
    try {
      setCard(await lookUpGiftCard(code));
      setProblem(null);
    } catch (error) {
      setCard(null);
      setProblem(errorMessage(error, t('The card could not be checked.')));
    } finally {
      setChecking(false);
    }
  };
  const balance = card ? toCents(card.balance) : null;
  return (
    <Stack gap={6}>
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput
          label={t('Gift card code')}
          placeholder={t('Scan or type the code')}
          autoComplete="off"
          value={code}
          onChange={(e) => {
            onCode(e.currentTarget.value);
            setCard(null);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (online) void check();
            }
          }}
          error={problem}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          onClick={() => void check()}
          loading={checking}
          disabled={disabled || !online || !code.trim()}
        >
          {t('Check balance')}
        </Button>
      </Group>
      {online ? null : (
        <Text size="sm" c="dimmed">
          {t(CHECKED_AT_SYNC)}
        </Text>
      )}
      {card ? (
        <Text size="sm" aria-live="polite" data-testid="gift-card-balance">
          {t('Card {{code}} holds {{balance}}', {
            code: maskedGiftCardCode(card.last4),
            balance: money(toCents(card.balance)),
          })}
          {card.status === 'active' ? '' : ` · ${serverText(GIFT_CARD_STATUS_LABELS[card.status])}`}
          {card.expiresAt
            ? ` · ${t('expires {{date}}', { date: formatDateTime(card.expiresAt) })}`
            : ''}
        </Text>
      ) : null}
      {card?.status === 'active' && balance !== null && balance < totalCents ? (
        <UseBalance
          cents={balance}
          onUse={() => onChange(balanceThenCash('GiftCard', balance, code))}
          money={money}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}

/** The customer's store credit: what it holds, and using all of it when it holds less. */
export function StoreCreditPayment({
  customerId,
  totalCents,
  onChange,
  money,
  disabled,
  online,
}: Props & { customerId: string }) {
  const { t } = useTranslation('register');
  const credit = useQuery({ ...storeCreditQuery(customerId), enabled: online });
  const balance = credit.data === undefined ? null : toCents(credit.data);
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite" data-testid="store-credit-balance">
        {!online
          ? t(CHECKED_AT_SYNC)
          : balance === null
            ? t('Reading the store credit…')
            : t('Store credit: {{balance}}', { balance: money(balance) })}
      </Text>
      {balance !== null && balance > 0 && balance < totalCents ? (
        <UseBalance
          cents={balance}
          onUse={() => onChange(balanceThenCash('StoreCredit', balance))}
          money={money}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The customer's charge account (docs/guide/stored-value.md, "Charge accounts"): what is left to
 * charge, and charging all of it with the rest in cash when the sale is more than that.
 */
export function AccountPayment({
  account,
  totalCents,
  onChange,
  money,
  disabled,
}: Props & { account: ChargeAccount | null | undefined }) {
  const { t } = useTranslation('register');
  if (account === undefined) {
    return (
      <Text size="sm" aria-live="polite">
        {t('Reading the charge account…')}
      </Text>
    );
  }
  if (account === null) {
    return (
      <Text size="sm" c="red.8">
        {serverText(STORED_VALUE_MESSAGES.noAccount)}
      </Text>
    );
  }
  const { availableCents } = account;
  return (
    <Stack gap={6}>
      <Text size="sm" aria-live="polite" data-testid="account-available">
        {t('Available: {{amount}}', { amount: money(availableCents) })}
        <Text span size="sm" c="dimmed">
          {` · ${t('owes {{amount}}', { amount: money(account.owedCents) })}`}
        </Text>
      </Text>
      {availableCents > 0 && availableCents < totalCents ? (
        <UseBalance
          cents={availableCents}
          onUse={() => onChange(balanceThenCash('Account', availableCents))}
          money={money}
          disabled={disabled}
          label={t('Charge {{amount}}, the rest in cash', { amount: money(availableCents) })}
        />
      ) : null}
    </Stack>
  );
}

function UseBalance({
  cents,
  onUse,
  money,
  disabled,
  label,
}: {
  cents: number;
  onUse: () => void;
  money: (cents: number) => string;
  disabled: boolean;
  label?: string;
}) {
  const { t } = useTranslation('register');
  return (
    <Button size="compact-sm" variant="light" onClick={onUse} disabled={disabled}>
      {label ?? t('Use {{amount}}, the rest in cash', { amount: money(cents) })}
    </Button>
  );
}
