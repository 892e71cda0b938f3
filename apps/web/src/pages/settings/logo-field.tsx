import { Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { readAsDataUrl } from '../../lib/read-file';
import { LOGO_TYPES, logoProblem } from './organization-draft';

const PREVIEW = { w: 160, h: 80 };

/** The organization's logo: a preview, a picker (png, jpeg, gif, svg) and a Remove button. */
export function LogoField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string | null;
  onChange: (next: string | null) => void;
  disabled?: boolean;
  error?: string;
}) {
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    // The same file may be picked again after a removal or a refusal.
    resetRef.current?.();
    if (!file) return;
    const refused = logoProblem(file);
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
        Logo
      </Text>
      <Group gap="md" align="center">
        <Box
          w={PREVIEW.w}
          h={PREVIEW.h}
          p={4}
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'var(--mantine-color-gray-0)',
            flexShrink: 0,
          }}
        >
          {value ? (
            <Image src={value} alt="Organization logo preview" h="100%" w="100%" fit="contain" />
          ) : (
            <Center h="100%" c="dimmed" style={{ flexDirection: 'column', gap: 2 }}>
              <IconPhoto size={22} stroke={1.5} aria-hidden />
              <Text size="xs">No logo</Text>
            </Center>
          )}
        </Box>
        <Stack gap={6} align="flex-start">
          <Group gap="xs">
            <FileButton
              onChange={(f) => void pick(f)}
              accept={[...LOGO_TYPES, '.svg'].join(',')}
              resetRef={resetRef}
              disabled={disabled}
              inputProps={{ 'aria-label': 'Logo file' }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  disabled={disabled}
                >
                  {value ? 'Change logo' : 'Upload logo'}
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
                Remove logo
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG, GIF or SVG, up to 2 MB.
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
