import { Card, Group, type MantineColor, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A coloured figure with its title and icon. `value` undefined means still loading. */
export function StatCard({
  title,
  value,
  icon,
  color,
}: {
  title: string;
  value: ReactNode | undefined;
  icon: ReactNode;
  color: MantineColor;
}) {
  return (
    <Card
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
      component="section"
      style={{ borderTop: `3px solid var(--mantine-color-${color}-5)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {value === undefined ? (
          <Skeleton height={34} width={64} />
        ) : (
          <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.15}>
            {value}
          </Text>
        )}
        <ThemeIcon color={color} variant="light" size={38} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      {/* Below the figure the title has the card's whole width, so it stays on one line. */}
      <Text size="sm" c="dimmed" fw={500} mt={8}>
        {title}
      </Text>
    </Card>
  );
}
