import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { SETTINGS_MESSAGES, type TGeneralSettings } from '@pos/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, failureText } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../auth/session-context';
import { LoadFailed } from '../../components/error-alert';
import { FormError } from '../../components/form-error';
import { notifySuccess } from '../../lib/notify-success';
import {
  checkSettings,
  draftFromSettings,
  isShownField,
  type SettingsDraft,
  type SettingsErrors,
  serverErrors,
} from './general-settings-draft';
import { getGeneralSettings, putGeneralSettings } from './settings-api';
import { TaxesField } from './taxes-field';

/** The General Settings tab: money display, taxes, receipts, list size and negative stock. */
export function GeneralSettingsTab() {
  const settings = useQuery({
    queryKey: queryKeys.generalSettings,
    queryFn: ({ signal }) => getGeneralSettings(signal),
    select: (answer) => answer.data,
    // The register caches this key for a minute; this form must start from what is stored.
    staleTime: 0,
  });

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

function GeneralSettingsForm({ initial }: { initial: TGeneralSettings }) {
  const queryClient = useQueryClient();
  const { updateSettings } = useSession();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromSettings(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: putGeneralSettings,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(queryKeys.generalSettings, { data });
      // Every screen reads currency and page size from the session: no reload needed.
      updateSettings(data);
      setDraft(draftFromSettings(data));
      notifySuccess(message || SETTINGS_MESSAGES.saved);
    },
    onError: (error) => {
      const byServer = serverErrors(error instanceof ApiError ? error.details : undefined);
      const shown = Object.fromEntries(
        Object.entries(byServer).filter(([key]) => isShownField(key)),
      );
      const other = Object.entries(byServer).find(([key]) => !isShownField(key))?.[1];
      setErrors(shown);
      setFormError(
        Object.keys(shown).length
          ? (other ?? null)
          : failureText(error, SETTINGS_MESSAGES.saveFailed),
      );
    },
  });

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkSettings(draft);
    if (check.errors) {
      const shown = Object.fromEntries(
        Object.entries(check.errors).filter(([key]) => isShownField(key)),
      );
      setErrors(shown);
      setFormError(Object.entries(check.errors).find(([key]) => !isShownField(key))?.[1] ?? null);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(check.settings);
  };

  const busy = save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="General settings">
      <Stack gap="md">
        <FormError message={formError} />
        <Section title="Display">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
            <TextInput
              label="Currency symbol"
              description="Shown before every amount"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={8}
              value={draft.currencySymbol}
              onChange={(e) => set('currencySymbol', e.currentTarget.value)}
              error={errors.currencySymbol}
              disabled={busy}
            />
            <TextInput
              label="Currency code"
              description="Three letters, e.g. USD, EUR"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={3}
              value={draft.currencyCode}
              onChange={(e) => set('currencyCode', e.currentTarget.value.toUpperCase())}
              error={errors.currencyCode}
              disabled={busy}
              styles={{ input: { textTransform: 'uppercase' } }}
            />
          </SimpleGrid>
        </Section>
        <Section title="Taxes">
          <Text size="sm" c="dimmed" mt={-8}>
            Every sale adds each of these to its subtotal.
          </Text>
          <TaxesField
            taxes={draft.taxes}
            errors={errors}
            disabled={busy}
            onChange={(taxes, clear, index) => {
              setDraft((d) => ({ ...d, taxes }));
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([key]) =>
                    clear === 'all'
                      ? !key.startsWith('taxes')
                      : !key.startsWith(`taxes.${index}.`) && key !== 'taxes',
                  ),
                ),
              );
            }}
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
