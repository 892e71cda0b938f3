import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  formatGiftCardCode,
  makeGiftCardCode,
  maskedGiftCardCode,
} from '@pos/contracts/gift-card-code';
import { fromCents, toCents } from '@pos/contracts/sale-totals';
import { ZSaleGiftCardInput } from '@pos/contracts/sales';
import { IconGift, IconX } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { FormError } from '../../components/form-error';
import { amountOf, MoneyInput } from '../../components/money-input';
import { FormActions } from '../../components/resource-list/form-actions';
import { useZodForm } from '../../lib/use-zod-form';

/*
 * Gift cards sold at the register (docs/guide/stored-value.md): a card's value, and its code —
 * scanned from the card, or made here — on a line of the sale, tax-free; the server issues the
 * card (or reloads one of the shop's) when the sale commits.
 */

/** A gift card on the sale: its value in cents and its code, in its one form. */
export interface GiftCardLine {
  key: string;
  cents: number;
  code: string;
  /** The register made the code: it is shown in full, to be written on the card. */
  made: boolean;
}

let seq = 0;

/** "Gift card": a button in the cart's header opening the form; online only. */
export const SellGiftCard = memo(function SellGiftCard({
  onAdd,
  disabled,
}: {
  onAdd: (line: GiftCardLine) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconGift size={14} />}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {t('Gift card')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('Sell a gift card')} centered>
        {open ? <GiftCardForm onAdd={onAdd} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
});

function GiftCardForm({
  onAdd,
  onClose,
}: {
  onAdd: (line: GiftCardLine) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('register');
  const { settings } = useGeneralSettings();
  const form = useZodForm({
    initial: { amount: '' as number | string, code: '' },
    schema: ZSaleGiftCardInput,
    toInput: (v) => ({ amount: amountOf(v.amount), ...(v.code.trim() ? { code: v.code } : {}) }),
  });
  const submit = form.handleSubmit((card) => {
    const made = !card.code;
    const code = card.code ?? makeGiftCardCode((bytes) => crypto.getRandomValues(bytes));
    seq += 1;
    onAdd({ key: `g${seq}`, cents: toCents(card.amount), code, made });
    onClose();
  });
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
          label={t('Card code')}
          description={t(
            "Scan the card, or leave empty and a code is made (write it on the card). A card of the shop's is reloaded.",
          )}
          autoComplete="off"
          maxLength={100}
          {...form.text('code')}
        />
        <FormActions submitLabel={t('Add to sale')} busy={false} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** The gift cards on the sale, below its goods: each with its value and a way off the sale. */
export const GiftCardLines = memo(function GiftCardLines({
  lines,
  onRemove,
  formatMoney,
  disabled,
}: {
  lines: readonly GiftCardLine[];
  onRemove: (key: string) => void;
  formatMoney: (n: number) => string;
  disabled: boolean;
}) {
  const { t } = useTranslation('register');
  if (lines.length === 0) return null;
  return (
    <ul
      aria-label={t('Gift cards on the sale')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {lines.map((g) => (
        <li key={g.key}>
          <Group justify="space-between" wrap="nowrap" py={6}>
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {t('Gift card {{code}}', {
                  code: g.made ? formatGiftCardCode(g.code) : maskedGiftCardCode(g.code.slice(-4)),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('No tax · issued when the sale completes')}
              </Text>
            </Stack>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} size="sm">
                {formatMoney(fromCents(g.cents))}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Remove gift card {{last4}}', { last4: g.code.slice(-4) })}
                onClick={() => onRemove(g.key)}
                disabled={disabled}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </li>
      ))}
    </ul>
  );
});
