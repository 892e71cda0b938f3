import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

export const APP_NAME = 'POS Back Office';

export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 40 : 32} radius="md" variant="filled" aria-hidden>
        <IconBuildingStore size={size === 'lg' ? 24 : 20} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz={size === 'lg' ? 22 : 17} lh={1.1} style={{ whiteSpace: 'nowrap' }}>
        {APP_NAME}
      </Text>
    </Group>
  );
}
