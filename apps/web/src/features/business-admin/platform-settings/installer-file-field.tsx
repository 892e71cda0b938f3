import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type { InstallerPlatform } from '@pos/contracts/platform-settings';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileFieldAlert, FilePickButton, useFilePick } from '../../../components/file-pick';
import { msg } from '../../../lib/i18n';
import { acceptOf, checkInstallerFile, sizeText } from './platform-settings-draft';

const LABELS: Record<InstallerPlatform, string> = {
  android: msg('Android installer (.apk)'),
  windows: msg('Windows installer (.exe or .msi)'),
};

interface InstallerFileFieldProps {
  platform: InstallerPlatform;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The API's refusal of the last upload of this file. */
  error?: string | null;
}

/**
 * Picks an installer to upload on the next save (spec 2 §4): the file is sent first and its
 * link then fills in the app's URL. Wrong types and sizes are refused here already.
 */
export function InstallerFileField({
  platform,
  file,
  onChange,
  disabled,
  error,
}: InstallerFileFieldProps) {
  const { t } = useTranslation('business-admin');
  const label = t(LABELS[platform]);
  const { pick, problem, setProblem, resetRef } = useFilePick(
    (picked) => checkInstallerFile(platform, picked),
    onChange,
  );

  return (
    <Stack gap={6}>
      {/* Styled like the inputs' labels; the picker itself is named by its aria-label. */}
      <Input.Label labelElement="div">{label}</Input.Label>
      <Group gap="xs" wrap="wrap">
        <FilePickButton
          label={label}
          accept={acceptOf(platform)}
          pick={pick}
          resetRef={resetRef}
          disabled={disabled}
          icon={<IconFileUpload size={14} aria-hidden />}
        >
          {file ? t('Choose another file') : t('Choose file')}
        </FilePickButton>
        {file ? (
          <>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {`${file.name} (${sizeText(file.size)})`}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
              disabled={disabled}
              aria-label={t('Remove {{name}}', { name: file.name })}
            >
              {t('Remove')}
            </Button>
          </>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('Uploaded when you save; its link then replaces the URL above.')}
      </Text>
      <FileFieldAlert message={problem ?? error} />
    </Stack>
  );
}
