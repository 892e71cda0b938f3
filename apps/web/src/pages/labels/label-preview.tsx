import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { LABEL_MESSAGES, LABEL_SIZES, type LabelSize } from '@pos/contracts/labels';
import { IconBarcode } from '@tabler/icons-react';
import type { PreviewTile } from './label-data';

/** Tiles are drawn at their printed size (CSS inches), shrunk to fit narrow screens. */
export function LabelPreview({
  tiles,
  total,
  size,
  symbologyLabel,
  formatMoney,
}: {
  tiles: readonly PreviewTile[];
  /** Labels the selection asks for; more than the tiles when the preview is capped. */
  total: number;
  size: LabelSize;
  symbologyLabel: string;
  formatMoney: (amount: number) => string;
}) {
  if (!tiles.length) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {LABEL_MESSAGES.noPreview}
        </Text>
      </Paper>
    );
  }
  const dims = LABEL_SIZES[size];
  const big = size === 'large';
  return (
    <Stack gap="sm">
      {total > tiles.length ? (
        <Text size="sm" c="dimmed">
          Showing the first {tiles.length} of {total} labels; the PDF holds them all.
        </Text>
      ) : null}
      <Box
        component="ul"
        aria-label="Label preview"
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--mantine-spacing-md)',
        }}
      >
        {tiles.map((tile) => (
          <Paper
            component="li"
            key={tile.key}
            withBorder
            shadow="xs"
            p={big ? 'md' : 'sm'}
            style={{
              width: `${dims.width}in`,
              maxWidth: '100%',
              aspectRatio: `${dims.width} / ${dims.height}`,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'space-between',
              overflow: 'hidden',
            }}
          >
            <div>
              <Text fw={700} size={big ? 'md' : 'sm'} lineClamp={1} title={tile.name}>
                {tile.name}
              </Text>
              <Text size={big ? 'md' : 'sm'}>{formatMoney(tile.price)}</Text>
            </div>
            <Group gap={6} wrap="nowrap" justify="center">
              <IconBarcode size={big ? 40 : 32} stroke={1.2} aria-hidden />
              <Text ff="monospace" size={big ? 'sm' : 'xs'} truncate>
                {tile.sku}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" ta="right">
              {dims.label} · {symbologyLabel}
            </Text>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
