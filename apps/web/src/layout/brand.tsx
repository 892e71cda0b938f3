import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useSiteName } from '../platform/site-name';

/** The logo mark and the platform's site name (Platform Settings), in the header and on cards. */
export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const name = useSiteName();
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <ThemeIcon size={size === 'lg' ? 40 : 32} radius="md" variant="filled" aria-hidden>
        <IconBuildingStore size={size === 'lg' ? 24 : 20} stroke={1.8} />
      </ThemeIcon>
      {/* Operators choose the name: a long one is cut rather than pushing the header apart. */}
      <Text fw={700} fz={size === 'lg' ? 22 : 17} lh={1.1} truncate="end" title={name}>
        {name}
      </Text>
    </Group>
  );
}
