import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type AttributeDraft,
  cleanAttributes,
  combinationsOf,
  generateVariations,
  MAX_ATTRIBUTES,
  MAX_VARIATIONS,
  nextKey,
  type VariationDraft,
} from './product-draft';
import { VariationCards, VariationsTable } from './variations-table';

interface VariationsSectionProps {
  attributes: AttributeDraft[];
  variations: VariationDraft[];
  onAttributes: (next: AttributeDraft[]) => void;
  onVariations: (next: VariationDraft[]) => void;
  /** Attribute names offered while typing (from the Attributes list). */
  suggestions: string[];
  productPrice: string | number;
  productCost: string | number;
  errors: Record<string, string>;
  /** Shown above the variations when they no longer match the attributes. */
  mismatch: string | null;
}

/**
 * Configurable attributes (Size: S, M) and the variations made of their combinations, each with
 * its own price, stock, SKU, images and an active switch.
 */
export function VariationsSection({
  attributes,
  variations,
  onAttributes,
  onVariations,
  suggestions,
  productPrice,
  productCost,
  errors,
  mismatch,
}: VariationsSectionProps) {
  const { t } = useTranslation('products');
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const complete = cleanAttributes(attributes);
  const count = combinationsOf(complete).length;
  const tooMany = count > MAX_VARIATIONS;
  const names = [...new Set(suggestions)];

  const patchAttribute = (key: string, patch: Partial<AttributeDraft>) =>
    onAttributes(attributes.map((a) => (a.key === key ? { ...a, ...patch } : a)));

  const Variations = isPhone ? VariationCards : VariationsTable;

  return (
    <Stack gap="sm">
      <div>
        <Title order={3} fz="md">
          {t('Variations')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            'Add attributes such as Size or Colour with their values, then generate one variation per combination. Each has its own price, stock and SKU.',
          )}
        </Text>
      </div>

      {attributes.map((attribute, index) => (
        <Group key={attribute.key} align="flex-start" gap="sm" wrap="wrap">
          <Autocomplete
            label={t('Attribute {{number}}', { number: index + 1 })}
            placeholder={t('Size')}
            data={names}
            value={attribute.name}
            onChange={(name) => patchAttribute(attribute.key, { name })}
            maxLength={60}
            flex={{ base: '1 1 100%', sm: '0 0 200px' }}
          />
          <Group gap="xs" align="flex-start" wrap="nowrap" flex="1 1 0" miw={0}>
            <TagsInput
              label={t('Attribute {{number}} values', { number: index + 1 })}
              placeholder={t('Type a value, press Enter')}
              value={attribute.values}
              onChange={(values) => patchAttribute(attribute.key, { values })}
              maxTags={50}
              flex={1}
              miw={0}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              mt={25}
              aria-label={t('Remove attribute {{number}}', { number: index + 1 })}
              onClick={() => onAttributes(attributes.filter((a) => a.key !== attribute.key))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}

      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={attributes.length >= MAX_ATTRIBUTES}
          onClick={() => onAttributes([...attributes, { key: nextKey(), name: '', values: [] }])}
        >
          {t('Add attribute')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconWand size={16} aria-hidden />}
          disabled={complete.length === 0 || tooMany}
          onClick={() => onVariations(generateVariations(attributes, variations, productPrice))}
        >
          {t('Generate variations')}
        </Button>
        {complete.length > 0 ? (
          <Text size="sm" c={tooMany ? 'red' : 'dimmed'}>
            {tooMany
              ? t('{{combinations}} combinations: at most {{max}} variations.', {
                  combinations: count,
                  max: MAX_VARIATIONS,
                })
              : t('{{count}} combinations', { count })}
          </Text>
        ) : null}
      </Group>

      {mismatch ? (
        <Alert color="orange" variant="light" role="alert">
          {mismatch}
        </Alert>
      ) : null}

      {variations.length > 0 ? (
        <Variations
          variations={variations}
          onVariations={onVariations}
          productPrice={productPrice}
          productCost={productCost}
          errors={errors}
        />
      ) : attributes.length > 0 ? (
        <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
          <Text size="sm" c="dimmed">
            {t('No variations yet: fill in the attributes and click Generate variations.')}
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}
