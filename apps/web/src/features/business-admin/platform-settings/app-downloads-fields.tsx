import { Anchor, Stack, TextInput } from '@mantine/core';
import type { InstallerPlatform, TPlatformSettings } from '@pos/contracts/platform-settings';
import { useTranslation } from 'react-i18next';
import { InstallerFileField } from './installer-file-field';
import { INSTALLER_FIELD } from './platform-settings-draft';
import { bindText, type SettingsFieldsProps, type TextField } from './settings-fields-props';
import { SettingsSection } from './settings-section';

export type InstallerFiles = Record<InstallerPlatform, File | null>;

interface AppDownloadsProps extends SettingsFieldsProps {
  /** The stored settings: their links can be tried while the fields are being edited. */
  saved: TPlatformSettings;
  files: InstallerFiles;
  onFileChange: (platform: InstallerPlatform, file: File | null) => void;
  /** The API's refusal of an upload, per platform. */
  fileErrors: Partial<Record<InstallerPlatform, string>>;
}

/** The stored link as a download, so an operator can check what users get. */
function CurrentLink({ url }: { url: string }) {
  const href = url.trim();
  if (!/^(https?:\/\/|\/uploads\/)/i.test(href)) return null;
  const own = href.startsWith('/');
  return <CurrentLinkAnchor href={href} own={own} />;
}

function CurrentLinkAnchor({ href, own }: { href: string; own: boolean }) {
  const { t } = useTranslation('business-admin');
  return (
    <Anchor
      href={href}
      size="xs"
      {...(own ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {own ? t('Download the stored file') : t('Open the link')}
    </Anchor>
  );
}

function AppUrl({ p, field, label }: { p: AppDownloadsProps; field: TextField; label: string }) {
  const { t } = useTranslation('business-admin');
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        placeholder={t('https://… or upload a file below')}
        {...bindText(p, field)}
      />
      <CurrentLink url={p.saved[field]} />
    </Stack>
  );
}

/** App Downloads: store links, or installers the platform serves itself (spec 2 §2, §4). */
export function AppDownloadsFields(p: AppDownloadsProps) {
  const { t } = useTranslation('business-admin');
  const installer = (platform: InstallerPlatform) => (
    <InstallerFileField
      platform={platform}
      file={p.files[platform]}
      onChange={(file) => p.onFileChange(platform, file)}
      error={p.fileErrors[platform]}
      disabled={p.disabled}
    />
  );
  return (
    <Stack gap="md">
      <SettingsSection title="Android" /* i18n-ignore: a brand */>
        <AppUrl p={p} field={INSTALLER_FIELD.android} label={t('Android App URL')} />
        {installer('android')}
      </SettingsSection>
      <SettingsSection title="iOS" /* i18n-ignore: a brand */>
        <AppUrl p={p} field="iosAppUrl" label={t('iOS App URL')} />
      </SettingsSection>
      <SettingsSection title="Windows" /* i18n-ignore: a brand */>
        <AppUrl p={p} field={INSTALLER_FIELD.windows} label={t('Windows App URL')} />
        {installer('windows')}
      </SettingsSection>
    </Stack>
  );
}
