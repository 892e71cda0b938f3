import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { readAsDataUrl } from '../lib/read-file';

export interface ImageFileFieldProps {
  /** The current URL, a picked file as `data:` URL, or null. */
  value: string | null;
  onChange: (next: string | null) => void;
  disabled?: boolean;
  /** A message from the server for this field. */
  error?: string;
}

/**
 * One image of a form (a photo, a logo): the preview, a picker and a Remove button. The picked
 * file travels as inline data, which the API checks by content; `check` refuses what it would
 * refuse anyway (type, size) before anything is read.
 */
export function ImageFileField({
  value,
  onChange,
  disabled,
  error,
  label,
  noun,
  accept,
  hint,
  check,
  preview,
}: ImageFileFieldProps & {
  label: string;
  /** "photo", "logo": the buttons read "Upload photo", "Remove logo". */
  noun: string;
  accept: string;
  hint: string;
  check: (file: File) => string | null;
  preview: ReactNode;
}) {
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    // The same file may be picked again after a removal or a refusal.
    resetRef.current?.();
    if (!file) return;
    const refused = check(file);
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
        {label}
      </Text>
      <Group gap="md" align="center">
        {preview}
        <Stack gap={6} align="flex-start">
          <Group gap="xs">
            <FileButton
              onChange={(f) => void pick(f)}
              accept={accept}
              resetRef={resetRef}
              disabled={disabled}
              inputProps={{ 'aria-label': `${label} file` }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  disabled={disabled}
                >
                  {value ? `Change ${noun}` : `Upload ${noun}`}
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
                {`Remove ${noun}`}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {hint}
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
