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
import { quantityText, UNIT_LABELS } from '@pos/contracts/units';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
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

type Format = (amount: number) => string;

/**
 * What a tile prints: its name, then its price — or, for a weighed package (docs/guide/labels.md,
 * "Weighed packages (scale labels)"), its weight × price per unit and the package's price (bold)
 * — and the barcode's text: the SKU, or the scale code's digits in the scale rule's symbology;
 * a package that cannot be printed says why in place of its barcode.
 */
function tileTexts(tile: PreviewTile, symbologyLabel: string, formatMoney: Format) {
  const { scale } = tile;
  const price = formatMoney(tile.price);
  if (scale?.ok) {
    return {
      line: `${quantityText(scale.weight, scale.unit)} × ${price}/${UNIT_LABELS[scale.unit]}`,
      total: formatMoney(scale.gross),
      code: scale.code,
      symbologyLabel: scale.symbologyLabel,
      problem: null,
    };
  }
  return {
    line: price,
    total: null,
    code: tile.sku,
    symbologyLabel,
    problem: scale ? serverText(scale.problem) : null,
  };
}

export function LabelPreview(props: PreviewProps) {
  const { tiles, total, size } = props;
  const { t } = useTranslation('labels');
  if (!tiles.length) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {serverText(LABEL_MESSAGES.noPreview)}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {total > tiles.length ? (
        <Text size="sm" c="dimmed">
          {t('Showing the first {{shown}} of {{total}} labels; the PDF holds them all.', {
            shown: tiles.length,
            total,
          })}
        </Text>
      ) : null}
      {isSheet(size) ? <SheetPreview {...props} /> : <RollPreview {...props} />}
    </Stack>
  );
}

/** Roll labels drawn at their printed size (CSS inches), shrunk to fit narrow screens. */
function RollPreview({ tiles, size, symbologyLabel, formatMoney }: PreviewProps) {
  const { t } = useTranslation('labels');
  const layout = LABEL_LAYOUTS[size];
  const { width, height } = layout.label;
  const big = size === 'large';
  return (
    <Box
      component="ul"
      aria-label={t('Label preview')}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--mantine-spacing-md)',
      }}
    >
      {tiles.map((tile) => {
        const texts = tileTexts(tile, symbologyLabel, formatMoney);
        return (
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
              <Text size={big ? 'md' : 'sm'}>{texts.line}</Text>
              {texts.total ? (
                <Text fw={700} size={big ? 'md' : 'sm'}>
                  {texts.total}
                </Text>
              ) : null}
            </div>
            {texts.problem ? (
              <Text size="xs" c="red.8" lineClamp={3} title={texts.problem}>
                {texts.problem}
              </Text>
            ) : (
              <Group gap={6} wrap="nowrap" justify="center">
                <IconBarcode size={big ? 40 : 32} stroke={1.2} aria-hidden />
                <Text ff="monospace" size={big ? 'sm' : 'xs'} truncate>
                  {texts.code}
                </Text>
              </Group>
            )}
            <Text size="xs" c="dimmed" ta="right">
              {serverText(layout.name)} · {texts.symbologyLabel}
            </Text>
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * Each sheet as it prints, to scale: the page, and every label at its position from the same
 * layout numbers the PDF is drawn with; sizes in container units, so a phone shows the whole
 * sheet smaller. Positions before the start are marked as used.
 */
function SheetPreview({ tiles, size, startPosition, symbologyLabel, formatMoney }: PreviewProps) {
  const { t } = useTranslation('labels');
  const page = pageSize(size);
  const sheets = previewSheets(tiles, size, startPosition);
  // The PDF's measures, in hundredths of the sheet's width.
  const cq = (points: number) => `${(points / page.width) * 100}cqw`;
  const font = cq(labelTextSize(labelBox(size, 0).height));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('{{size}} · {{symbology}} · {{count}} sheets', {
          size: serverText(LABEL_LAYOUTS[size].name),
          symbology: symbologyLabel,
          count: sheets.length,
        })}
      </Text>
      {sheets.map((slots, s) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its place in the print run.
          key={s}
          withBorder
          shadow="xs"
          component="ul"
          aria-label={t('Sheet {{number}} of {{total}}', { number: s + 1, total: sheets.length })}
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
                  {t('Used')}
                </li>
              );
            }
            const texts = tileTexts(slot, symbologyLabel, formatMoney);
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
                <div style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {texts.line}
                </div>
                {texts.total ? <div style={{ fontWeight: 700 }}>{texts.total}</div> : null}
                {texts.problem ? (
                  <div style={{ color: 'var(--mantine-color-red-8)' }} title={texts.problem}>
                    {texts.problem}
                  </div>
                ) : (
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
                      {texts.code}
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </Paper>
      ))}
    </Stack>
  );
}
