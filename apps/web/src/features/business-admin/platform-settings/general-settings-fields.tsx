import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timezoneOptions, withCurrent } from '../../../lib/zones-and-currencies';
import { PlanPricingFields } from './plan-pricing-fields';
import { dateFormatOptions, languageOptions, timeFormatOptions } from './platform-settings-options';
import { bindSelect, bindText, type SettingsFieldsProps } from './settings-fields-props';
import { SettingsSection } from './settings-section';

const URL_HINT = 'https://…'; // i18n-ignore

/**
 * General Settings: the platform's identity, contacts, defaults, currency and plan prices,
 * maintenance and announcement.
 */
export function GeneralSettingsFields(p: SettingsFieldsProps) {
  const { t, i18n } = useTranslation('business-admin');
  const language = i18n.language;
  // Hundreds of zones: built once per form (and language), not at every keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are in the language the app speaks
  const lists = useMemo(
    () => ({
      zones: timezoneOptions(),
      dates: dateFormatOptions(),
      times: timeFormatOptions(),
      languages: languageOptions(),
    }),
    [language],
  );
  return (
    <Stack gap="md">
      <SettingsSection title={t('Site')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('Site Name')} required maxLength={200} {...bindText(p, 'siteName')} />
          <TextInput
            label={t('Support Email')}
            type="email"
            required
            maxLength={254}
            {...bindText(p, 'supportEmail')}
          />
          <TextInput
            label={t('Support Phone')}
            type="tel"
            inputMode="tel"
            maxLength={40}
            {...bindText(p, 'supportPhone')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('Terms of Service URL')}
            type="url"
            placeholder={URL_HINT}
            {...bindText(p, 'termsOfServiceUrl')}
          />
          <TextInput
            label={t('Privacy Policy URL')}
            type="url"
            placeholder={URL_HINT}
            {...bindText(p, 'privacyPolicyUrl')}
          />
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection title={t('Contact')}>
        <Textarea
          label={t('Contact Address')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          {...bindText(p, 'contactAddress')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('Contact Phone')}
            type="tel"
            inputMode="tel"
            maxLength={40}
            {...bindText(p, 'contactPhone')}
          />
          <TextInput
            label={t('Contact Email')}
            type="email"
            maxLength={254}
            {...bindText(p, 'contactEmail')}
          />
          <TextInput
            label={t('Contact Website')}
            type="url"
            placeholder={URL_HINT}
            {...bindText(p, 'contactWebsite')}
          />
        </SimpleGrid>
      </SettingsSection>

      <SettingsSection title={t('Defaults')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Select
            label={t('Default Language')}
            data={withCurrent(lists.languages, p.draft.defaultLanguage)}
            {...bindSelect(p, 'defaultLanguage')}
          />
          <Select
            label={t('Default Timezone')}
            searchable
            limit={50}
            nothingFoundMessage={t('No such timezone')}
            data={withCurrent(lists.zones, p.draft.defaultTimezone)}
            {...bindSelect(p, 'defaultTimezone')}
          />
          <Select
            label={t('Default Date Format')}
            data={withCurrent(lists.dates, p.draft.defaultDateFormat)}
            {...bindSelect(p, 'defaultDateFormat')}
          />
          <Select
            label={t('Default Time Format')}
            data={withCurrent(lists.times, p.draft.defaultTimeFormat)}
            {...bindSelect(p, 'defaultTimeFormat')}
          />
        </SimpleGrid>
      </SettingsSection>

      <PlanPricingFields {...p} />

      <SettingsSection title={t('Maintenance and announcement')}>
        <Switch
          label={t('Maintenance Mode')}
          description={t(
            'While on, organization users see the maintenance message instead of the app and cannot sign in; platform operators keep working.',
          )}
          checked={p.draft.maintenanceMode}
          onChange={(e) => p.onChange('maintenanceMode', e.currentTarget.checked)}
          disabled={p.disabled}
          color="orange"
        />
        <Textarea
          label={t('Maintenance Message')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          {...bindText(p, 'maintenanceMessage')}
        />
        <Textarea
          label={t('Announcement')}
          description={t(
            'Shown as a banner to every signed-in user until they close it. Leave empty for none.',
          )}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          {...bindText(p, 'announcement')}
        />
      </SettingsSection>
    </Stack>
  );
}
