// i18n-pending — words still written here, not yet from the catalogs
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { PLATFORM_SETTINGS_MESSAGES as M, SOCIAL_FIELDS } from '@pos/contracts/platform-settings';
import { IconInfoCircle } from '@tabler/icons-react';
import { bindText, type SettingsFieldsProps } from './settings-fields-props';
import { SettingsSection } from './settings-section';

type SocialField = (typeof SOCIAL_FIELDS)[number];

const LABELS: Record<SocialField, string> = {
  facebookUrl: 'Facebook URL',
  twitterUrl: 'Twitter URL',
  instagramUrl: 'Instagram URL',
  linkedinUrl: 'LinkedIn URL',
  youtubeUrl: 'YouTube URL',
  redditUrl: 'Reddit URL',
  telegramUrl: 'Telegram URL',
  discordUrl: 'Discord URL',
  slackUrl: 'Slack URL',
  whatsappUrl: 'WhatsApp URL',
};

/** Social Links: the ten profile URLs (spec 2 §3). */
export function SocialLinksFields(p: SettingsFieldsProps) {
  return (
    <SettingsSection title="Social Links">
      {/* Spec 2 §2: the hint is shown, but empty links are allowed. */}
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {M.socialHint}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SOCIAL_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={LABELS[field]}
            type="url"
            placeholder="https://…"
            {...bindText(p, field)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
