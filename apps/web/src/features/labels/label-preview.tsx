import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import {
  isSheet,
  LABEL_INSET,
  LABEL_LAYOUTS,
  LABEL_MESSAGES,
  type LabelSize,
  labelBox,
  labelTextSize,
  pageSize,
} from '@pos/contracts/labels';
import { IconBarcode } from '@tabler/icons-react';
import { type PreviewTile, previewSheets } from './label-data';

interface PreviewProps {
  tiles: readonly PreviewTile[];
  /** Labels the selection asks for; more than the tiles when the preview is capped. */
  total: number;
  size: LabelSize;
  /** On a sheet, where the first label prints (1 = top left). */
  startPosition: number;
  symbologyLabel: string;
  formatMoney: (amount: number) => string;
}

export function LabelPreview(props: PreviewProps) {
  const { tiles, total, size } = props;
  if (!tiles.length) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {LABEL_MESSAGES.noPreview}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {total > tiles.length ? (
        <Text size="sm" c="dimmed">
          Showing the first {tiles.length} of {total} labels; the PDF holds them all.
        </Text>
      ) : null}
      {isSheet(size) ? <SheetPreview {...props} /> : <RollPreview {...props} />}
    </Stack>
  );
}

/** Roll labels drawn at their printed size (CSS inches), shrunk to fit narrow screens. */
function RollPreview({ tiles, size, symbologyLabel, formatMoney }: PreviewProps) {
  const layout = LABEL_LAYOUTS[size];
  const { width, height } = layout.label;
  const big = size === 'large';
  return (
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
            width: `${width}${layout.unit}`,
            maxWidth: '100%',
            aspectRatio: `${width} / ${height}`,
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
            {layout.name} · {symbologyLabel}
          </Text>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Each sheet as it prints, to scale: the page, and every label at its position from the same
 * layout numbers the PDF is drawn with; sizes in container units, so a phone shows the whole
 * sheet smaller. Positions before the start are marked as used.
 */
function SheetPreview({ tiles, size, startPosition, symbologyLabel, formatMoney }: PreviewProps) {
  const page = pageSize(size);
  const sheets = previewSheets(tiles, size, startPosition);
  // The PDF's measures, in hundredths of the sheet's width.
  const cq = (points: number) => `${(points / page.width) * 100}cqw`;
  const font = cq(labelTextSize(labelBox(size, 0).height));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {LABEL_LAYOUTS[size].name} · {symbologyLabel} · {sheets.length}{' '}
        {sheets.length === 1 ? 'sheet' : 'sheets'}
      </Text>
      {sheets.map((slots, s) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its place in the print run.
          key={s}
          withBorder
          shadow="xs"
          component="ul"
          aria-label={`Sheet ${s + 1} of ${sheets.length}`}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            position: 'relative',
            width: '100%',
            maxWidth: 560,
            aspectRatio: `${page.width} / ${page.height}`,
            containerType: 'inline-size',
            background: 'white',
          }}
        >
          {slots.map((slot, position) => {
            const box = labelBox(size, position);
            const place = {
              position: 'absolute' as const,
              left: `${(box.x / page.width) * 100}%`,
              top: `${(box.y / page.height) * 100}%`,
              width: `${(box.width / page.width) * 100}%`,
              height: `${(box.height / page.height) * 100}%`,
              padding: cq(LABEL_INSET),
              overflow: 'hidden',
              fontSize: font,
              lineHeight: 1.2,
              color: 'black',
            };
            if (slot === null) return null;
            if (slot === 'used') {
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed on a sheet.
                  key={position}
                  style={{
                    ...place,
                    border: '1px dashed var(--mantine-color-gray-6)',
                    color: 'var(--mantine-color-gray-7)',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  Used
                </li>
              );
            }
            return (
              <li
                key={slot.key}
                style={{ ...place, outline: '1px dotted var(--mantine-color-gray-4)' }}
              >
                <div
                  style={{
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    textOverflow: 'ellipsis',
                    overflow: 'hidden',
                  }}
                  title={slot.name}
                >
                  {slot.name}
                </div>
                <div>{formatMoney(slot.price)}</div>
                <div style={{ display: 'flex', alignItems: 'center', gap: cq(2) }}>
                  <IconBarcode
                    style={{ width: '1.8em', height: '1.8em', flex: 'none' }}
                    aria-hidden
                  />
                  <span
                    style={{
                      fontFamily: 'monospace',
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {slot.sku}
                  </span>
                </div>
              </li>
            );
          })}
        </Paper>
      ))}
    </Stack>
  );
}
