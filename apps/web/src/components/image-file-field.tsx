import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { readAsDataUrl } from '../lib/read-file';
import { FileFieldAlert, FilePickButton, useFilePick } from './file-pick';
import { useSharedT } from './shared-text';

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
  /**
   * "photo", "logo": the buttons read "Upload photo", "Remove logo". Texts (label, noun, hint):
   * translated by the feature, or `common` keys.
   */
  noun: string;
  accept: string;
  hint: string;
  check: (file: File) => string | null;
  preview: ReactNode;
}) {
  const t = useSharedT();
  const { pick, problem, setProblem, resetRef } = useFilePick(check, async (file) =>
    onChange(await readAsDataUrl(file)),
  );

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        {t(label)}
      </Text>
      <Group gap="md" align="center">
        {preview}
        <Stack gap={6} align="flex-start">
          <Group gap="xs">
            <FilePickButton
              label={t(label)}
              accept={accept}
              pick={pick}
              resetRef={resetRef}
              disabled={disabled}
              icon={<IconUpload size={14} aria-hidden />}
            >
              {value
                ? t('Change {{noun}}', { noun: t(noun) })
                : t('Upload {{noun}}', { noun: t(noun) })}
            </FilePickButton>
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
                {t('Remove {{noun}}', { noun: t(noun) })}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t(hint)}
          </Text>
        </Stack>
      </Group>
      <FileFieldAlert message={problem ?? error} />
    </Stack>
  );
}
