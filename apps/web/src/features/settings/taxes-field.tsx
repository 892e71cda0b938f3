import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  addTax,
  removeTax,
  type SettingsErrors,
  type TaxDraft,
  updateTax,
} from './general-settings-draft';

/** The contract's limit. */
const MAX_TAXES = 20;

/**
 * The tax components every sale applies (VAT, city tax, …), each a name and a rate in percent.
 * Row messages are keyed by position ("taxes.1.rate"), so adding or removing a row drops them.
 */
export function TaxesField({
  taxes,
  onChange,
  errors,
  disabled,
}: {
  taxes: TaxDraft[];
  onChange: (next: TaxDraft[], clear: 'row' | 'all', index?: number) => void;
  errors: SettingsErrors;
  disabled?: boolean;
}) {
  return (
    // A rate and a short name need no full-width row on a wide screen.
    <Stack gap="sm" maw={720}>
      {taxes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No taxes: sales are charged without tax.
        </Text>
      ) : null}
      {taxes.map((tax, index) => {
        const label = tax.name.trim() || `Tax ${index + 1}`;
        return (
          <Group
            key={tax.id}
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
              onChange={(e) =>
                onChange(updateTax(taxes, tax.id, { name: e.currentTarget.value }), 'row', index)
              }
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
              onChange={(rate) => onChange(updateTax(taxes, tax.id, { rate }), 'row', index)}
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
              aria-label={`Remove ${label}`}
              onClick={() => onChange(removeTax(taxes, tax.id), 'all')}
              disabled={disabled}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {errors.taxes ? (
        <Text size="xs" c="red" role="alert">
          {errors.taxes}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange(addTax(taxes), 'all')}
          disabled={disabled || taxes.length >= MAX_TAXES}
        >
          Add tax
        </Button>
      </Group>
    </Stack>
  );
}
