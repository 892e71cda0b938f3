import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import type { InstallerPlatform } from '@pos/contracts/platform-settings';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { acceptOf, checkInstallerFile, sizeText } from './platform-settings-draft';

const LABELS: Record<InstallerPlatform, string> = {
  android: 'Android installer (.apk)',
  windows: 'Windows installer (.exe or .msi)',
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
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = LABELS[platform];

  const pick = (picked: File | null) => {
    // The same file may be picked again after a removal or a refusal.
    resetRef.current?.();
    if (!picked) return;
    const refused = checkInstallerFile(platform, picked);
    setProblem(refused);
    if (!refused) onChange(picked);
  };

  const message = problem ?? error;
  return (
    <Stack gap={6}>
      {/* Styled like the inputs' labels; the picker itself is named by its aria-label. */}
      <Input.Label labelElement="div">{label}</Input.Label>
      <Group gap="xs" wrap="wrap">
        <FileButton
          onChange={pick}
          accept={acceptOf(platform)}
          resetRef={resetRef}
          disabled={disabled}
          inputProps={{ 'aria-label': `${label} file` }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconFileUpload size={14} aria-hidden />}
              disabled={disabled}
            >
              {file ? 'Choose another file' : 'Choose file'}
            </Button>
          )}
        </FileButton>
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
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          </>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Uploaded when you save; its link then replaces the URL above.
      </Text>
      {message ? (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
