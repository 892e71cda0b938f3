import { Group, Text } from '@mantine/core';
import { memo } from 'react';

/** One amount of a sale's totals: its label dimmed on the left, the amount on the right. */
export const TotalRow = memo(function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
});
