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
import type { FieldErrors } from '../../lib/form-errors';
import { emptyTax, type TaxDraft, totalRateOf } from './tax-class-draft';

/** The contract's limit (`ZClassTaxes`). */
const MAX_TAXES = 20;

/**
 * A class's taxes, each a name and a rate in percent, and their total. Messages are keyed by
 * position ("taxes.1.rate"): a row's edit clears its own, adding or removing a row all of them.
 * (General settings have an editor like it in their feature, which features do not share.)
 */
export function ClassTaxesField({
  taxes,
  onChange,
  errors,
  disabled,
}: {
  taxes: TaxDraft[];
  /** The new list, and which messages it makes stale. */
  onChange: (next: TaxDraft[], stale: (key: string) => boolean) => void;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  const all = (key: string) => key.startsWith('taxes');
  const update = (index: number, patch: Partial<TaxDraft>) =>
    onChange(
      taxes.map((t, i) => (i === index ? { ...t, ...patch } : t)),
      (key) => key === 'taxes' || key.startsWith(`taxes.${index}.`),
    );

  return (
    <Stack gap="sm" role="group" aria-label="Taxes">
      <Input.Label labelElement="div" mb={-4}>
        Taxes
      </Input.Label>
      {taxes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No taxes: products of this class are sold without tax.
        </Text>
      ) : null}
      {taxes.map((tax, index) => (
        <Group
          key={tax.key}
          gap="sm"
          align="flex-start"
          wrap="nowrap"
          role="group"
          aria-label={`Tax ${index + 1}`}
        >
          <TextInput
            label="Tax name"
            placeholder="e.g. VAT"
            required
            maxLength={60}
            value={tax.name}
            onChange={(e) => update(index, { name: e.currentTarget.value })}
            error={errors[`taxes.${index}.name`]}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
          <NumberInput
            label="Rate (%)"
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
            aria-label={`Remove ${tax.name.trim() || `tax ${index + 1}`}`}
            onClick={() =>
              onChange(
                taxes.filter((t) => t.key !== tax.key),
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
          onClick={() => onChange([...taxes, emptyTax()], all)}
          disabled={disabled || taxes.length >= MAX_TAXES}
        >
          Add tax
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          Total rate: {totalRateOf(taxes)}%
        </Text>
      </Group>
    </Stack>
  );
}
