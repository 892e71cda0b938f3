import { Alert, Button, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatGiftCardCode, maskedGiftCardCode } from '@pos/contracts/gift-card-code';
import { type TGiftCard, ZGiftCardIssueBody, ZGiftCardReloadBody } from '@pos/contracts/gift-cards';
import type { TOption } from '@pos/contracts/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_OPTIONS } from '../../api/options';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { FormError } from '../../components/form-error';
import { amountOf, MoneyInput } from '../../components/money-input';
import { FormActions } from '../../components/resource-list/form-actions';
import { useOptions } from '../../components/resource-list/resource-queries';
import type { ResourceFormProps } from '../../components/resource-list/types';
import { zonedWallTimeToIso } from '../../lib/dates';
import { notifySuccess } from '../../lib/notify-success';
import { useZodForm } from '../../lib/use-zod-form';
import { useIssueGiftCard, useReloadGiftCard } from './api';

/**
 * A gift card's form (docs/guide/stored-value.md): issuing one (its value, a code of the old
 * till's or one made, a holder, an expiry), then its code shown the one time it is; or, for a
 * card in the list, reloading it.
 */
export function GiftCardForm({ item, onClose }: ResourceFormProps<TGiftCard>) {
  return item ? <ReloadForm card={item} onClose={onClose} /> : <IssueForm onClose={onClose} />;
}

type Expiry = 'shop' | 'never' | 'date';

function IssueForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('gift-cards');
  const { settings, timeZone, formatMoney } = useGeneralSettings();
  const issue = useIssueGiftCard();
  const customers = useOptions(CUSTOMER_OPTIONS);
  const [issued, setIssued] = useState<{ code: string; balance: number } | null>(null);
  const months = settings.giftCardValidityMonths;
  const form = useZodForm({
    initial: {
      amount: '' as number | string,
      code: '',
      customerId: null as string | null,
      expiry: 'shop' as Expiry,
      expiresOn: '',
    },
    schema: ZGiftCardIssueBody,
    toInput: (v) => ({
      amount: amountOf(v.amount),
      ...(v.code.trim() ? { code: v.code } : {}),
      ...(v.customerId ? { customerId: v.customerId } : {}),
      ...(v.expiry === 'never' ? { expiresAt: null } : {}),
      ...(v.expiry === 'date'
        ? { expiresAt: zonedWallTimeToIso(`${v.expiresOn}T23:59`, timeZone) ?? v.expiresOn }
        : {}),
    }),
  });
  const submit = form.handleSubmit((body) =>
    issue.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setIssued({ code: answer.data.code, balance: answer.data.balance });
      },
      onError: (error) => form.serverError(error, t('The gift card could not be issued.')),
    }),
  );
  if (issued) {
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          title={t('Gift card of {{amount}} issued', { amount: formatMoney(issued.balance) })}
        >
          {t('Write this code on the card or print it now: it is not shown again.')}
        </Alert>
        <Code block fz={24} ta="center" data-testid="gift-card-code">
          {formatGiftCardCode(issued.code)}
        </Code>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('Done')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const expiryChoices = [
    {
      value: 'shop',
      label:
        months === null
          ? t("The shop's rule: never expires")
          : t("The shop's rule: {{months}} months", { months }),
    },
    { value: 'never', label: t('Never expires') },
    { value: 'date', label: t('On a date') },
  ];
  const customerOptions = (customers.data ?? []).map((o: TOption) => ({
    value: o._id,
    label: o.name,
  }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <MoneyInput
          label={t('Value')}
          currencySymbol={settings.currencySymbol}
          data-autofocus
          {...form.field('amount')}
        />
        <TextInput
          label={t('Code')}
          description={t(
            'Leave empty and one is made (16 characters). Type the code of a card from your old till to bring it over.',
          )}
          maxLength={100}
          autoComplete="off"
          {...form.text('code')}
        />
        <Select
          label={t('Customer')}
          placeholder={t('None: whoever holds the card')}
          searchable
          clearable
          data={customerOptions}
          value={form.values.customerId}
          onChange={(v) => form.setField('customerId', v)}
          error={form.errors.customerId}
        />
        <Select
          label={t('Expires')}
          data={expiryChoices}
          allowDeselect={false}
          value={form.values.expiry}
          onChange={(v) => form.setField('expiry', (v ?? 'shop') as Expiry, 'expiresAt')}
        />
        {form.values.expiry === 'date' ? (
          <TextInput
            label={t('Last day it pays')}
            type="date"
            required
            {...form.text('expiresOn')}
            error={form.errors.expiresAt}
          />
        ) : null}
        <FormActions submitLabel={t('Issue gift card')} busy={issue.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function ReloadForm({ card, onClose }: { card: TGiftCard; onClose: () => void }) {
  const { t } = useTranslation('gift-cards');
  const { settings, formatMoney } = useGeneralSettings();
  const reload = useReloadGiftCard(card._id);
  const form = useZodForm({
    initial: { amount: '' as number | string },
    schema: ZGiftCardReloadBody,
    toInput: (v) => ({ amount: amountOf(v.amount) }),
  });
  const submit = form.handleSubmit((body) =>
    reload.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
      },
      onError: (error) => form.serverError(error, t('The gift card could not be reloaded.')),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <Text>
          {t('Card {{code}} holds {{amount}}.', {
            code: maskedGiftCardCode(card.last4),
            amount: formatMoney(card.balance),
          })}
        </Text>
        <MoneyInput
          label={t('Add')}
          currencySymbol={settings.currencySymbol}
          data-autofocus
          {...form.field('amount')}
        />
        <FormActions submitLabel={t('Reload')} busy={reload.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
