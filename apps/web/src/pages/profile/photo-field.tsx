import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { readAsDataUrl } from '../../lib/read-file';
import { PHOTO_TYPES, photoProblem } from './profile-draft';

interface PhotoFieldProps {
  /** The current URL, a picked file as `data:` URL, or null. */
  value: string | null;
  onChange: (next: string | null) => void;
  /** For the initials shown while there is no photo. */
  name: string;
  disabled?: boolean;
  error?: string;
}

/** The profile photo: a preview, a picker (png, jpeg, jpg) and a Remove button. */
export function PhotoField({ value, onChange, name, disabled, error }: PhotoFieldProps) {
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    // The same file may be picked again after a removal or a refusal.
    resetRef.current?.();
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      onChange(await readAsDataUrl(file));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'Could not read the file.');
    }
  };

  const message = problem ?? error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        Photo
      </Text>
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={value}
          name={name || undefined}
          color="initials"
          size={72}
          radius="xl"
          alt={value ? 'Profile photo preview' : undefined}
        />
        <Stack gap={6} align="flex-start">
          <Group gap="xs">
            <FileButton
              onChange={(f) => void pick(f)}
              accept={[...PHOTO_TYPES, '.png', '.jpg', '.jpeg'].join(',')}
              resetRef={resetRef}
              disabled={disabled}
              inputProps={{ 'aria-label': 'Profile photo file' }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  disabled={disabled}
                >
                  {value ? 'Change photo' : 'Upload photo'}
                </Button>
              )}
            </FileButton>
            {value ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
                disabled={disabled}
              >
                Remove photo
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            PNG or JPEG, up to 5 MB.
          </Text>
        </Stack>
      </Group>
      {message ? (
        <Text size="xs" c="red" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
