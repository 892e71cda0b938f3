import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The page's shape while the sale loads. */
export function DetailsSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={32} />
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={14} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
