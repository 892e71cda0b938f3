import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../lib/form-errors';
import { typedNumberOrNone } from '../lib/typed-number';

/** The contract's limit (`ZClassTaxes`, general settings' `taxes`). */
const MAX_TAXES = 20;

/**
 * A tax row as a form holds it: `key` tells the rows apart, `id` is the stored tax's (a new one
 * of a class has none: the API makes it), and NumberInput gives '' while the rate is typed.
 */
export interface TaxDraft {
  key: string;
  id?: string;
  name: string;
  rate: number | string;
}

/** The rates typed so far, added up to the cent of a percent (0.1 + 0.2 is 0.3). */
export const totalRateOf = (taxes: readonly TaxDraft[]): number =>
  Math.round(taxes.reduce((sum, tax) => sum + (typedNumberOrNone(tax.rate) ?? 0), 0) * 100) / 100;

/**
 * A list of taxes — a tax class's, or general settings' (the default class's) — each a name and
 * a rate in percent, and their total. Messages are keyed by position ("taxes.1.rate"): a row's
 * edit clears its own, adding or removing a row all of them. With a `label` the list is a group
 * of that name; without, its section names it.
 */
export function TaxesField({
  taxes,
  onChange,
  newRow,
  errors,
  emptyText,
  label,
  disabled,
}: {
  taxes: TaxDraft[];
  /** The new list, and which messages it makes stale. */
  onChange: (next: TaxDraft[], stale: (key: string) => boolean) => void;
  /** A new, empty row. */
  newRow: () => TaxDraft;
  errors: FieldErrors;
  /** What an empty list means. */
  emptyText: string;
  label?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const all = (key: string) => key.startsWith('taxes');
  const update = (index: number, patch: Partial<TaxDraft>) =>
    onChange(
      taxes.map((tax, i) => (i === index ? { ...tax, ...patch } : tax)),
      (key) => key === 'taxes' || key.startsWith(`taxes.${index}.`),
    );

  return (
    // A rate and a short name need no full-width row on a wide screen.
    <Stack gap="sm" maw={720} role={label ? 'group' : undefined} aria-label={label}>
      {label ? (
        <Input.Label labelElement="div" mb={-4}>
          {label}
        </Input.Label>
      ) : null}
      {taxes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : null}
      {taxes.map((tax, index) => (
        <Group
          key={tax.key}
          gap="sm"
          align="flex-start"
          wrap="nowrap"
          role="group"
          aria-label={t('Tax {{number}}', { number: index + 1 })}
        >
          <TextInput
            label={t('Tax name')}
            placeholder={t('e.g. VAT')}
            required
            maxLength={60}
            value={tax.name}
            onChange={(e) => update(index, { name: e.currentTarget.value })}
            error={errors[`taxes.${index}.name`]}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label={t('Rate (%)')}
            required
            min={0}
            max={100}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            value={tax.rate}
            onChange={(rate) => update(index, { rate })}
            error={errors[`taxes.${index}.rate`]}
            disabled={disabled}
            w={120}
            style={{ flexShrink: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            mt={25}
            aria-label={t('Remove {{name}}', {
              name: tax.name.trim() || t('Tax {{number}}', { number: index + 1 }),
            })}
            onClick={() =>
              onChange(
                taxes.filter((other) => other.key !== tax.key),
                all,
              )
            }
            disabled={disabled}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errors.taxes ? <Input.Error role="alert">{errors.taxes}</Input.Error> : null}
      <Group justify="space-between">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...taxes, newRow()], all)}
          disabled={disabled || taxes.length >= MAX_TAXES}
        >
          {t('Add tax')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('Total rate: {{rate}}%', { rate: totalRateOf(taxes) })}
        </Text>
      </Group>
    </Stack>
  );
}
