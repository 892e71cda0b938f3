import {
  Anchor,
  Badge,
  Checkbox,
  Code,
  Group,
  NumberInput,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LABEL_MESSAGES, normalizeCopies } from '@pos/contracts/labels';
import { SCREENS } from '@pos/contracts/permissions';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { MAX_LABEL_WEIGHT, scaleLabelRule } from '@pos/contracts/scale-labels';
import { isWhole, QUANTITY_DECIMALS, UNIT_LABELS } from '@pos/contracts/units';
import { IconPackageOff } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg, serverText } from '../../lib/i18n';
import { itemTitle, type LabelItem, type Selection, scaleTile, weightOf } from './label-data';

export const PAGE_SIZE = 25;
/** normalizeCopies caps copies here. */
const MAX_COPIES = 1000;

interface ListProps {
  /** Undefined while loading. */
  items: readonly LabelItem[] | undefined;
  selection: Selection;
  onToggle: (keys: readonly string[], on: boolean) => void;
  onCopies: (key: string, value: unknown) => void;
  /** A weighed package's weight typed for a line of an item sold by a measure. */
  onWeight: (key: string, value: unknown) => void;
  /** The organization's scale barcode rules: none, no weighed labels. */
  scaleRules: readonly TScaleBarcodeRule[];
  formatMoney: (amount: number) => string;
  page: number;
  onPage: (page: number) => void;
}

/** The selectable lines, a page at a time: a table on wide screens, cards on phones. */
export function LabelProductList({
  items,
  selection,
  onToggle,
  onCopies,
  onWeight,
  scaleRules,
  formatMoney,
  page,
  onPage,
}: ListProps) {
  const { t } = useTranslation('labels');
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  if (items === undefined) {
    return (
      <Stack gap="xs" aria-busy>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  if (!items.length) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs">
          <IconPackageOff size={28} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text fw={600}>{serverText(LABEL_MESSAGES.noProducts)}</Text>
        </Stack>
      </Paper>
    );
  }

  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const rowProps = { selection, onToggle, onCopies, onWeight, scaleRules, formatMoney };

  return (
    <Stack gap="sm">
      {isPhone ? (
        <PageCheckbox items={shown} selection={selection} onToggle={onToggle} withLabel />
      ) : null}
      {isPhone ? (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('Products')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((item) => (
            <ItemCard key={item.key} item={item} {...rowProps} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <PageCheckbox items={shown} selection={selection} onToggle={onToggle} />
                </Table.Th>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('SKU')}</Table.Th>
                <Table.Th>{t('Category')}</Table.Th>
                <Table.Th ta="right">{t('Price')}</Table.Th>
                <Table.Th w={110}>{t('Copies')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                <ItemRow key={item.key} item={item} {...rowProps} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('{{from}}–{{to}} of {{total}}', {
              from: (current - 1) * PAGE_SIZE + 1,
              to: Math.min(current * PAGE_SIZE, items.length),
              total: items.length,
            })}
          </Text>
          <Pagination
            total={pages}
            value={current}
            onChange={onPage}
            size="sm"
            siblings={isPhone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/** The names of the pagination's arrows. */
const CONTROL_LABELS = {
  first: msg('first page'),
  previous: msg('previous page'),
  next: msg('next page'),
  last: msg('last page'),
} as const;

/** Selects or clears every printable line of the page shown. */
function PageCheckbox({
  items,
  selection,
  onToggle,
  withLabel,
}: Pick<ListProps, 'selection' | 'onToggle'> & {
  items: readonly LabelItem[];
  /** Phones show the words; the table's header cell has no room for them. */
  withLabel?: boolean;
}) {
  const { t } = useTranslation('labels');
  const keys = items.filter((i) => i.sku).map((i) => i.key);
  const on = keys.filter((k) => selection.selected.has(k)).length;
  return (
    <Checkbox
      label={withLabel ? t('Select all on this page') : undefined}
      aria-label={t('Select all products on this page')}
      checked={keys.length > 0 && on === keys.length}
      indeterminate={on > 0 && on < keys.length}
      disabled={!keys.length}
      onChange={() => onToggle(keys, on < keys.length)}
    />
  );
}

interface RowProps
  extends Pick<
    ListProps,
    'selection' | 'onToggle' | 'onCopies' | 'onWeight' | 'scaleRules' | 'formatMoney'
  > {
  item: LabelItem;
}

function ItemName({ item }: { item: LabelItem }) {
  const { t } = useTranslation('labels');
  return (
    <div>
      <Text size="sm" fw={500} lh={1.3}>
        {item.name}
      </Text>
      {item.variant ? (
        <Text size="xs" c="dimmed">
          {t('Variation: {{variant}}', { variant: item.variant })}
        </Text>
      ) : null}
    </div>
  );
}

function ItemSku({ item }: { item: LabelItem }) {
  const { t } = useTranslation('labels');
  return item.sku ? (
    <Code>{item.sku}</Code>
  ) : (
    <Badge color="gray" variant="light" size="sm">
      {t('No SKU')}
    </Badge>
  );
}

function SelectBox({ item, selection, onToggle }: RowProps) {
  const { t } = useTranslation('labels');
  const title = itemTitle(item);
  return (
    <Checkbox
      aria-label={t('Select {{name}}', { name: title })}
      checked={selection.selected.has(item.key)}
      disabled={!item.sku}
      title={item.sku ? undefined : t('A label needs a SKU')}
      onChange={(e) => onToggle([item.key], e.currentTarget.checked)}
    />
  );
}

function CopiesInput({ item, selection, onCopies, size }: RowProps & { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('labels');
  const raw = selection.copies[item.key];
  return (
    <NumberInput
      aria-label={t('Copies of {{name}}', { name: itemTitle(item) })}
      value={raw === undefined ? 1 : (raw as number | string)}
      onChange={(v) => onCopies(item.key, v)}
      onBlur={() => onCopies(item.key, normalizeCopies(raw ?? 1))}
      min={1}
      max={MAX_COPIES}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      disabled={!item.sku}
      size={size ?? 'xs'}
      w={size === 'sm' ? 110 : 90}
    />
  );
}

/**
 * An item sold by a measure: the weight of a package to label (docs/guide/labels.md, "Weighed
 * packages (scale labels)"), with the package's price under it, or what keeps it from printing;
 * without a scale rule, where to add one.
 */
function WeightInput(props: RowProps & { size?: 'xs' | 'sm' }) {
  const { item, selection, onWeight, scaleRules, formatMoney, size } = props;
  const { t } = useTranslation('labels');
  if (isWhole(item.unit)) return null;
  const unit = UNIT_LABELS[item.unit];
  if (!scaleLabelRule(scaleRules)) {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        <Trans
          t={t}
          i18nKey="Weighed labels need a scale barcode rule in <anchor>Settings</anchor>."
          components={{
            anchor: (
              <Anchor component={Link} to={`${SCREENS.settings.path}?tab=general`} size="xs" />
            ),
          }}
        />
      </Text>
    );
  }
  const raw = selection.weights[item.key];
  const weight = weightOf(item, raw);
  const tile =
    weight === null || !item.sku ? null : scaleTile({ ...item, sku: item.sku }, weight, scaleRules);
  const phone = size === 'sm';
  return (
    <NumberInput
      label={phone ? t('Weight ({{unit}})', { unit }) : undefined}
      aria-label={t('Weight ({{unit}}) of {{name}}', { unit, name: itemTitle(item) })}
      placeholder={phone ? undefined : t('Weight')}
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {unit}
        </Text>
      }
      value={raw === undefined ? '' : (raw as number | string)}
      onChange={(v) => onWeight(item.key, v)}
      decimalScale={QUANTITY_DECIMALS}
      min={0}
      max={MAX_LABEL_WEIGHT}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      disabled={!item.sku}
      size={size ?? 'xs'}
      description={
        tile?.ok ? t('Package {{price}}', { price: formatMoney(tile.gross) }) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      mt={phone ? undefined : 4}
      styles={{ wrapper: { maxWidth: phone ? undefined : 130 } }}
      error={tile && !tile.ok ? serverText(tile.problem) : undefined}
    />
  );
}

function ItemRow(props: RowProps) {
  const { item, formatMoney } = props;
  const { t } = useTranslation('labels');
  return (
    <Table.Tr>
      <Table.Td>
        <SelectBox {...props} />
      </Table.Td>
      <Table.Td>
        <ItemName item={item} />
        <WeightInput {...props} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ItemSku item={item} />
      </Table.Td>
      <Table.Td>{item.categoryName || <Text c="dimmed">{t('N/A')}</Text>}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(item.price)}
      </Table.Td>
      <Table.Td>
        <CopiesInput {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

function ItemCard(props: RowProps) {
  const { item, formatMoney } = props;
  return (
    <Paper component="li" withBorder p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <SelectBox {...props} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <ItemName item={item} />
          <Group gap="xs" wrap="wrap">
            <ItemSku item={item} />
            {item.categoryName ? (
              <Text size="xs" c="dimmed">
                {item.categoryName}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {formatMoney(item.price)}
            </Text>
            <CopiesInput {...props} size="sm" />
          </Group>
          <WeightInput {...props} size="sm" />
        </Stack>
      </Group>
    </Paper>
  );
}
