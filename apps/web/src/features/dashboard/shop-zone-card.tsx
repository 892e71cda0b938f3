import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { canAccess, isOperatorRole, SCREENS } from '@pos/contracts/permissions';
import type { TGeneralSettingsView } from '@pos/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { generalSettingsQuery, useSaveGeneralSettings } from '../../api/session';
import { useCurrentUser, useSession } from '../../auth/session-context';
import { FormError } from '../../components/form-error';
import { msg } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify-success';
import {
  browserTimeZone,
  currencyHint,
  currencyOptions,
  suggestedCurrency,
  timezoneOptions,
  withCurrent,
} from '../../lib/zones-and-currencies';

const SAVED = msg('Time zone and currency saved.');
const FAILED = msg('Failed to save the time zone and currency.');

/**
 * The first-run question of a shop whose time zone was never set (docs/guide/
 * settings-and-subscription.md, "A new shop's zone and currency"): it follows the platform's
 * default until someone who manages settings answers, and this card stays on the dashboard
 * until then. Either answer stores a zone of its own, the platform's too ("Keep …"), so it is
 * asked once. A cashier, who may not change settings, never sees it.
 */
export function ShopZoneCard() {
  const user = useCurrentUser();
  const mayAnswer = !isOperatorRole(user.role) && canAccess(user, SCREENS.settings.access);
  // What is stored now, not the session's copy of the sign-in: another device may have answered.
  const settings = useQuery({ ...generalSettingsQuery(), enabled: mayAnswer });
  if (!mayAnswer || !settings.data || settings.data.timeZone !== null) return null;
  return <ShopZoneQuestion stored={settings.data} />;
}

function ShopZoneQuestion({ stored }: { stored: TGeneralSettingsView }) {
  const { t } = useTranslation('dashboard');
  const { updateSettings } = useSession();
  const save = useSaveGeneralSettings();
  const titleId = useId();
  const platformZone = stored.platformTimeZone;
  const [zone, setZone] = useState(() => browserTimeZone() ?? platformZone);
  const [currency, setCurrency] = useState(() => suggestedCurrency(stored));
  // Hundreds of each: built once; the browser's and the platform's zone listed even if ICU lacks them.
  const zones = useMemo(
    () => withCurrent(withCurrent(timezoneOptions(), browserTimeZone()), platformZone),
    [platformZone],
  );
  const currencies = useMemo(
    () => withCurrent(currencyOptions({ withSymbol: true }), stored.currencyCode),
    [stored.currencyCode],
  );

  const answer = (timeZone: string) => {
    const { effectiveTimeZone: _e, platformTimeZone: _p, ...settings } = stored;
    save.mutate(
      { ...settings, timeZone, currencyCode: currency },
      {
        onSuccess: ({ data }) => {
          // Every screen reads the zone and the currency from the session: no reload needed.
          updateSettings(data);
          notifySuccess(t(SAVED));
        },
      },
    );
  };
  const busy = save.isPending;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          answer(zone);
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id={titleId}>
            {t("Your shop's time zone and currency")}
          </Title>
          <Text size="sm">
            {t(
              "Receipts, invoices, Z reports, the reports' days and e-mails are in the organization's time zone. Yours has not been chosen yet, so they follow the platform's default, {{zone}}. Choose the shop's zone and currency (this browser's are suggested), or keep {{zone}}.",
              { zone: platformZone },
            )}
          </Text>
          <FormError message={save.isError ? errorMessage(save.error, t(FAILED)) : null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('Time zone')}
              searchable
              limit={50}
              data={zones}
              value={zone}
              onChange={(v) => v && setZone(v)}
              allowDeselect={false}
              nothingFoundMessage={t('No such time zone')}
              disabled={busy}
            />
            <Select
              label={t('Currency')}
              description={currencyHint(stored, currency)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              searchable
              limit={50}
              data={currencies}
              value={currency}
              onChange={(v) => v && setCurrency(v)}
              allowDeselect={false}
              nothingFoundMessage={t('No such currency')}
              disabled={busy}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('Save time zone and currency')}
            </Button>
            <Button variant="default" disabled={busy} onClick={() => answer(platformZone)}>
              {t('Keep {{zone}}', { zone: platformZone })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
