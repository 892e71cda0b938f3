// i18n-pending — words still written here, not yet from the catalogs
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
import { SCREENS } from '@pos/contracts/permissions';
import {
  SETTINGS_MESSAGES,
  type TGeneralSettingsView,
  ZGeneralSettings,
} from '@pos/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../api/api-error';
import { generalSettingsQuery, useSaveGeneralSettings } from '../../api/session';
import { useSession } from '../../auth/session-context';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { LoadFailed } from '../../components/error-alert';
import { FormError } from '../../components/form-error';
import { TaxesField } from '../../components/taxes-field';
import { notifySuccess } from '../../lib/notify-success';
import { checkResult, useZodForm } from '../../lib/use-zod-form';
import { currencyHint, currencyOptions, withCurrent } from '../../lib/zones-and-currencies';
import {
  CASH_ROUNDING_CHOICES,
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

function GeneralSettingsForm({ initial }: { initial: TGeneralSettingsView }) {
  const { updateSettings } = useSession();
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
  const example = loyaltyExample(draft.loyalty, formatMoney);

  const busy = save.isPending;
  const zones = useMemo(
    () => timeZoneChoices(initial.platformTimeZone, initial.timeZone),
    [initial.platformTimeZone, initial.timeZone],
  );
  // Hundreds of currencies: built once per form; a stored code the browser lacks stays listed.
  const currencies = useMemo(
    () => withCurrent(currencyOptions({ withSymbol: true }), initial.currencyCode),
    [initial.currencyCode],
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="General settings">
      <Stack gap="md">
        <FormError message={form.formError} />
        <Section title="Display">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Items per page"
              description="Rows on each page of the lists"
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
              label="Currency"
              description={currencyHint(initial, draft.currencyCode)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              searchable
              limit={50}
              data={currencies}
              value={draft.currencyCode}
              onChange={(v) => v && set('currencyCode', v)}
              allowDeselect={false}
              nothingFoundMessage="No such currency"
              error={errors.currencyCode}
              disabled={busy}
            />
          </SimpleGrid>
          <Select
            label="Time zone"
            description="The days of reports, the dashboard, date filters and CSV files, and the times on receipts, invoices and Z reports: a sale at 23:30 here belongs to that day."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            searchable
            data={zones}
            value={draft.timeZone ?? PLATFORM_ZONE}
            onChange={(v) => set('timeZone', !v || v === PLATFORM_ZONE ? null : v)}
            allowDeselect={false}
            nothingFoundMessage="No such time zone"
            error={errors.timeZone}
            disabled={busy}
            maw={420}
          />
        </Section>
        <Section title="Taxes">
          <Text size="sm" c="dimmed" mt={-8}>
            The default tax class: every product that names no other class pays these. Other rates
            (reduced, exempt…) are classes of their own:{' '}
            <Anchor component={Link} to={SCREENS.taxClasses.path} size="sm" underline="always">
              {SCREENS.taxClasses.label}
            </Anchor>
            .
          </Text>
          <TaxesField
            taxes={draft.taxes}
            errors={errors}
            disabled={busy}
            newRow={newTaxRow}
            emptyText="No taxes: sales are charged without tax."
            onChange={(taxes, stale) => {
              form.setValues((d) => ({ ...d, taxes }));
              form.clearErrorsWhere(stale);
            }}
          />
          <Switch
            label="Prices include tax"
            description="On: the shelf price is what the customer pays, and each tax is taken out of it. Off: taxes are added to the prices."
            checked={draft.pricesIncludeTax}
            onChange={(e) => set('pricesIncludeTax', e.currentTarget.checked)}
            disabled={busy}
          />
          <Select
            label="Cash rounding"
            description="What is paid in cash is rounded to the coins you have; a card pays to the cent."
            data={CASH_ROUNDING_CHOICES}
            value={cashRoundingValue(draft.cashRounding)}
            onChange={(v) => set('cashRounding', cashRoundingOf(v))}
            allowDeselect={false}
            disabled={busy}
            maw={420}
          />
        </Section>
        <Section title="Receipts">
          <Stack gap="xs">
            <Checkbox
              label="Show logo"
              checked={draft.receiptShowLogo}
              onChange={(e) => set('receiptShowLogo', e.currentTarget.checked)}
              disabled={busy}
            />
            <Checkbox
              label="Show address"
              checked={draft.receiptShowAddress}
              onChange={(e) => set('receiptShowAddress', e.currentTarget.checked)}
              disabled={busy}
            />
            <Checkbox
              label="Show customer name"
              checked={draft.receiptShowCustomerName}
              onChange={(e) => set('receiptShowCustomerName', e.currentTarget.checked)}
              disabled={busy}
            />
          </Stack>
          <Textarea
            label="Receipt footer message"
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
        <Section title="Inventory">
          <Switch
            label="Allow negative stock"
            description="Off: a sale or stock movement that would take a stock level below zero is refused."
            checked={draft.allowNegativeStock}
            onChange={(e) => set('allowNegativeStock', e.currentTarget.checked)}
            disabled={busy}
          />
          <Select
            label="Low-stock digest e-mail"
            description="Each day at this hour (the organization's time zone), users who manage inventory get the items that went down to their reorder level."
            data={DIGEST_HOURS}
            value={draft.lowStockDigestHour === null ? 'off' : String(draft.lowStockDigestHour)}
            onChange={(v) => set('lowStockDigestHour', !v || v === 'off' ? null : Number(v))}
            allowDeselect={false}
            error={errors.lowStockDigestHour}
            disabled={busy}
            maw={320}
          />
        </Section>
        <Section title="Audit log">
          <NumberInput
            label="Keep audit events for (days)"
            description="Older events are removed by the daily job."
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
        <Section title="Register">
          <Switch
            label="Require an open shift to sell"
            description="On: a cashier opens a shift (with the drawer's opening float) before the first sale."
            checked={draft.requireOpenShift}
            onChange={(e) => set('requireOpenShift', e.currentTarget.checked)}
            disabled={busy}
          />
          <Select
            label="Gift cards issued from now on are valid for"
            description="An expired card pays for nothing more; what it held stays on the books as breakage."
            data={giftCardValidityChoices(draft.giftCardValidityMonths)}
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
            label="Store credit and gift cards an offline register may take per sale"
            description="0: none — offline, the register takes neither. Above 0: a register without the network takes up to this much of a sale from store credit and gift cards together; the balance is checked when the sale syncs, and a sale it did not cover is flagged for review."
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
        <Section title="Scale barcodes">
          <Text size="sm" c="dimmed" mt={-8}>
            How your scales print the barcodes on their labels. A code one of these rules takes
            sells its item — the product whose SKU is the item number, as printed (01234) or without
            its leading zeros (1234) — at the label's price, or the label's weight at the product's
            price. Any other code is read as a SKU. In a layout, I is a digit of the item number, V
            a digit of the value and C the check digit.
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
        <Section title="Loyalty points">
          <Switch
            label="Run a loyalty programme"
            description="On: customers earn points on what they pay for goods, and spend them at the register (the Points payment)."
            checked={draft.loyalty.enabled}
            onChange={(e) => setLoyalty('enabled', e.currentTarget.checked)}
            disabled={busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label="Points earned per 1.00"
              description="Whole points, rounded down"
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
              label="Value of one point"
              description="What a point pays"
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
              label="Fewest points redeemed at a time"
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
            {busy ? 'Saving...' : 'Save Settings'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
