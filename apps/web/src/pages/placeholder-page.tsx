import { Paper, Text } from '@mantine/core';
import { PageFrame } from '../components/page-frame';

/** Screens that later issues build: a plain frame, never made-up data. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Paper withBorder p="xl">
        <Text c="dimmed">This screen is not available yet.</Text>
      </Paper>
    </PageFrame>
  );
}
