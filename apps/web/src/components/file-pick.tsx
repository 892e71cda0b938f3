import { Button, FileButton, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Picking a file for a form field (an image, an installer): `check` refuses what the API would
 * refuse anyway (type, size) before anything is read, `take` takes the rest; `problem` is the
 * refusal, or what went wrong taking it.
 */
export function useFilePick(
  check: (file: File) => string | null,
  take: (file: File) => void | Promise<void>,
) {
  const { t } = useTranslation('common');
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
      await take(file);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : t('Could not read the file.'));
    }
  };
  return { pick, problem, setProblem, resetRef };
}

/** The button that opens the file dialog; its input is named "`label` file". */
export function FilePickButton({
  label,
  accept,
  pick,
  resetRef,
  disabled,
  icon,
  children,
}: {
  label: string;
  accept: string;
  pick: (file: File | null) => Promise<void>;
  resetRef: RefObject<(() => void) | null>;
  disabled?: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <FileButton
      onChange={(f) => void pick(f)}
      accept={accept}
      resetRef={resetRef}
      disabled={disabled}
      inputProps={{ 'aria-label': t('{{label}} file', { label }) }}
    >
      {(props) => (
        <Button {...props} variant="default" size="xs" leftSection={icon} disabled={disabled}>
          {children}
        </Button>
      )}
    </FileButton>
  );
}

/** The field's refusal, read out when it appears. */
export function FileFieldAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <Text size="xs" c="red" role="alert">
      {message}
    </Text>
  ) : null;
}
