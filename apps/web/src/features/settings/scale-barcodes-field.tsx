import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../lib/form-errors';
import {
  checkScaleRule,
  decimalsChoices,
  KIND_CHOICES,
  MAX_SCALE_RULES,
  newScaleRule,
  type ScaleRuleDraft,
  SYMBOLOGY_CHOICES,
  scaleRuleExample,
  scaleRuleLayout,
  usualDecimals,
} from './scale-barcode-rules';

/**
 * General settings' scale barcode rules (docs/guide/settings-and-subscription.md, "Scale
 * barcodes"): one row per rule, each with the layout of its digits and a worked example, or the
 * contract's message while its digits do not make the code's length. Messages are keyed by
 * position ("scaleBarcodes.1.prefix"): a row's edit clears its own and the list's, adding or
 * removing a row all of them.
 */
export function ScaleBarcodesField({
  rules,
  onChange,
  errors,
  disabled,
}: {
  rules: ScaleRuleDraft[];
  /** The new list, and which messages it makes stale. */
  onChange: (next: ScaleRuleDraft[], stale: (key: string) => boolean) => void;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation('settings');
  const all = (key: string) => key.startsWith('scaleBarcodes');
  const update = (index: number, patch: Partial<ScaleRuleDraft>) =>
    onChange(
      rules.map((r, i) => (i === index ? { ...r, ...patch } : r)),
      (key) =>
        key === 'scaleBarcodes' ||
        key === `scaleBarcodes.${index}` ||
        key.startsWith(`scaleBarcodes.${index}.`),
    );

  return (
    <Stack gap="sm">
      {rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No rules: every code scanned is read as a SKU.')}
        </Text>
      ) : null}
      {rules.map((rule, index) => (
        <RuleRow
          key={rule.key}
          rule={rule}
          index={index}
          errors={errors}
          disabled={disabled}
          onPatch={(patch) => update(index, patch)}
          onRemove={() =>
            onChange(
              rules.filter((r) => r.key !== rule.key),
              all,
            )
          }
        />
      ))}
      {errors.scaleBarcodes ? <Input.Error role="alert">{errors.scaleBarcodes}</Input.Error> : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rules, newScaleRule(rules)], all)}
          disabled={disabled || rules.length >= MAX_SCALE_RULES}
        >
          {t('Add rule')}
        </Button>
      </Group>
    </Stack>
  );
}

function RuleRow({
  rule,
  index,
  errors,
  disabled,
  onPatch,
  onRemove,
}: {
  rule: ScaleRuleDraft;
  index: number;
  errors: FieldErrors;
  disabled?: boolean;
  onPatch: (patch: Partial<ScaleRuleDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  const name = t('Rule {{number}}', { number: index + 1 });
  const error = (field: keyof TScaleBarcodeRule) => errors[`scaleBarcodes.${index}.${field}`];
  const checked = checkScaleRule(rule);
  const problem = checked.problem ?? errors[`scaleBarcodes.${index}`];
  const layout = scaleRuleLayout(rule);
  const example = checked.rule ? scaleRuleExample(checked.rule, t) : null;
  return (
    <Paper withBorder p="sm" role="group" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size={32}
            aria-label={t('Remove rule {{number}}', { number: index + 1 })}
            onClick={onRemove}
            disabled={disabled}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
          <Select
            label={t('Symbology')}
            data={SYMBOLOGY_CHOICES}
            value={rule.symbology}
            onChange={(v) => v && onPatch({ symbology: v as TScaleBarcodeRule['symbology'] })}
            allowDeselect={false}
            error={error('symbology')}
            disabled={disabled}
          />
          <TextInput
            label={t('Prefix')}
            required
            inputMode="numeric"
            maxLength={2}
            value={rule.prefix}
            onChange={(e) => onPatch({ prefix: e.currentTarget.value })}
            error={error('prefix')}
            disabled={disabled}
          />
          <DigitsInput
            label={t('Item digits')}
            value={rule.itemDigits}
            onChange={(itemDigits) => onPatch({ itemDigits })}
            error={error('itemDigits')}
            disabled={disabled}
          />
          <DigitsInput
            label={t('Value digits')}
            value={rule.valueDigits}
            onChange={(valueDigits) => onPatch({ valueDigits })}
            error={error('valueDigits')}
            disabled={disabled}
          />
          <Select
            label={t('Value is')}
            data={KIND_CHOICES.map((c) => ({ ...c, label: t(c.label) }))}
            value={rule.kind}
            onChange={(v) => {
              const kind = v as TScaleBarcodeRule['kind'] | null;
              // A price has 2 decimals; a weight is most often in thousandths (grams of a kg).
              if (kind) onPatch({ kind, decimals: usualDecimals(kind) });
            }}
            allowDeselect={false}
            error={error('kind')}
            disabled={disabled}
          />
          <Select
            label={t('Decimals')}
            data={decimalsChoices(rule.kind)}
            value={String(rule.decimals)}
            onChange={(v) => v && onPatch({ decimals: v === '3' ? 3 : 2 })}
            allowDeselect={false}
            error={error('decimals')}
            disabled={disabled}
          />
        </SimpleGrid>
        <Stack gap={2} aria-live="polite" data-testid={`scale-rule-${index + 1}-example`}>
          {layout ? (
            <Text size="sm" c="dimmed">
              <Trans
                t={t}
                i18nKey="Layout: <code>{{layout}}</code>"
                values={{ layout }}
                components={{ code: <Text span inherit ff="monospace" /> }}
              />
            </Text>
          ) : null}
          {problem ? (
            <Input.Error>{problem}</Input.Error>
          ) : example ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {example}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** A count of digits, 1 to 6, as typed ('' while retyped). */
function DigitsInput(props: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  error: string | undefined;
  disabled: boolean | undefined;
}) {
  return (
    <NumberInput
      {...props}
      required
      min={1}
      max={6}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
    />
  );
}
