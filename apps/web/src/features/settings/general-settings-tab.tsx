import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@pos/contracts/languages';
import { SCREENS } from '@pos/contracts/permissions';
import {
  SETTINGS_MESSAGES,
  type TGeneralSettingsView,
  ZGeneralSettings,
} from '@pos/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/api-error';
import { fetchProfile, generalSettingsQuery, useSaveGeneralSettings } from '../../api/session';
import { useSession } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { LoadFailed } from '../../components/error-alert';
import { FormError } from '../../components/form-error';
import { TaxesField } from '../../components/taxes-field';
import { serverText } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import { checkResult, useZodForm } from '../../lib/use-zod-form';
import { currencyHint, currencyOptions, withCurrent } from '../../lib/zones-and-currencies';
import {
  cashRoundingChoices,
  cashRoundingOf,
  cashRoundingValue,
  checkSettings,
  DIGEST_HOURS,
  draftFromSettings,
  giftCardValidityChoices,
  isShownField,
  loyaltyExample,
  newTaxRow,
  PLATFORM_ZONE,
  placeErrors,
  type SettingsDraft,
  timeZoneChoices,
} from './general-settings-draft';
import { ScaleBarcodesField } from './scale-barcodes-field';

/**
 * The General Settings tab: money display, taxes, receipts, list size, negative stock, the
 * register's rules, scale barcodes and loyalty points.
 */
export function GeneralSettingsTab() {
  // The register caches this key for a minute; this form must start from what is stored.
  const settings = useQuery({ ...generalSettingsQuery(), staleTime: 0 });

  if (settings.isPending) return <Skeleton height={560} />;
  if (settings.isError) {
    return (
      <LoadFailed
        message={SETTINGS_MESSAGES.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <GeneralSettingsForm initial={settings.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The languages, each in its own words (not translated: a reader finds their own). */
const LANGUAGE_CHOICES = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

function GeneralSettingsForm({ initial }: { initial: TGeneralSettingsView }) {
  const { t } = useTranslation('settings');
  const { updateSettings, updateUser } = useSession();
  // The organization's language as stored: a save that changes it may change the user's own.
  const savedLanguage = useRef(initial.language);
  const form = useZodForm({
    initial: () => draftFromSettings(initial),
    schema: ZGeneralSettings,
    check: (draft) => {
      const { settings, errors } = checkSettings(draft);
      return checkResult(settings, errors && placeErrors(errors));
    },
    fields: isShownField,
    keying: 'path',
  });
  const save = useSaveGeneralSettings();

  const onSubmit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: ({ data, message }) => {
        // Every screen reads currency and page size from the session: no reload needed.
        updateSettings(data);
        form.setValues(draftFromSettings(data));
        if (data.language !== savedLanguage.current) {
          savedLanguage.current = data.language;
          // A user without a language of their own follows the organization's: their profile's
          // effectiveLanguage says which, and the session switches the app to it at once.
          fetchProfile().then(
            ({ user }) => updateUser(user),
            () => {},
          );
        }
        notifySuccess(message || SETTINGS_MESSAGES.saved);
      },
      onError: (error) => form.serverError(error, SETTINGS_MESSAGES.saveFailed, failureText),
    }),
  );
  const draft = form.values;
  const errors = form.errors;
  const set = form.setField;
  const { formatMoney } = useGeneralSettings();
  // One number of the programme, clearing its own message.
  const setLoyalty = (key: keyof SettingsDraft['loyalty'], value: number | string | boolean) =>
    set('loyalty', { ...draft.loyalty, [key]: value }, `loyalty.${key}`);
  const example = loyaltyExample(draft.loyalty, formatMoney, t);

  const busy = save.isPending;
  const zones = useMemo(
    () => timeZoneChoices(t, initial.platformTimeZone, initial.timeZone),
    [t, initial.platformTimeZone, initial.timeZone],
  );
  // Hundreds of currencies: built once per form; a stored code the browser lacks stays listed.
  const currencies = useMemo(
    () => withCurrent(currencyOptions({ withSymbol: true }), initial.currencyCode),
    [initial.currencyCode],
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('General settings')}>
      <Stack gap="md">
        <FormError message={form.formError} />
        <Section title={t('Display')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('Items per page')}
              description={t('Rows on each page of the lists')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              min={1}
              max={1000}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              value={draft.itemsPerPage}
              onChange={(v) => set('itemsPerPage', v)}
              error={errors.itemsPerPage}
              disabled={busy}
            />
            <Select
              label={t('Currency')}
              description={currencyHint(initial, draft.currencyCode)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              searchable
              limit={50}
              data={currencies}
              value={draft.currencyCode}
              onChange={(v) => v && set('currencyCode', v)}
              allowDeselect={false}
              nothingFoundMessage={t('No such currency')}
              error={errors.currencyCode}
              disabled={busy}
            />
          </SimpleGrid>
          <Select
            label={t('Time zone')}
            description={t(
              'The days of reports, the dashboard, date filters and CSV files, and the times on receipts, invoices and Z reports: a sale at 23:30 here belongs to that day.',
            )}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            searchable
            data={zones}
            value={draft.timeZone ?? PLATFORM_ZONE}
            onChange={(v) => set('timeZone', !v || v === PLATFORM_ZONE ? null : v)}
            allowDeselect={false}
            nothingFoundMessage={t('No such time zone')}
            error={errors.timeZone}
            disabled={busy}
            maw={420}
          />
          <Select
            label={t('Language')}
            description={t(
              'The language of screens, e-mails and receipts for users who have not chosen their own.',
            )}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={LANGUAGE_CHOICES}
            value={draft.language}
            onChange={(v) => v && set('language', v as SettingsDraft['language'])}
            allowDeselect={false}
            error={errors.language}
            disabled={busy}
            maw={320}
          />
        </Section>
        <Section title={t('Taxes')}>
          <Text size="sm" c="dimmed" mt={-8}>
            <Trans
              t={t}
              i18nKey="The default tax class: every product that names no other class pays these. Other rates (reduced, exempt…) are classes of their own: <anchor>{{screen}}</anchor>."
              values={{ screen: serverText(SCREENS.taxClasses.label) }}
              components={{
                anchor: (
                  <Anchor
                    component={Link}
                    to={SCREENS.taxClasses.path}
                    size="sm"
                    underline="always"
                  />
                ),
              }}
            />
          </Text>
          <TaxesField
            taxes={draft.taxes}
            errors={errors}
            disabled={busy}
            newRow={newTaxRow}
            emptyText={t('No taxes: sales are charged without tax.')}
            onChange={(taxes, stale) => {
              form.setValues((d) => ({ ...d, taxes }));
              form.clearErrorsWhere(stale);
            }}
          />
          <Switch
            label={t('Prices include tax')}
            description={t(
              'On: the shelf price is what the customer pays, and each tax is taken out of it. Off: taxes are added to the prices.',
            )}
            checked={draft.pricesIncludeTax}
            onChange={(e) => set('pricesIncludeTax', e.currentTarget.checked)}
            disabled={busy}
          />
          <Select
            label={t('Cash rounding')}
            description={t(
              'What is paid in cash is rounded to the coins you have; a card pays to the cent.',
            )}
            data={cashRoundingChoices(t)}
            value={cashRoundingValue(draft.cashRounding)}
            onChange={(v) => set('cashRounding', cashRoundingOf(v))}
            allowDeselect={false}
            disabled={busy}
            maw={420}
          />
        </Section>
        <Section title={t('Receipts')}>
          <Stack gap="xs">
            <Checkbox
              label={t('Show logo')}
              checked={draft.receiptShowLogo}
              onChange={(e) => set('receiptShowLogo', e.currentTarget.checked)}
              disabled={busy}
            />
            <Checkbox
              label={t('Show address')}
              checked={draft.receiptShowAddress}
              onChange={(e) => set('receiptShowAddress', e.currentTarget.checked)}
              disabled={busy}
            />
            <Checkbox
              label={t('Show customer name')}
              checked={draft.receiptShowCustomerName}
              onChange={(e) => set('receiptShowCustomerName', e.currentTarget.checked)}
              disabled={busy}
            />
          </Stack>
          <Textarea
            label={t('Receipt footer message')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            value={draft.receiptFooterMessage}
            onChange={(e) => set('receiptFooterMessage', e.currentTarget.value)}
            error={errors.receiptFooterMessage}
            disabled={busy}
          />
        </Section>
        <Section title={t('Inventory')}>
          <Switch
            label={t('Allow negative stock')}
            description={t(
              'Off: a sale or stock movement that would take a stock level below zero is refused.',
            )}
            checked={draft.allowNegativeStock}
            onChange={(e) => set('allowNegativeStock', e.currentTarget.checked)}
            disabled={busy}
          />
          <Select
            label={t('Low-stock digest e-mail')}
            description={t(
              "Each day at this hour (the organization's time zone), users who manage inventory get the items that went down to their reorder level.",
            )}
            data={DIGEST_HOURS.map((o) => (o.value === 'off' ? { ...o, label: t(o.label) } : o))}
            value={draft.lowStockDigestHour === null ? 'off' : String(draft.lowStockDigestHour)}
            onChange={(v) => set('lowStockDigestHour', !v || v === 'off' ? null : Number(v))}
            allowDeselect={false}
            error={errors.lowStockDigestHour}
            disabled={busy}
            maw={320}
          />
        </Section>
        <Section title={t('Audit log')}>
          <NumberInput
            label={t('Keep audit events for (days)')}
            description={t('Older events are removed by the daily job.')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            min={30}
            max={3650}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.auditRetentionDays}
            onChange={(v) => set('auditRetentionDays', v)}
            error={errors.auditRetentionDays}
            disabled={busy}
            maw={320}
          />
        </Section>
        <Section title={t('Register')}>
          <Switch
            label={t('Require an open shift to sell')}
            description={t(
              "On: a cashier opens a shift (with the drawer's opening float) before the first sale.",
            )}
            checked={draft.requireOpenShift}
            onChange={(e) => set('requireOpenShift', e.currentTarget.checked)}
            disabled={busy}
          />
          <Select
            label={t('Gift cards issued from now on are valid for')}
            description={t(
              'An expired card pays for nothing more; what it held stays on the books as breakage.',
            )}
            data={giftCardValidityChoices(draft.giftCardValidityMonths, t)}
            value={
              draft.giftCardValidityMonths === null ? 'never' : String(draft.giftCardValidityMonths)
            }
            onChange={(v) => set('giftCardValidityMonths', !v || v === 'never' ? null : Number(v))}
            allowDeselect={false}
            error={errors.giftCardValidityMonths}
            disabled={busy}
            maw={320}
          />
          <NumberInput
            label={t('Store credit and gift cards an offline register may take per sale')}
            description={t(
              '0: none — offline, the register takes neither. Above 0: a register without the network takes up to this much of a sale from store credit and gift cards together; the balance is checked when the sale syncs, and a sale it did not cover is flagged for review.',
            )}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={0}
            max={100_000}
            decimalScale={2}
            allowNegative={false}
            leftSection={draft.currencySymbol}
            value={draft.offlineStoredValueLimit}
            onChange={(v) => set('offlineStoredValueLimit', v)}
            error={errors.offlineStoredValueLimit}
            disabled={busy}
            maw={420}
          />
        </Section>
        <Section title={t('Scale barcodes')}>
          <Text size="sm" c="dimmed" mt={-8}>
            {t(
              "How your scales print the barcodes on their labels. A code one of these rules takes sells its item — the product whose SKU is the item number, as printed (01234) or without its leading zeros (1234) — at the label's price, or the label's weight at the product's price. Any other code is read as a SKU. In a layout, I is a digit of the item number, V a digit of the value and C the check digit.",
            )}
          </Text>
          <ScaleBarcodesField
            rules={draft.scaleBarcodes}
            errors={errors}
            disabled={busy}
            onChange={(scaleBarcodes, stale) => {
              form.setValues((d) => ({ ...d, scaleBarcodes }));
              form.clearErrorsWhere(stale);
            }}
          />
        </Section>
        <Section title={t('Loyalty points')}>
          <Switch
            label={t('Run a loyalty programme')}
            description={t(
              'On: customers earn points on what they pay for goods, and spend them at the register (the Points payment).',
            )}
            checked={draft.loyalty.enabled}
            onChange={(e) => setLoyalty('enabled', e.currentTarget.checked)}
            disabled={busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label={t('Points earned per 1.00')}
              description={t('Whole points, rounded down')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={0}
              max={1000}
              decimalScale={2}
              allowNegative={false}
              value={draft.loyalty.earnPerUnit}
              onChange={(v) => setLoyalty('earnPerUnit', v)}
              error={errors['loyalty.earnPerUnit']}
              disabled={busy}
            />
            <NumberInput
              label={t('Value of one point')}
              description={t('What a point pays')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={0}
              max={100}
              decimalScale={4}
              allowNegative={false}
              leftSection={draft.currencySymbol}
              value={draft.loyalty.redeemValue}
              onChange={(v) => setLoyalty('redeemValue', v)}
              error={errors['loyalty.redeemValue']}
              disabled={busy}
            />
            <NumberInput
              label={t('Fewest points redeemed at a time')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={1}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              value={draft.loyalty.minRedeem}
              onChange={(v) => setLoyalty('minRedeem', v)}
              error={errors['loyalty.minRedeem']}
              disabled={busy}
            />
          </SimpleGrid>
          {example ? (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="loyalty-example">
              {example}
            </Text>
          ) : null}
        </Section>
        <Group justify="flex-end">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('Saving...') : t('Save Settings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
