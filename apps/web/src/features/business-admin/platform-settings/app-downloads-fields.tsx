// i18n-pending — words still written here, not yet from the catalogs
import { Anchor, Stack, TextInput } from '@mantine/core';
import type { InstallerPlatform, TPlatformSettings } from '@pos/contracts/platform-settings';
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
  return (
    <Anchor
      href={href}
      size="xs"
      {...(own ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {own ? 'Download the stored file' : 'Open the link'}
    </Anchor>
  );
}

function AppUrl({ p, field, label }: { p: AppDownloadsProps; field: TextField; label: string }) {
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        placeholder="https://… or upload a file below"
        {...bindText(p, field)}
      />
      <CurrentLink url={p.saved[field]} />
    </Stack>
  );
}

/** App Downloads: store links, or installers the platform serves itself (spec 2 §2, §4). */
export function AppDownloadsFields(p: AppDownloadsProps) {
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
      <SettingsSection title="Android">
        <AppUrl p={p} field={INSTALLER_FIELD.android} label="Android App URL" />
        {installer('android')}
      </SettingsSection>
      <SettingsSection title="iOS">
        <AppUrl p={p} field="iosAppUrl" label="iOS App URL" />
      </SettingsSection>
      <SettingsSection title="Windows">
        <AppUrl p={p} field={INSTALLER_FIELD.windows} label="Windows App URL" />
        {installer('windows')}
      </SettingsSection>
    </Stack>
  );
}
