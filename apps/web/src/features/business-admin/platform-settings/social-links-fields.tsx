import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { PLATFORM_SETTINGS_MESSAGES as M, SOCIAL_FIELDS } from '@pos/contracts/platform-settings';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { bindText, type SettingsFieldsProps } from './settings-fields-props';
import { SettingsSection } from './settings-section';

type SocialField = (typeof SOCIAL_FIELDS)[number];

/** The networks' names: brands, as they write them. */
const NETWORKS: Record<SocialField, string> = {
  facebookUrl: 'Facebook',
  twitterUrl: 'Twitter',
  instagramUrl: 'Instagram',
  linkedinUrl: 'LinkedIn',
  youtubeUrl: 'YouTube',
  redditUrl: 'Reddit',
  telegramUrl: 'Telegram',
  discordUrl: 'Discord',
  slackUrl: 'Slack',
  whatsappUrl: 'WhatsApp',
};

/** Social Links: the ten profile URLs (spec 2 §3). */
export function SocialLinksFields(p: SettingsFieldsProps) {
  const { t } = useTranslation('business-admin');
  return (
    <SettingsSection title={t('Social Links')}>
      {/* Spec 2 §2: the hint is shown, but empty links are allowed. */}
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {serverText(M.socialHint)}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SOCIAL_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t('{{network}} URL', { network: NETWORKS[field] })}
            type="url"
            placeholder="https://…" // i18n-ignore
            {...bindText(p, field)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
