import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card for one chart; `empty` replaces the chart with a line of text. */
export function ChartCard({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | null;
  children?: ReactNode;
}) {
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
